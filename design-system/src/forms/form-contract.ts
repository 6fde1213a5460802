import * as z from 'zod/mini';

/**
 * The contract for a form whose fields are not the contract's own (prices typed as text, a stock count, a
 * choice that decides which fields count): `toInput` turns the form's values into what the API reads, and the
 * contract checks that, so its messages stay the API's. Its issues keep the contract's paths ("prices.INR").
 */
export function formContract<Values, Output>(toInput: (values: Values) => unknown, contract: z.ZodMiniType<Output>) {
  return z.pipe(
    z.transform((values: Values) => toInput(values)),
    contract,
  );
}
