import type { ObjectId } from 'mongodb';
import type { DataPort } from '../../data/port';
import { isDuplicateKeyError } from '../../data/port';
import type { PaymentMethodType } from '@petpal/contracts';

export const PAYMENT_METHODS = 'payment_methods';
export const PAYMENT_METHOD_DEFAULTS = 'payment_method_defaults';

/** A saved method: the provider's token and what may be shown (brand, last four, UPI id). */
export interface PaymentMethodDoc {
  _id: ObjectId;
  userId: ObjectId;
  methodType: PaymentMethodType;
  providerToken: string;
  cardBrand?: string;
  cardLastFour?: string;
  upiId?: string;
  createdAt: Date;
}

/**
 * Which method is the user's default: one document per user, so there is exactly one default by
 * construction (a single write switches it; no two flags to keep in step).
 */
interface PaymentMethodDefaultDoc {
  _id: ObjectId;
  methodId: ObjectId;
}

export type PaymentMethodsRepository = ReturnType<typeof createPaymentMethodsRepository>;

/** The only code that touches `payment_methods` and `payment_method_defaults`. */
export function createPaymentMethodsRepository(db: DataPort) {
  const methods = db.collection<PaymentMethodDoc>(PAYMENT_METHODS);
  const defaults = db.collection<PaymentMethodDefaultDoc>(PAYMENT_METHOD_DEFAULTS);

  return {
    async ensureIndexes(): Promise<void> {
      await methods.createIndex({ userId: 1, createdAt: -1 });
    },

    /** Newest first. */
    listByUser: (userId: ObjectId) => methods.find({ userId }, { sort: { createdAt: -1, _id: -1 } }).toArray(),

    findOwned: (userId: ObjectId, id: ObjectId) => methods.findOne({ _id: id, userId }),

    findUpi: (userId: ObjectId, upiId: string) => methods.findOne({ userId, upiId }),

    async insert(doc: PaymentMethodDoc): Promise<void> {
      await methods.insertOne(doc);
    },

    async deleteOwned(userId: ObjectId, id: ObjectId): Promise<boolean> {
      const { deletedCount } = await methods.deleteOne({ _id: id, userId });
      return deletedCount === 1;
    },

    async defaultOf(userId: ObjectId): Promise<ObjectId | null> {
      return (await defaults.findOne({ _id: userId }))?.methodId ?? null;
    },

    /** Makes `methodId` the default only if the user has none yet (the first method); concurrent adds agree. */
    async setDefaultIfNone(userId: ObjectId, methodId: ObjectId): Promise<void> {
      await defaults
        .updateOne({ _id: userId }, { $setOnInsert: { methodId } }, { upsert: true })
        .catch((error: unknown) => {
          if (!isDuplicateKeyError(error)) throw error;
        });
    },

    async setDefault(userId: ObjectId, methodId: ObjectId): Promise<void> {
      await defaults
        .updateOne({ _id: userId }, { $set: { methodId } }, { upsert: true })
        .catch(async (error: unknown) => {
          if (!isDuplicateKeyError(error)) throw error;
          await defaults.updateOne({ _id: userId }, { $set: { methodId } });
        });
    },

    /** Moves the default off a removed method, unless another request already moved it. */
    async replaceDefault(userId: ObjectId, removed: ObjectId, next: ObjectId | null): Promise<void> {
      if (next) await defaults.updateOne({ _id: userId, methodId: removed }, { $set: { methodId: next } });
      else await defaults.deleteOne({ _id: userId, methodId: removed });
    },
  };
}
