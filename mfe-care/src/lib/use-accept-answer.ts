import { useState } from 'react';
import { useToast } from '@petpal/design-system';

/** The accept mutation of a provider's requests: react-query's, by the id of what is accepted. */
interface AcceptMutation {
  isPending: boolean;
  mutate(id: string, options: { onSuccess(): void; onError(error: unknown): void }): void;
}

/**
 * Accepting a request from a provider's list: success toasts `acceptedMessage`; a refusal toasts and stays
 * under the entry it refused (`refusalOf`) until the next Accept.
 */
export function useAcceptAnswer(
  mutation: AcceptMutation,
  acceptedMessage: string,
  errorMessage: (error: unknown) => string,
) {
  const { toast } = useToast();
  const [refusal, setRefusal] = useState<{ id: string; message: string } | null>(null);
  return {
    busy: mutation.isPending,
    refusalOf: (id: string) => (refusal?.id === id ? refusal.message : undefined),
    accept(id: string) {
      setRefusal(null);
      mutation.mutate(id, {
        onSuccess: () => toast({ title: acceptedMessage, variant: 'success' }),
        onError: (error) => {
          const message = errorMessage(error);
          setRefusal({ id, message });
          toast({ title: 'Error', description: message, variant: 'error' });
        },
      });
    },
  };
}
