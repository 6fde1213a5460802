import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IdCheckResponse, type IdCheckInput } from '@petpal/contracts';
import { apiFetch, sharedQueryKeys } from '@petpal/design-system';

/** POST /api/auth/provider-application/id-check: the ID check stand-in's result, and the standing after it. */
export function useIdCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: IdCheckInput) =>
      apiFetch('/api/auth/provider-application/id-check', IdCheckResponse, { method: 'POST', body: input }),
    onSuccess: ({ standing }) => queryClient.setQueryData(sharedQueryKeys.providerStanding, standing),
  });
}
