import type { ObjectId } from 'mongodb';
import { ORDER_STATUS_LABELS, type Order, type OrderStatus } from '@petpal/contracts';
import { Conflict, NotFound } from '../../errors';
import type { ProductsRepository } from '../catalogue/products.repository';
import { toOrder } from './order-view';
import type { OrderDoc, OrdersRepository, StaffOrderQuery } from './orders.repository';
import type { OrderMessages } from './order-messages';
import type { OrderRefunds } from './order-refunds';
import { afterCancel, cancelledFields } from './orders.service';

/**
 * The moves PetPal staff may make (docs/decisions/044). An order waiting for its prescription is moved on
 * only by the pharmacist's check, never by staff; delivered and cancelled are final.
 */
export const STAFF_ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  placed: ['processing', 'cancelled'],
  awaiting_prescription: [],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

export const nextOrderStatuses = (status: OrderStatus): readonly OrderStatus[] => STAFF_ORDER_TRANSITIONS[status];

const ORDER_NOT_FOUND = 'We could not find this order.';
export const statusChangeRefused = (from: OrderStatus, to: OrderStatus) =>
  `An order that is "${ORDER_STATUS_LABELS[from]}" cannot be moved to "${ORDER_STATUS_LABELS[to]}".`;

/** An order as staff see it: the buyer's view plus who bought it and where it may go next. */
export interface StaffOrder {
  order: Order;
  userId: ObjectId;
  nextStatuses: OrderStatus[];
}

const toStaffOrder = (doc: OrderDoc): StaffOrder => ({
  order: toOrder(doc),
  userId: doc.userId,
  nextStatuses: [...nextOrderStatuses(doc.status)],
});

export type StaffOrderFilter = StaffOrderQuery;
export type OrderStatusService = ReturnType<typeof createOrderStatusService>;

/** Staff's orders: every buyer's, filtered and paged, and the allowed status changes. */
export function createOrderStatusService(deps: {
  orders: OrdersRepository;
  products: ProductsRepository;
  refunds: OrderRefunds;
  messages: OrderMessages;
  now: () => Date;
}) {
  const { orders, messages, now } = deps;

  return {
    async list(filter: StaffOrderFilter, page: { skip: number; limit: number }) {
      const { items, total } = await orders.listForStaff(filter, page);
      return { items: items.map(toStaffOrder), total };
    },

    async get(id: ObjectId): Promise<StaffOrder | null> {
      const doc = await orders.findById(id);
      return doc ? toStaffOrder(doc) : null;
    },

    /**
     * Moves the order to `to` if that is allowed from its current status (one conditional write, so two staff
     * racing cannot both move it). Cancelling puts the stock back and refunds the order, as the buyer's own
     * cancel does; every move reaches the buyer's bell. Throws NotFound, or Conflict `order_status_not_allowed`.
     */
    async setStatus(id: ObjectId, to: OrderStatus): Promise<{ before: OrderStatus; after: StaffOrder }> {
      const current = await orders.findById(id);
      if (!current) throw new NotFound(ORDER_NOT_FOUND);
      const from = (Object.keys(STAFF_ORDER_TRANSITIONS) as OrderStatus[]).filter((status) =>
        STAFF_ORDER_TRANSITIONS[status].includes(to),
      );
      if (!from.includes(current.status)) {
        throw new Conflict(statusChangeRefused(current.status, to), 'order_status_not_allowed');
      }
      const time = now();
      const fields = to === 'cancelled' ? cancelledFields(time) : { status: to, updatedAt: time };
      const moved = await orders.moveFrom(id, [current.status], fields);
      if (!moved) {
        const latest = (await orders.findById(id))?.status ?? current.status;
        throw new Conflict(statusChangeRefused(latest, to), 'order_status_not_allowed');
      }
      if (to === 'cancelled')
        return { before: current.status, after: toStaffOrder(await afterCancel(deps, moved, time)) };
      if (to !== 'placed' && to !== 'awaiting_prescription') await messages.statusChanged(moved, to, time);
      return { before: current.status, after: toStaffOrder(moved) };
    },
  };
}
