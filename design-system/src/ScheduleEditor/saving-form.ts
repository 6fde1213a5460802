import type * as z from 'zod/mini';
import type { FieldErrors } from '../forms/field-errors';
import type { DefaultValues, FieldValues } from '../forms/form-paths';
import { useContractForm } from '../forms/use-contract-form';

/**
 * Saves what a practice form checked: resolves with the API's refusal by field (`form` for the whole form), or
 * with nothing once saved (the owner toasts and closes).
 */
export type SaveForm<Output> = (data: Output) => Promise<FieldErrors | undefined>;

export interface SavingFormOptions<Values extends FieldValues, Output> {
  defaultValues: DefaultValues<Values>;
  /** The contract's input from the typed values (a slot length typed as text, a field the contract lacks). */
  toInput?(values: Values): Record<string, unknown>;
  onSave: SaveForm<Output>;
  /** After a save the API took (the holiday form starts again blank). */
  onSaved?(): void;
}

/**
 * A form on the kit whose owner saves it: the contract checks the values (or `toInput(values)`), `onSave` sends
 * them, and a refusal shows under the fields (`form` above them).
 */
export function useSavingForm<S extends z.ZodMiniType<unknown, FieldValues>, Values extends FieldValues>(
  contract: S,
  { defaultValues, toInput, onSave, onSaved }: SavingFormOptions<NoInfer<Values>, z.output<S>>,
) {
  const form = useContractForm<S, Values>(contract, { defaultValues, toInput });
  const submit = form.onSubmit(async (data) => {
    const refused = await onSave(data);
    if (refused) form.showErrors(refused);
    else onSaved?.();
  });
  return { form, submit };
}
