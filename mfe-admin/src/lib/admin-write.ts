import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminActionDone } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { adminKeys } from './admin-keys';

/** One audited admin write (POST `path` with `body`, or DELETE it); every dashboard list reloads after it. */
export function useAdminWrite<Vars>(
  request: (vars: Vars) => { path: string; body?: unknown; method?: 'POST' | 'DELETE' },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: Vars) => {
      const { path, body, method = 'POST' } = request(vars);
      return apiFetch(path, AdminActionDone, { method, body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
