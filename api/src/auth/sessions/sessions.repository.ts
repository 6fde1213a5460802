import type { ObjectId } from 'mongodb';
import type { DataPort } from '../../data/port';

export const SESSIONS_COLLECTION = 'sessions';

/** A signed-in browser. Only the SHA-256 of the cookie's token is stored. */
export interface SessionDoc {
  _id: ObjectId;
  tokenHash: string;
  userId: ObjectId;
  createdAt: Date;
  lastSeenAt: Date;
  /** Absolute end; also the TTL index, so expired sessions disappear. */
  expiresAt: Date;
}

export function createSessionsRepository(db: DataPort) {
  const sessions = db.collection<SessionDoc>(SESSIONS_COLLECTION);
  return {
    async ensureIndexes() {
      await sessions.createIndex({ tokenHash: 1 }, { unique: true, name: 'token_hash_unique' });
      await sessions.createIndex({ userId: 1 }, { name: 'user' });
      await sessions.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0, name: 'expiry' });
    },
    insert: (session: SessionDoc) => sessions.insertOne(session),
    findByTokenHash: (tokenHash: string) => sessions.findOne({ tokenHash }),
    touch: (id: ObjectId, lastSeenAt: Date) => sessions.updateOne({ _id: id }, { $set: { lastSeenAt } }),
    deleteByTokenHash: (tokenHash: string) => sessions.deleteOne({ tokenHash }),
    deleteByUser: (userId: ObjectId) => sessions.deleteMany({ userId }),
  };
}
