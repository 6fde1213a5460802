import { ObjectId } from 'mongodb';
import type { DataPort } from '../../data/port';

export const SHOP_CART_ITEMS = 'shop_cart_items';

/** One line of a signed-in user's cart: unique per (user, product). */
export interface CartItemDoc {
  _id: ObjectId;
  userId: ObjectId;
  productId: ObjectId;
  quantity: number;
  addedAt: Date;
  updatedAt: Date;
}

export type CartRepository = ReturnType<typeof createCartRepository>;

/** The only code that touches `shop_cart_items`. */
export function createCartRepository(db: DataPort) {
  const items = db.collection<CartItemDoc>(SHOP_CART_ITEMS);

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

    async remove(userId: ObjectId, productId: ObjectId): Promise<void> {
      await items.deleteOne({ userId, productId });
    },

    async clear(userId: ObjectId): Promise<void> {
      await items.deleteMany({ userId });
    },
  };
}
