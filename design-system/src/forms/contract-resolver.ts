import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod/mini';
import type { FieldErrors } from './field-errors';

/** How a form's values meet its contract when the two differ; see `ContractFormOptions`. */
export interface ContractShape<Values> {
  /** The contract's input from the form's values (a yes/no answer for a boolean, a blank optional left out). */
  toInput?: (values: Values) => Record<string, unknown>;
  /** The browser's own rules on top of the contract's (not in the past on this clock): by field, they win. */
  refine?: (values: Values) => FieldErrors;
}

/**
 * The one resolver every form uses: the contract's zod/mini schema (zod 4 core, which `zodResolver` reads since
 * @hookform/resolvers 5.1), given `context` too: values the schema needs that are not fields (a reset token).
 * An error about something that is neither a field nor in `context` (an id the form sends) is the form's.
 */
export function contractResolver<Values extends FieldValues, Output>(
  schema: z.ZodMiniType<Output>,
  context: Record<string, unknown> = {},
  shape: ContractShape<Values> = {},
): Resolver<Values, unknown, Output> {
  const resolve = zodResolver(schema as never) as unknown as Resolver<FieldValues, unknown, Output>;
  return async (values, resolverContext, options) => {
    const input = shape.toInput ? shape.toInput(values) : values;
    const result = await resolve({ ...context, ...input }, resolverContext, options as never);
    const refined = Object.entries(shape.refine?.(values) ?? {}).filter(([, message]) => message);
    // With `toInput`, a name that is neither a value nor in `context` is something the form sends but does not
    // show (an id): its message is the form's. A schema built with `formContract` names the contract's own paths,
    // which the form reads with `errorOf`, so they stay where they are.
    const stray = shape.toInput
      ? Object.keys(result.errors).filter((name) => !(name in values) && !(name in context))
      : [];
    if (refined.length === 0 && stray.length === 0)
      return result as Awaited<ReturnType<Resolver<Values, unknown, Output>>>;
    const errors: Record<string, unknown> = { ...result.errors };
    for (const name of stray) {
      const message = (errors[name] as FieldError | undefined)?.message;
      delete errors[name];
      if (message && !errors.root) errors.root = { form: { type: 'contract', message } };
    }
    for (const [name, message] of refined) errors[name] = { type: 'refine', message };
    return { values: {}, errors } as Awaited<ReturnType<Resolver<Values, unknown, Output>>>;
  };
}
