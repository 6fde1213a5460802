import { apiFieldErrors, useToast, type FieldErrors } from '@petpal/design-system';
import { refusalMessage } from '../../lib/api-errors';
import { useChangeTrainerCalendar, type CalendarChange } from './api/trainer-calendar-api';
import { calendarMessages } from './practice-messages';

/**
 * One save for every calendar form (the form checked the contract first): success toasts `successTitle` and
 * calls `onDone`; a refusal resolves with the API's field messages, for the form to show.
 */
export function useCalendarSave(successTitle: string, onDone?: () => void) {
  const change = useChangeTrainerCalendar();
  const { toast } = useToast();
  async function save(sent: CalendarChange): Promise<FieldErrors | undefined> {
    try {
      await change.mutateAsync(sent);
    } catch (error) {
      const message = refusalMessage(error, calendarMessages.saveFailed);
      return apiFieldErrors(error, message, message);
    }
    toast({ title: successTitle, variant: 'success' });
    onDone?.();
    return undefined;
  }
  return { save, saving: change.isPending };
}

/** A one-click change (Remove): toasts `successTitle`, or the API's explanation of a refusal. */
export function useCalendarAction() {
  const change = useChangeTrainerCalendar();
  const { toast } = useToast();
  return {
    busy: change.isPending,
    run(sent: CalendarChange, successTitle: string) {
      change.mutate(sent, {
        onSuccess: () => toast({ title: successTitle, variant: 'success' }),
        onError: (error) =>
          toast({ title: 'Error', description: refusalMessage(error, calendarMessages.saveFailed), variant: 'error' }),
      });
    },
  };
}
