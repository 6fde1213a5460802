import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VetPractice } from '@petpal/contracts';
import { practiceKey, vetKeys } from '../../../lib/query-keys';

/**
 * A change to the practice: the practice loads again, and this page's cached dates and slots of the vet
 * are dropped (the API clears its own caches for the vet, so owners elsewhere see the change at once).
 */
export function usePracticeChange<V, R>(change: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async () => {
      const vetId = queryClient.getQueryData<VetPractice>(practiceKey)?.vetId;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: practiceKey, exact: true }),
        vetId && queryClient.invalidateQueries({ queryKey: vetKeys.availability(vetId) }),
        vetId && queryClient.invalidateQueries({ queryKey: vetKeys.slots(vetId) }),
      ]);
    },
  });
}
