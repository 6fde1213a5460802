import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PetCreated, type PetInput } from '@petpal/contracts';
import { apiFetch, petsQueryOptions } from '@petpal/design-system';

export function addPet(input: PetInput) {
  return apiFetch('/api/auth/pets', PetCreated, { method: 'POST', body: input });
}

export function useAddPet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPet,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: petsQueryOptions.queryKey }),
  });
}
