import type { Filter, ObjectId } from 'mongodb';
import type { OrderStatus, RefundStatus, ShippingAddress, ShopCurrency } from '@petpal/contracts';
import { type DataPort, isDuplicateKeyError } from '../../data/port';

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
  /** Delivery inside totalMinor and the GST within it (docs/decisions/074); absent on older and Autoship orders. */
  deliveryMinor?: number;
  taxIncludedMinor?: number | null;
  shippingAddress: ShippingAddress;
  paymentMethodId: ObjectId;
  paymentMethodLabel: string;
  /** The payment provider's charge. */
  chargeId: string;
  refundStatus: RefundStatus | null;
  /** The provider's refund, once made (docs/decisions/050): key `refund:order:<id>`. */
  refund?: OrderRefundDoc;
  /** Why the last refund call failed (the refund job tries again); absent once refunded. */
  refundError?: string;
  /** Where the buyer placed it (the receipts' link when PUBLIC_URL is not set). */
  origin?: string;
  /** Why a pharmacist refused the prescription (docs/decisions/043); the buyer reads it on the order. */
  prescriptionRefusal?: string;
  /** The Autoship that placed it (docs/decisions/047); absent on a checkout's order. */
  autoshipId?: ObjectId;
  createdAt: Date;
  updatedAt: Date;
}

export interface OrderRefundDoc {
  refundId: string;
  amountMinor: number;
  refundedAt: Date;
}

/** Staff's order filters; absent means any. */
export interface StaffOrderQuery {
  status?: OrderStatus;
  ids?: readonly ObjectId[];
  userIds?: readonly ObjectId[];
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;

/** The only code that touches `shop_orders`. */
export function createOrdersRepository(db: DataPort) {
  const orders = db.collection<OrderDoc>(SHOP_ORDERS);

  return {
    async ensureIndexes(): Promise<void> {
      await orders.createIndex({ userId: 1, createdAt: -1 });
      await orders.createIndex({ status: 1, createdAt: -1 });
      await orders.createIndex({ refundStatus: 1, updatedAt: 1 }, { name: 'refund_status' });
    },

    async insert(doc: OrderDoc): Promise<void> {
      await orders.insertOne(doc);
    },

    /** Writes the order unless it is there already (a resumed checkout racing another); true when this wrote it. */
    async insertOnce(doc: OrderDoc): Promise<boolean> {
      try {
        await orders.insertOne(doc);
        return true;
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
        return false;
      }
    },

    /** Orders whose refund is still to be made, oldest change first (the refund job's batch). */
    listRefundPending: (limit: number) =>
      orders.find({ refundStatus: 'refund_pending' }, { sort: { updatedAt: 1, _id: 1 }, limit }).toArray(),

    /** Records the provider's refund once (only from pending); null when another run recorded it first. */
    markRefunded: (id: ObjectId, refund: OrderRefundDoc) =>
      orders.findOneAndUpdate(
        { _id: id, refundStatus: 'refund_pending' },
        { $set: { refundStatus: 'refunded', refund, updatedAt: refund.refundedAt }, $unset: { refundError: '' } },
        { returnDocument: 'after' },
      ),

    async noteRefundError(id: ObjectId, message: string): Promise<void> {
      await orders.updateOne({ _id: id, refundStatus: 'refund_pending' }, { $set: { refundError: message } });
    },

    /** Every order with a charge (the ledger check's order side). */
    listCharged: () => orders.find({ chargeId: { $type: 'string', $ne: '' } }).toArray(),

    /** Newest first. */
    listByUser: (userId: ObjectId, limit: number) =>
      orders.find({ userId }, { sort: { createdAt: -1, _id: -1 }, limit }).toArray(),

    findOwned: (userId: ObjectId, id: ObjectId) => orders.findOne({ _id: id, userId }),

    findById: (id: ObjectId) => orders.findOne({ _id: id }),

    /** Whether any order holds the product (a supplier may then deactivate it, never delete it). */
    hasProduct: async (productId: ObjectId) => (await orders.countDocuments({ 'lines.productId': productId })) > 0,

    /** Staff's list (order-status.ts): every filter is a typed value, newest first. */
    async listForStaff(filter: StaffOrderQuery, page: { skip: number; limit: number }) {
      const where: Filter<OrderDoc> = {};
      if (filter.status) where.status = filter.status;
      if (filter.ids) where._id = { $in: [...filter.ids] };
      if (filter.userIds) where.userId = { $in: [...filter.userIds] };
      const [items, total] = await Promise.all([
        orders.find(where, { sort: { createdAt: -1, _id: -1 }, ...page }).toArray(),
        orders.countDocuments(where),
      ]);
      return { items, total };
    },

    /** Moves any order (staff) to new fields only from one of `from` (one conditional write); null otherwise. */
    moveFrom: (id: ObjectId, from: readonly OrderStatus[], set: Partial<OrderDoc>) =>
      orders.findOneAndUpdate({ _id: id, status: { $in: [...from] } }, { $set: set }, { returnDocument: 'after' }),

    /** Moves the user's order to new fields only from one of `from` (one conditional write); null otherwise. */
    transition: (userId: ObjectId, id: ObjectId, from: readonly OrderStatus[], set: Partial<OrderDoc>) =>
      orders.findOneAndUpdate(
        { _id: id, userId, status: { $in: [...from] } },
        { $set: set },
        { returnDocument: 'after' },
      ),
  };
}
