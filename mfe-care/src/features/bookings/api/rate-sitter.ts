import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SitterRatingCreated, type RateSitterInput } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { careKeys } from '../../../lib/query-keys';

/** POST /api/care/requests/:id/rating: once per booking that has taken place. */
export function rateSitter(requestId: string, input: RateSitterInput) {
  return apiFetch(`/api/care/requests/${encodeURIComponent(requestId)}/rating`, SitterRatingCreated, {
    method: 'POST',
    body: input,
  });
}

/** The booking shows as rated, and the sitter's average and reviews change wherever they are shown. */
export function useRateSitter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, input }: { requestId: string; input: RateSitterInput }) => rateSitter(requestId, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: careKeys.requests }),
        queryClient.invalidateQueries({ queryKey: careKeys.sitters }),
      ]),
  });
}
