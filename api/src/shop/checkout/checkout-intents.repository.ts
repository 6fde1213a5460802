import type { ObjectId } from 'mongodb';
import { type DataPort, isDuplicateKeyError } from '../../data/port';
import type { OrderDoc } from '../orders/orders.repository';

export const SHOP_CHECKOUTS = 'shop_checkouts';
/** How long a finished checkout's record is kept (a late retry of its key finds the order). */
const DONE_KEPT_MS = 7 * 24 * 3_600_000;

/** The order as it will be written once the charge succeeds. */
export type OrderDraft = Omit<OrderDoc, 'chargeId'>;

/**
 * A checkout between taking the stock and writing the order (docs/decisions/041): written before the
 * charge, so a retry of the same key (or the sweep, after a process died) resumes it instead of taking
 * the stock a second time. One per (user, Idempotency-Key).
 */
export interface CheckoutIntentDoc {
  /** `<userId>:<Idempotency-Key>`. */
  _id: string;
  userId: ObjectId;
  draft: OrderDraft;
  /** The payment provider's key: the same for every resumption, so the card is charged once. */
  providerKey: string;
  state: 'charging' | 'done';
  createdAt: Date;
  /** Set when done: the record then expires. */
  expiresAt: Date | null;
}

export type CheckoutIntentsRepository = ReturnType<typeof createCheckoutIntentsRepository>;

/** The only code that touches `shop_checkouts`. */
export function createCheckoutIntentsRepository(db: DataPort) {
  const intents = db.collection<CheckoutIntentDoc>(SHOP_CHECKOUTS);

  return {
    async ensureIndexes(): Promise<void> {
      await intents.createIndex({ state: 1, createdAt: 1 });
      await intents.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0, name: 'expiry' });
    },

    find: (id: string) => intents.findOne({ _id: id }),

    /** false when another request with the same key wrote its intent first. */
    async insert(doc: CheckoutIntentDoc): Promise<boolean> {
      try {
        await intents.insertOne(doc);
        return true;
      } catch (error) {
        if (isDuplicateKeyError(error)) return false;
        throw error;
      }
    },

    async markDone(id: string, time: Date): Promise<void> {
      await intents.updateOne(
        { _id: id },
        { $set: { state: 'done', expiresAt: new Date(time.getTime() + DONE_KEPT_MS) } },
      );
    },

    async remove(id: string): Promise<void> {
      await intents.deleteOne({ _id: id, state: 'charging' });
    },

    /** Checkouts still charging that began before `before` (their request died), oldest first. */
    stale: (before: Date, limit: number) =>
      intents.find({ state: 'charging', createdAt: { $lt: before } }, { sort: { createdAt: 1 }, limit }).toArray(),
  };
}
