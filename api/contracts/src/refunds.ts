/** Money given back (docs/decisions/050): how a refunded booking shows its refund. */
import * as z from 'zod/mini';

/**
 * pending: the cancel is recorded and the payment provider has not made the refund yet (a job retries);
 * refunded: the provider made it. Amounts in minor units (paise, cents).
 */
export const RefundView = z.object({
  status: z.enum(['pending', 'refunded']),
  amount: z.object({ amountMinor: z.number(), currency: z.string() }),
  refundedAt: z.nullable(z.string()),
});
export type RefundView = z.infer<typeof RefundView>;
