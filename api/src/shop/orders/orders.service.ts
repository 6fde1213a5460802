import type { ObjectId } from 'mongodb';
import { CANCELLABLE_ORDER_STATUSES, shopMessages, type Order } from '@petpal/contracts';
import { Conflict, NotFound } from '../../errors';
import type { ProductsRepository } from '../catalogue/products.repository';
import type { OrderMessages } from './order-messages';
import type { OrderRefunds } from './order-refunds';
import { toOrder } from './order-view';
import type { OrderDoc, OrdersRepository } from './orders.repository';

/** How many orders the history shows. */
export const ORDER_HISTORY_LIMIT = 100;
const ORDER_NOT_FOUND = 'We could not find this order.';

/** A cancelled order's fields: the refund is pending until the provider made it (docs/decisions/050). */
export const cancelledFields = (time: Date) =>
  ({ status: 'cancelled', refundStatus: 'refund_pending', updatedAt: time }) as const;

/** Puts a cancelled order's units back on the shelf. */
export async function returnStock(products: ProductsRepository, order: OrderDoc, time: Date): Promise<void> {
  for (const line of order.lines) await products.release(line.productId, line.quantity, time);
}

/**
 * After any cancel's conditional write (the buyer's, staff's, a pharmacist's refusal): the stock goes back,
 * the bell says so, and the money is refunded (or left pending for the refund job).
 */
export async function afterCancel(
  deps: { products: ProductsRepository; refunds: OrderRefunds; messages: OrderMessages },
  cancelled: OrderDoc,
  time: Date,
): Promise<OrderDoc> {
  await returnStock(deps.products, cancelled, time);
  await deps.messages.statusChanged(cancelled, 'cancelled', time);
  return deps.refunds.settle(cancelled);
}

export type OrdersService = ReturnType<typeof createOrdersService>;

/** A buyer's own orders: history, one order, and cancelling before it is prepared. */
export function createOrdersService(deps: {
  orders: OrdersRepository;
  products: ProductsRepository;
  refunds: OrderRefunds;
  messages: OrderMessages;
  now: () => Date;
}) {
  const { orders, now } = deps;

  return {
    async list(userId: ObjectId): Promise<Order[]> {
      return (await orders.listByUser(userId, ORDER_HISTORY_LIMIT)).map(toOrder);
    },

    /** Someone else's order is "not found", never "forbidden": its existence is not revealed. */
    async get(userId: ObjectId, id: ObjectId): Promise<Order> {
      const order = await orders.findOwned(userId, id);
      if (!order) throw new NotFound(ORDER_NOT_FOUND);
      return toOrder(order);
    },

    /**
     * Cancels a placed order (or one awaiting its prescription), puts its units back on the shelf and
     * refunds it (docs/decisions/050); a refund the provider did not make yet is answered as pending.
     */
    async cancel(userId: ObjectId, id: ObjectId): Promise<Order> {
      const time = now();
      const cancelled = await orders.transition(userId, id, CANCELLABLE_ORDER_STATUSES, cancelledFields(time));
      if (!cancelled) {
        if (!(await orders.findOwned(userId, id))) throw new NotFound(ORDER_NOT_FOUND);
        throw new Conflict(shopMessages.notCancellable, 'order_not_cancellable');
      }
      return toOrder(await afterCancel(deps, cancelled, time));
    },
  };
}
