import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod/mini';
import type { ContractCheck, FieldErrors } from './field-errors';

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

/**
 * The one resolver every form uses: the contract's zod/mini schema (zod 4 core, which `zodResolver` reads since
 * @hookform/resolvers 5.1), given `context` too: values the schema needs that are not fields (a reset token).
 * With `toInput`, an error on something that is neither a value (nor a part of one, "photos.1"), nor in
 * `context`, nor a field the form `shows`, is the form's (an id the form sends): `formError` shows it.
 */
export function contractResolver<Values extends FieldValues, Output>(
  schema: z.ZodMiniType<Output>,
  context: Record<string, unknown> = {},
  shape: ContractShape<Values> = {},
): Resolver<Values, unknown, Output> {
  const resolve = zodResolver(schema as never) as unknown as Resolver<FieldValues, unknown, Output>;
  const shown = new Set(shape.shows ?? []);
  return async (values, resolverContext, options) => {
    const input = shape.toInput ? shape.toInput(values) : values;
    const result = await resolve({ ...context, ...input }, resolverContext, options as never);
    const refined = Object.entries(shape.refine?.(values) ?? {}).filter(([, message]) => message);
    // Errors are nested by path ("prices.INR" is errors.prices.INR): the top-level name says whose it is.
    const stray = shape.toInput
      ? Object.keys(result.errors).filter((name) => !(name in values) && !(name in context) && !shown.has(name))
      : [];
    if (refined.length === 0 && stray.length === 0)
      return result as Awaited<ReturnType<Resolver<Values, unknown, Output>>>;
    const errors: Record<string, unknown> = { ...result.errors };
    for (const name of stray) {
      const message = firstMessage(errors[name]);
      delete errors[name];
      if (message && !errors.root) errors.root = { form: { type: 'contract', message } };
    }
    for (const [name, message] of refined) {
      if (!shape.contractFirst || !(name in errors)) errors[name] = { type: 'refine', message };
    }
    return { values: {}, errors } as Awaited<ReturnType<Resolver<Values, unknown, Output>>>;
  };
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
  const resolve = contractResolver<Values, Output>(schema, shape.context, shape);
  const result = await resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  const errors = messagesOf(result.errors);
  return Object.keys(errors).length === 0 ? { ok: true, data: result.values as Output } : { ok: false, errors };
}

/** Each field's first message by its top-level name; the form's own (`root.form`) as `form`. */
export function messagesOf(errors: Record<string, unknown>): FieldErrors {
  const messages: FieldErrors = {};
  for (const [name, entry] of Object.entries(errors)) {
    const message = firstMessage(name === 'root' ? (entry as Record<string, unknown>).form : entry);
    if (message) messages[name === 'root' ? 'form' : name] = message;
  }
  return messages;
}

/** A field's message, or the first of its parts' ("photos.1" is the photos field's, "prices" shows "prices.INR"'s). */
export function firstMessage(entry: unknown): string | undefined {
  if (!entry || typeof entry !== 'object') return undefined;
  const { message } = entry as FieldError;
  if (typeof message === 'string' && message) return message;
  for (const [key, part] of Object.entries(entry)) {
    if (key === 'ref' || key === 'type' || key === 'types') continue;
    const found = part && typeof part === 'object' && !('nodeType' in part) ? firstMessage(part) : undefined;
    if (found) return found;
  }
  return undefined;
}
