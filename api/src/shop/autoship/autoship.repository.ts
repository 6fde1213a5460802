import type { ObjectId } from 'mongodb';
import type { AutoshipOutcome, AutoshipStatus, ShippingAddress } from '@petpal/contracts';
import { type DataPort, type Filter, isDuplicateKeyError } from '../../data/port';

export const SHOP_AUTOSHIPS = 'shop_autoships';

/** What became of the last occurrence (the owner reads it). */
export interface AutoshipResultDoc {
  at: Date;
  outcome: AutoshipOutcome;
  message: string;
  orderId: ObjectId | null;
}

/**
 * One occurrence being placed: taken by one conditional write, so two API processes never both place it.
 * A run that dies leaves it until `until`; the next run resumes it with the same order id and provider key.
 */
export interface AutoshipClaimDoc {
  /** The occurrence's date: the provider's key is derived from it. */
  occurrence: Date;
  /** 'due': the schedule's; 'now': the owner's "Order now" (a decline then leaves it active). */
  kind: 'due' | 'now';
  orderId: ObjectId;
  stockTaken: boolean;
  until: Date;
}

export interface AutoshipDoc {
  _id: ObjectId;
  userId: ObjectId;
  productId: ObjectId;
  quantity: number;
  frequencyWeeks: number;
  paymentMethodId: ObjectId;
  shippingAddress: ShippingAddress;
  status: AutoshipStatus;
  nextOrderAt: Date;
  pausedReason: string | null;
  lastResult: AutoshipResultDoc | null;
  claim: AutoshipClaimDoc | null;
  /** Unique: `<user>:<product>` while not cancelled (one Autoship per product), `cancelled:<id>` after. */
  liveKey: string;
  /** Where the owner set it up: its orders' receipt links when PUBLIC_URL is not set (docs/decisions/050). */
  origin?: string;
  createdAt: Date;
  updatedAt: Date;
}

export const liveKeyOf = (userId: ObjectId, productId: ObjectId) =>
  `${userId.toHexString()}:${productId.toHexString()}`;

export type AutoshipsRepository = ReturnType<typeof createAutoshipsRepository>;

/** The only code that touches `shop_autoships`. Every filter is built from typed values. */
export function createAutoshipsRepository(db: DataPort) {
  const autoships = db.collection<AutoshipDoc>(SHOP_AUTOSHIPS);

  return {
    async ensureIndexes(): Promise<void> {
      await autoships.createIndex({ liveKey: 1 }, { unique: true, name: 'live_unique' });
      await autoships.createIndex({ userId: 1, createdAt: -1 });
      await autoships.createIndex({ status: 1, nextOrderAt: 1 });
      await autoships.createIndex({ 'claim.until': 1 });
    },

    /** false when the owner already has a live Autoship for the product. */
    async insert(doc: AutoshipDoc): Promise<boolean> {
      try {
        await autoships.insertOne(doc);
        return true;
      } catch (error) {
        if (isDuplicateKeyError(error)) return false;
        throw error;
      }
    },

    listByUser: (userId: ObjectId) =>
      autoships.find({ userId }, { sort: { createdAt: -1, _id: -1 }, limit: 100 }).toArray(),

    findOwned: (userId: ObjectId, id: ObjectId) => autoships.findOne({ _id: id, userId }),

    findById: (id: ObjectId) => autoships.findOne({ _id: id }),

    /** Sets fields of the owner's Autoship only while it matches `where` too (one conditional write). */
    updateOwned: (userId: ObjectId, id: ObjectId, where: Filter<AutoshipDoc>, set: Partial<AutoshipDoc>) =>
      autoships.findOneAndUpdate({ ...where, _id: id, userId }, { $set: set }, { returnDocument: 'after' }),

    /** Active Autoships due by `time` and not being placed, plus claims whose run died; oldest first. */
    due: (time: Date, limit: number) =>
      autoships
        .find(
          {
            $or: [{ status: 'active', nextOrderAt: { $lte: time }, claim: null }, { 'claim.until': { $lt: time } }],
          },
          { sort: { nextOrderAt: 1 }, limit },
        )
        .toArray(),

    /** Takes a new occurrence: only while active, unclaimed and (for the schedule's) still at `nextOrderAt`. */
    claimNew: (id: ObjectId, where: Filter<AutoshipDoc>, claim: AutoshipClaimDoc) =>
      autoships.findOneAndUpdate(
        { ...where, _id: id, status: 'active', claim: null },
        { $set: { claim } },
        { returnDocument: 'after' },
      ),

    /** Takes over a claim whose run died (its lease passed), keeping its occurrence and order id. */
    reclaim: (id: ObjectId, orderId: ObjectId, time: Date, until: Date) =>
      autoships.findOneAndUpdate(
        { _id: id, 'claim.orderId': orderId, 'claim.until': { $lt: time } },
        { $set: { 'claim.until': until } },
        { returnDocument: 'after' },
      ),

    async markStockTaken(id: ObjectId, orderId: ObjectId): Promise<void> {
      await autoships.updateOne({ _id: id, 'claim.orderId': orderId }, { $set: { 'claim.stockTaken': true } });
    },

    /** Ends the claim with these fields (only the claim's own run may), while it matches `where` too. */
    finish: (id: ObjectId, orderId: ObjectId, set: Partial<AutoshipDoc>, where: Filter<AutoshipDoc> = {}) =>
      autoships.findOneAndUpdate(
        { ...where, _id: id, 'claim.orderId': orderId },
        { $set: { ...set, claim: null } },
        { returnDocument: 'after' },
      ),
  };
}
