import type { ObjectId } from 'mongodb';
import type { OrderStatus, RefundStatus, ShippingAddress, ShopCurrency } from '../../contracts';
import type { DataPort } from '../../data/port';

export const SHOP_ORDERS = 'shop_orders';

export interface OrderLineDoc {
  productId: ObjectId;
  slug: string;
  name: string;
  /** In the order's currency's minor unit, as charged. */
  unitPriceMinor: number;
  quantity: number;
  prescriptionRequired: boolean;
}

export interface OrderDoc {
  _id: ObjectId;
  userId: ObjectId;
  status: OrderStatus;
  lines: OrderLineDoc[];
  currency: ShopCurrency;
  totalMinor: number;
  shippingAddress: ShippingAddress;
  paymentMethodId: ObjectId;
  paymentMethodLabel: string;
  /** The payment provider's charge. */
  chargeId: string;
  refundStatus: RefundStatus | null;
  createdAt: Date;
  updatedAt: Date;
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;

/** The only code that touches `shop_orders`. */
export function createOrdersRepository(db: DataPort) {
  const orders = db.collection<OrderDoc>(SHOP_ORDERS);

  return {
    async ensureIndexes(): Promise<void> {
      await orders.createIndex({ userId: 1, createdAt: -1 });
    },

    async insert(doc: OrderDoc): Promise<void> {
      await orders.insertOne(doc);
    },

    /** Newest first. */
    listByUser: (userId: ObjectId, limit: number) =>
      orders.find({ userId }, { sort: { createdAt: -1, _id: -1 }, limit }).toArray(),

    findOwned: (userId: ObjectId, id: ObjectId) => orders.findOne({ _id: id, userId }),

    /** Moves the user's order to new fields only from one of `from` (one conditional write); null otherwise. */
    transition: (userId: ObjectId, id: ObjectId, from: readonly OrderStatus[], set: Partial<OrderDoc>) =>
      orders.findOneAndUpdate(
        { _id: id, userId, status: { $in: [...from] } },
        { $set: set },
        { returnDocument: 'after' },
      ),
  };
}
