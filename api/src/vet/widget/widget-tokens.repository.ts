import type { ObjectId } from 'mongodb';
import type { DataPort } from '../../data/port';

export const WIDGET_TOKENS_COLLECTION = 'widget_tokens';

/** A token a signed-in user gave one partner origin; only its SHA-256 is stored. */
export interface WidgetTokenDoc {
  _id: ObjectId;
  tokenHash: string;
  userId: ObjectId;
  /** The partner page's origin: the token works from there only. */
  origin: string;
  /** The PetPal session it came from: signing out (or a password reset) ends it too. */
  sessionTokenHash: string;
  createdAt: Date;
  expiresAt: Date;
}

/** The only code that touches `widget_tokens`. */
export function createWidgetTokensRepository(db: DataPort) {
  const tokens = db.collection<WidgetTokenDoc>(WIDGET_TOKENS_COLLECTION);
  return {
    async ensureIndexes(): Promise<void> {
      await tokens.createIndex({ tokenHash: 1 }, { unique: true, name: 'token_hash_unique' });
      await tokens.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0, name: 'expiry' });
    },
    insert: (doc: WidgetTokenDoc) => tokens.insertOne(doc),
    findByTokenHash: (tokenHash: string) => tokens.findOne({ tokenHash }),
  };
}

export type WidgetTokensRepository = ReturnType<typeof createWidgetTokensRepository>;
