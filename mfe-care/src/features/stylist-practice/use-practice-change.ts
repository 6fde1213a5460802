import { useState } from 'react';
import type * as z from 'zod/mini';
import { useToast, apiFieldErrors, checkContract, type FieldErrors } from '@petpal/design-system';
import { refusalMessage } from '../../lib/api-errors';
import { useChangePractice, type PracticeChange } from './api/stylist-practice-api';
import { practiceMessages } from './practice-messages';

/**
 * One submit for every practice form: the values are checked with the contract schema (its messages on the
 * fields), then sent as `toChange` builds them; success toasts `successTitle` and calls `onDone`, a refusal
 * shows the API's field messages or its explanation.
 */
export function usePracticeForm(successTitle: string, onDone?: () => void) {
  const change = useChangePractice();
  const [errors, setErrors] = useState<FieldErrors>({});
  const { toast } = useToast();

  function submit<S extends z.ZodMiniType>(
    schema: S,
    values: unknown,
    toChange: (data: z.output<S>) => PracticeChange,
  ): boolean {
    const result = checkContract(schema, values);
    if (!result.ok) {
      setErrors(result.errors);
      return false;
    }
    setErrors({});
    change.mutate(toChange(result.data), {
      onSuccess: () => {
        toast({ title: successTitle, variant: 'success' });
        onDone?.();
      },
      onError: (error) => {
        const message = refusalMessage(error, practiceMessages.saveFailed);
        setErrors(apiFieldErrors(error, message, message));
      },
    });
    return true;
  }

  return { errors, submit, saving: change.isPending };
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
