import type { ObjectId } from 'mongodb';
import { CANCELLABLE_ORDER_STATUSES, shopMessages, type Order } from '../../contracts';
import { Conflict, NotFound } from '../../errors';
import type { ProductsRepository } from '../catalogue/products.repository';
import { toOrder } from './order-view';
import type { OrderDoc, OrdersRepository } from './orders.repository';

/** How many orders the history shows. */
export const ORDER_HISTORY_LIMIT = 100;
const ORDER_NOT_FOUND = 'We could not find this order.';

/** A cancelled order's fields: the refund is recorded as pending (docs/decisions/041). */
export const cancelledFields = (time: Date) =>
  ({ status: 'cancelled', refundStatus: 'refund_pending', updatedAt: time }) as const;

/** Puts a cancelled order's units back on the shelf. */
export async function returnStock(products: ProductsRepository, order: OrderDoc, time: Date): Promise<void> {
  for (const line of order.lines) await products.release(line.productId, line.quantity, time);
}

export type OrdersService = ReturnType<typeof createOrdersService>;

/** A buyer's own orders: history, one order, and cancelling before it is prepared. */
export function createOrdersService(deps: { orders: OrdersRepository; products: ProductsRepository; now: () => Date }) {
  const { orders, products, now } = deps;

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
     * Cancels a placed order (or one awaiting its prescription) and puts its units back on the shelf. The
     * payment provider has no refunds yet, so the refund is recorded as pending (docs/decisions/041).
     */
    async cancel(userId: ObjectId, id: ObjectId): Promise<Order> {
      const time = now();
      const cancelled = await orders.transition(userId, id, CANCELLABLE_ORDER_STATUSES, cancelledFields(time));
      if (!cancelled) {
        if (!(await orders.findOwned(userId, id))) throw new NotFound(ORDER_NOT_FOUND);
        throw new Conflict(shopMessages.notCancellable, 'order_not_cancellable');
      }
      await returnStock(products, cancelled, time);
      return toOrder(cancelled);
    },
  };
}
