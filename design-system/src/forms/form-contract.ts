import * as z from 'zod/mini';
import type { FieldErrors } from './field-errors';

/**
 * The contract for a form whose fields are not the contract's own (prices typed as text, a stock count, a
 * choice that decides which fields count): `toInput` turns the form's values into what the API reads, and the
 * contract checks that, so its messages stay the API's. Its issues keep the contract's paths ("prices.INR").
 * `rules` are what the browser checks besides (a time in the past, a choice not made): their message replaces
 * the contract's for their field, and they are shown together with the contract's.
 */
export function formContract<Values, Output>(
  toInput: (values: Values) => unknown,
  contract: z.ZodMiniType<Output>,
  rules?: (values: Values) => FieldErrors,
) {
  return z.transform((values: Values, ctx): Output => {
    const input = toInput(values);
    const parsed = contract.safeParse(input);
    const extra = Object.entries(rules?.(values) ?? {}).filter((entry): entry is [string, string] => !!entry[1]);
    const replaced = new Set(extra.map(([field]) => field));
    const issues: Array<{ path: PropertyKey[]; message: string }> = [
      ...(parsed.success ? [] : parsed.error.issues.filter((issue) => !replaced.has(String(issue.path[0] ?? '')))),
      ...extra.map(([field, message]) => ({ path: [field], message })),
    ];
    if (issues.length === 0 && parsed.success) return parsed.data;
    for (const { path, message } of issues) ctx.issues.push({ code: 'custom', path, message, input });
    return z.NEVER;
  });
}
