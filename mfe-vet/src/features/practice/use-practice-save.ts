import type { UseMutationResult } from '@tanstack/react-query';
import { useToast, apiFieldErrors, type FieldErrors } from '@petpal/design-system';
import { SAVE_FAILED } from './practice-format';

/**
 * One save for every practice form (the form checked the contract first): `mutation` sends the values;
 * success toasts `successTitle` and calls `onDone`, a refusal resolves with the API's field messages (or
 * "Could not save..."), for the form to show.
 */
export function usePracticeSave<V>(
  mutation: UseMutationResult<unknown, Error, V>,
  successTitle: string,
  onDone?: () => void,
) {
  const { toast } = useToast();
  return async function save(variables: V): Promise<FieldErrors | undefined> {
    try {
      await mutation.mutateAsync(variables);
    } catch (error) {
      return apiFieldErrors(error, SAVE_FAILED);
    }
    toast({ title: successTitle, variant: 'success' });
    onDone?.();
    return undefined;
  };
}
