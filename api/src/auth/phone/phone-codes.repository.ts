import { ObjectId } from 'mongodb';
import type { DataPort } from '../../data/port';

export const PHONE_CODES_COLLECTION = 'phone_codes';

/** The one live code of a phone number (a new code replaces it). Only the hash is kept. */
export interface PhoneCodeDoc {
  _id: ObjectId;
  phone: string;
  codeHash: string;
  /** Wrong entries so far; at the limit the code is burned. */
  attempts: number;
  /** Set when the code signed someone in; the record stays until expiry so the resend pause still holds. */
  usedAt: Date | null;
  sentAt: Date;
  expiresAt: Date;
}

/** Kept a day past expiry, so "expired" can still be told apart from "never sent"; then swept. */
const SWEEP_AFTER_SECONDS = 24 * 60 * 60;

/** The only code that touches `phone_codes`. */
export function createPhoneCodesRepository(db: DataPort) {
  const codes = db.collection<PhoneCodeDoc>(PHONE_CODES_COLLECTION);
  return {
    async ensureIndexes() {
      await codes.createIndex({ phone: 1 }, { unique: true, name: 'phone_unique' });
      await codes.createIndex({ expiresAt: 1 }, { expireAfterSeconds: SWEEP_AFTER_SECONDS, name: 'sweep' });
    },

    /**
     * Stores a new code for `phone` unless one was sent after `notSentSince`. Atomic: replace an old
     * code, else insert; a concurrent or recent send makes the insert hit the unique index.
     * Returns false when the number must wait.
     */
    async replaceIfOlderThan(
      code: Omit<PhoneCodeDoc, '_id'>,
      notSentSince: Date,
      isDuplicate: (error: unknown) => boolean,
    ): Promise<boolean> {
      const replaced = await codes.updateOne(
        { phone: code.phone, sentAt: { $lte: notSentSince } },
        {
          $set: { codeHash: code.codeHash, attempts: 0, usedAt: null, sentAt: code.sentAt, expiresAt: code.expiresAt },
        },
      );
      if (replaced.matchedCount > 0) return true;
      try {
        await codes.insertOne({ _id: new ObjectId(), ...code });
        return true;
      } catch (error) {
        if (isDuplicate(error)) return false;
        throw error;
      }
    },

    find: (phone: string) => codes.findOne({ phone }),

    /** Counts one wrong entry while the code is below `limit`; null when it was already burned. */
    recordWrongAttempt: (id: ObjectId, limit: number) =>
      codes.findOneAndUpdate(
        { _id: id, attempts: { $lt: limit } },
        { $inc: { attempts: 1 } },
        { returnDocument: 'after' },
      ),

    /** Uses the code up; false when another request used, replaced or burned it first. */
    async consume(id: ObjectId, codeHash: string, limit: number, at: Date): Promise<boolean> {
      const used = await codes.updateOne(
        { _id: id, codeHash, usedAt: null, attempts: { $lt: limit } },
        { $set: { usedAt: at } },
      );
      return used.modifiedCount === 1;
    },
  };
}

export type PhoneCodesRepository = ReturnType<typeof createPhoneCodesRepository>;
