import { ObjectId } from 'mongodb';
import { type DataPort, isDuplicateKeyError } from '../../data/port';

export const SHOP_CART_ITEMS = 'shop_cart_items';
export const SHOP_CART_MERGES = 'shop_cart_merges';
/** How many merge ids a line remembers (a user signs in from a handful of guest carts, not hundreds). */
const LINE_MERGE_IDS = 20;

/** One line of a signed-in user's cart: unique per (user, product). */
export interface CartItemDoc {
  _id: ObjectId;
  userId: ObjectId;
  productId: ObjectId;
  quantity: number;
  addedAt: Date;
  updatedAt: Date;
  /** The guest-cart merges already added to this line (the newest LINE_MERGE_IDS). */
  mergeIds?: string[];
}

/** A guest cart merged into a user's cart: `_id` is `<user>:<mergeId>`, so it is stored once. */
export interface CartMergeDoc {
  _id: string;
  userId: ObjectId;
  mergeId: string;
  mergedAt: Date;
}

export type CartRepository = ReturnType<typeof createCartRepository>;

/** The only code that touches `shop_cart_items`. */
export function createCartRepository(db: DataPort) {
  const items = db.collection<CartItemDoc>(SHOP_CART_ITEMS);
  const merges = db.collection<CartMergeDoc>(SHOP_CART_MERGES);
  const mergeKey = (userId: ObjectId, mergeId: string) => `${userId.toHexString()}:${mergeId}`;

  return {
    async ensureIndexes(): Promise<void> {
      await items.createIndex({ userId: 1, productId: 1 }, { unique: true, name: 'user_product_unique' });
    },

    /** Oldest line first, as they were added. */
    list: (userId: ObjectId) => items.find({ userId }, { sort: { addedAt: 1, _id: 1 } }).toArray(),

    /** Sets a line's quantity, adding the line when it is new (one upsert). */
    async set(userId: ObjectId, productId: ObjectId, quantity: number, now: Date): Promise<void> {
      await items.updateOne(
        { userId, productId },
        { $set: { quantity, updatedAt: now }, $setOnInsert: { _id: new ObjectId(), addedAt: now } },
        { upsert: true },
      );
    },

    findLine: (userId: ObjectId, productId: ObjectId) => items.findOne({ userId, productId }),

    /** A merge's new line; false when another write added the line first (read it again). */
    async insertMergedLine(
      userId: ObjectId,
      productId: ObjectId,
      quantity: number,
      mergeId: string,
      now: Date,
    ): Promise<boolean> {
      try {
        await items.insertOne({
          _id: new ObjectId(),
          userId,
          productId,
          quantity,
          addedAt: now,
          updatedAt: now,
          mergeIds: [mergeId],
        });
        return true;
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
        return false;
      }
    },

    /**
     * Adds a merge to a line by one conditional write: only while the line still has the quantity read and
     * does not hold this merge yet. False when another write came first (read it again).
     */
    async setMergedLine(line: CartItemDoc, quantity: number, mergeId: string, now: Date): Promise<boolean> {
      const { modifiedCount } = await items.updateOne(
        { _id: line._id, quantity: line.quantity, mergeIds: { $ne: mergeId } },
        {
          $set: { quantity, updatedAt: now },
          $push: { mergeIds: { $each: [mergeId], $slice: -LINE_MERGE_IDS } },
        },
      );
      return modifiedCount === 1;
    },

    mergeApplied: async (userId: ObjectId, mergeId: string) =>
      (await merges.findOne({ _id: mergeKey(userId, mergeId) })) !== null,

    /** Marks a merge as applied to every line (stored once; a racing duplicate's insert is a no-op). */
    async recordMerge(userId: ObjectId, mergeId: string, now: Date): Promise<void> {
      try {
        await merges.insertOne({ _id: mergeKey(userId, mergeId), userId, mergeId, mergedAt: now });
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
      }
    },

    async remove(userId: ObjectId, productId: ObjectId): Promise<void> {
      await items.deleteOne({ userId, productId });
    },

    async clear(userId: ObjectId): Promise<void> {
      await items.deleteMany({ userId });
    },
  };
}
