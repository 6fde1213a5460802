import { useState } from 'react';
import type * as z from 'zod/mini';
import { useToast, apiFieldErrors, checkContract, type FieldErrors } from '@petpal/design-system';
import { SAVE_FAILED } from './practice-format';

/** What a react-query `mutate` takes as its second argument. */
export interface SaveCallbacks {
  onSuccess(): void;
  onError(error: Error): void;
}

/**
 * One submit for every practice form: the values are checked with the contract schema (field messages on
 * failure), then `send` saves them; success toasts `successTitle` and calls `onDone`, a refusal shows the
 * API's field messages (or "Could not save...").
 */
export function usePracticeSubmit(successTitle: string, onDone?: () => void) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const { toast } = useToast();

  function submit<S extends z.ZodMiniType>(
    schema: S,
    values: unknown,
    send: (data: z.output<S>, callbacks: SaveCallbacks) => void,
  ): void {
    const result = checkContract(schema, values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    send(result.data, {
      onSuccess: () => {
        toast({ title: successTitle, variant: 'success' });
        onDone?.();
      },
      onError: (error) => setErrors(apiFieldErrors(error, SAVE_FAILED)),
    });
  }

  return { errors, submit };
}
