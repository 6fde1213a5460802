import type * as z from 'zod/mini';
import type { ContractCheck, FieldErrors } from './field-errors';
import { isWithin, type FieldValues } from './form-paths';

/** How a form's values meet its contract when the two differ; see `ContractFormOptions`. */
export interface ContractShape<Values> {
  /**
   * The contract's input from the form's values (a yes/no answer for a boolean, prices typed as text, a blank
   * optional left out, only the chosen source's fields). The contract checks that, so its messages stay the API's.
   */
  toInput?: (values: Values) => Record<string, unknown>;
  /**
   * The browser's own rules on top of the contract's (not in the past on this clock, no group chosen): by field,
   * each replaces the contract's message for its field and shows together with the contract's.
   */
  refine?: (values: Values) => FieldErrors;
  /**
   * The contract's message stays where it has one: `refine` only speaks for fields the contract passed (by
   * default `refine` wins). For forms whose own rules only fill in what the contract cannot see.
   */
  contractFirst?: boolean;
  /**
   * Contract fields the form shows itself with `errorOf` though they are not its values (a date and a time shown
   * as `startsAt`, two price fields as `prices`, whose "prices.INR" `errorOf('prices')` reads).
   */
  shows?: readonly string[];
}

/** The name under which a form keeps the message that belongs to no field (as `setError('root.form', …)` sets). */
export const FORM_ERROR = 'root.form';

/** A form's messages by the full name they belong to ("email", "prices.INR", `FORM_ERROR`). */
export type FormErrors = Readonly<Record<string, string>>;

/** A check of a form's values: the contract's output, or its messages by name. */
export type FormCheck<Output> = { ok: true; data: Output } | { ok: false; errors: FormErrors };

/**
 * The one check every form uses: the contract's zod/mini schema, given `context` too (values the schema needs
 * that are not fields: a reset token), on `toInput(values)` when the form has one; the first message per name.
 * With `toInput`, an error on something that is neither a value (nor a part of one, "photos.1"), nor in
 * `context`, nor a field the form `shows`, is the form's (an id the form sends): `formError` shows it; so is
 * the contract's check of the whole input.
 */
export function checkValues<Values extends FieldValues, Output>(
  schema: z.ZodMiniType<Output>,
  values: Values,
  context: Record<string, unknown> = {},
  shape: ContractShape<Values> = {},
): FormCheck<Output> {
  const input = shape.toInput ? shape.toInput(values) : values;
  const result = schema.safeParse({ ...context, ...input });
  const shown = new Set(shape.shows ?? []);
  const errors: Record<string, string> = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const name = issue.path.join('.');
      const top = name.split('.')[0] ?? '';
      const ownsIt = name !== '' && (!shape.toInput || top in values || top in context || shown.has(top));
      if (ownsIt) errors[name] ??= issue.message;
      else errors[FORM_ERROR] ??= issue.message;
    }
  }
  for (const [name, message] of Object.entries(shape.refine?.(values) ?? {})) {
    if (!message) continue;
    const taken = Object.keys(errors).filter((other) => isWithin(other, name));
    if (shape.contractFirst && taken.length > 0) continue;
    for (const other of taken) delete errors[other];
    errors[name] = message;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  // Refine passed, so the contract did: its output is what the form sends.
  return { ok: true, data: (result as { data: Output }).data };
}

/**
 * What a form's submit does with `values`, outside React (for a form's own tests of its `toInput` and `refine`):
 * the contract's output, or each field's message as `onSubmit`'s `onInvalid` gets them.
 */
export async function checkForm<Values extends FieldValues, Output>(
  schema: z.ZodMiniType<Output>,
  values: Values,
  shape: ContractShape<Values> & { context?: Record<string, unknown> } = {},
): Promise<ContractCheck<Output>> {
  const checked = checkValues(schema, values, shape.context, shape);
  return checked.ok ? checked : { ok: false, errors: messagesOf(checked.errors) };
}

/** Each field's first message by its top-level name ("photos.1" is the photos field's); the form's as `form`. */
export function messagesOf(errors: FormErrors): FieldErrors {
  const messages: FieldErrors = {};
  for (const [name, message] of Object.entries(errors)) {
    const top = name === FORM_ERROR || name === '' ? 'form' : (name.split('.')[0] ?? name);
    messages[top] ??= message;
  }
  return messages;
}

/** A field's message, or the first of its parts' ("prices" shows "prices.INR"'s). */
export function messageOf(errors: FormErrors, name: string): string | undefined {
  if (errors[name]) return errors[name];
  return Object.entries(errors).find(([other]) => isWithin(other, name))?.[1];
}
