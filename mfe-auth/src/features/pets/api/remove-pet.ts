import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PetDeleted } from '@petpal/contracts';
import { apiFetch, petsQueryOptions } from '@petpal/design-system';

export function removePet(id: string) {
  return apiFetch(`/api/auth/pets/${encodeURIComponent(id)}`, PetDeleted, { method: 'DELETE' });
}

export function useRemovePet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePet,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: petsQueryOptions.queryKey }),
  });
}
