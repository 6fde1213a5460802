import { ObjectId } from 'mongodb';
import type { DataPort } from '../../data/port';

export const EMAIL_TOKENS_COLLECTION = 'email_tokens';
/** Expired tokens are kept a week, so a late click still hears "expired" rather than "invalid". */
const KEEP_AFTER_EXPIRY_SECONDS = 7 * 24 * 60 * 60;

export type EmailTokenPurpose = 'verify_email' | 'reset_password';

/** A link sent by email. Only the SHA-256 of its 256-bit token is stored. */
export interface EmailTokenDoc {
  _id: ObjectId;
  purpose: EmailTokenPurpose;
  tokenHash: string;
  userId: ObjectId;
  /** The address the link went to: clicking it proves this address. */
  email: string;
  createdAt: Date;
  expiresAt: Date;
  /** Set when the link is used, or voided by a newer link; a token works only while null. */
  usedAt: Date | null;
}

/** The only code that touches `email_tokens`. */
export function createEmailTokensRepository(db: DataPort) {
  const tokens = db.collection<EmailTokenDoc>(EMAIL_TOKENS_COLLECTION);
  return {
    async ensureIndexes() {
      await tokens.createIndex({ tokenHash: 1 }, { unique: true, name: 'token_hash_unique' });
      await tokens.createIndex({ userId: 1, purpose: 1 }, { name: 'user_purpose' });
      await tokens.createIndex({ expiresAt: 1 }, { expireAfterSeconds: KEEP_AFTER_EXPIRY_SECONDS, name: 'expiry' });
    },

    async insert(token: Omit<EmailTokenDoc, '_id'>) {
      await tokens.insertOne({ _id: new ObjectId(), ...token });
    },

    find: (purpose: EmailTokenPurpose, tokenHash: string) => tokens.findOne({ purpose, tokenHash }),

    /** Atomically marks a live token used; null when it is unknown, used, voided or expired. */
    use: (purpose: EmailTokenPurpose, tokenHash: string, at: Date) =>
      tokens.findOneAndUpdate(
        { purpose, tokenHash, usedAt: null, expiresAt: { $gt: at } },
        { $set: { usedAt: at } },
        { returnDocument: 'after' },
      ),

    /** Voids the user's unused tokens of one purpose (a newer link replaces them). */
    async voidUnused(userId: ObjectId, purpose: EmailTokenPurpose, at: Date) {
      await tokens.updateMany({ userId, purpose, usedAt: null }, { $set: { usedAt: at } });
    },
  };
}

export type EmailTokensRepository = ReturnType<typeof createEmailTokensRepository>;
