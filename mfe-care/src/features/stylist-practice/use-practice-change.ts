import { useToast, apiFieldErrors, type FieldErrors } from '@petpal/design-system';
import { refusalMessage } from '../../lib/api-errors';
import { useChangePractice, type PracticeChange } from './api/stylist-practice-api';
import { practiceMessages } from './practice-messages';

/**
 * One save for every practice form (the form checked the contract first): success toasts `successTitle` and
 * calls `onDone`; a refusal resolves with the API's field messages or its explanation, for the form to show.
 */
export function usePracticeSave(successTitle: string, onDone?: () => void) {
  const change = useChangePractice();
  const { toast } = useToast();

  async function save(changeToSend: PracticeChange): Promise<FieldErrors | undefined> {
    try {
      await change.mutateAsync(changeToSend);
    } catch (error) {
      const message = refusalMessage(error, practiceMessages.saveFailed);
      return apiFieldErrors(error, message, message);
    }
    toast({ title: successTitle, variant: 'success' });
    onDone?.();
    return undefined;
  }

  return { save, saving: change.isPending };
}

/** A one-click change (Remove): toasts `successTitle`, or the API's explanation of a refusal. */
export function usePracticeAction() {
  const change = useChangePractice();
  const { toast } = useToast();
  return {
    busy: change.isPending,
    run(changeToSend: PracticeChange, successTitle: string) {
      change.mutate(changeToSend, {
        onSuccess: () => toast({ title: successTitle, variant: 'success' }),
        onError: (error) =>
          toast({ title: 'Error', description: refusalMessage(error, practiceMessages.saveFailed), variant: 'error' }),
      });
    },
  };
}
