import type { Logger } from '../../lib/logger';
import type { PaymentProvider } from '../../payments';
import type { OrderMessages } from './order-messages';
import type { OrderDoc, OrdersRepository } from './orders.repository';

/** How many pending refunds one job run takes. */
const REFUND_BATCH = 50;

/** The provider's key of an order's refund: the same for every retry and racing caller, so it is made once. */
export const orderRefundKey = (order: Pick<OrderDoc, '_id'>) => `refund:order:${order._id.toHexString()}`;

export interface OrderRefundsDeps {
  orders: OrdersRepository;
  provider: PaymentProvider;
  messages: OrderMessages;
  log: Logger;
  now: () => Date;
}

export type OrderRefunds = ReturnType<typeof createOrderRefunds>;

/**
 * Gives a cancelled order's money back (docs/decisions/050). The cancel stores `refund_pending` first (in the
 * same write as the status), then `settle` asks the provider for the whole total under `refund:order:<id>`
 * and records it by one conditional write from pending; a failed call leaves it pending for `runPending`
 * (the shop's job), so a refund is never lost and never made twice.
 */
export function createOrderRefunds({ orders, provider, messages, log, now }: OrderRefundsDeps) {
  /** The order after trying, and whether this call recorded the refund. */
  async function attempt(order: OrderDoc): Promise<{ order: OrderDoc; made: boolean }> {
    if (order.refundStatus !== 'refund_pending') return { order, made: false };
    try {
      const result = await provider.refund({
        chargeId: order.chargeId,
        amountMinor: order.totalMinor,
        currency: order.currency,
        idempotencyKey: orderRefundKey(order),
        reason: 'requested_by_customer',
      });
      const at = now();
      const done = await orders.markRefunded(order._id, {
        refundId: result.refundId,
        amountMinor: result.amountMinor,
        refundedAt: at,
      });
      if (!done) return { order: (await orders.findById(order._id)) ?? order, made: false };
      await messages.refunded(done, at);
      return { order: done, made: true };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.error('shop order refund failed; the refund job tries again', {
        orderId: order._id.toHexString(),
        err: message,
      });
      await orders.noteRefundError(order._id, message);
      return { order, made: false };
    }
  }

  return {
    /** Refunds a cancelled order now; answers it as stored after (still pending when the provider failed). */
    settle: async (order: OrderDoc) => (await attempt(order)).order,
    /** The job's run: tries every pending refund again; answers how many were made. */
    async runPending(): Promise<number> {
      let made = 0;
      for (const order of await orders.listRefundPending(REFUND_BATCH)) {
        if ((await attempt(order)).made) made += 1;
      }
      return made;
    },
  };
}
