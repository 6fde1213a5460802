import { ObjectId } from 'mongodb';
import type { DataPort } from '../../data/port';

export const ADMINS_COLLECTION = 'admins';
export const ADMIN_SESSIONS_COLLECTION = 'admin_sessions';

/** An administrator: created only by `npm run admin:create`, never a user and never signed up. */
export interface AdminDoc {
  _id: ObjectId;
  /** Lower-cased. */
  email: string;
  /** argon2id PHC string. Never leaves the API. */
  passwordHash: string;
  createdAt: Date;
}

/** A signed-in admin browser; only the SHA-256 of the cookie's token is stored. */
export interface AdminSessionDoc {
  _id: ObjectId;
  tokenHash: string;
  adminId: ObjectId;
  createdAt: Date;
  /** Absolute end; also the TTL index. */
  expiresAt: Date;
}

/** The only code that touches `admins` and `admin_sessions`. */
export function createAdminsRepository(db: DataPort) {
  const admins = db.collection<AdminDoc>(ADMINS_COLLECTION);
  const sessions = db.collection<AdminSessionDoc>(ADMIN_SESSIONS_COLLECTION);
  return {
    async ensureIndexes() {
      await admins.createIndex({ email: 1 }, { unique: true, name: 'email_unique' });
      await sessions.createIndex({ tokenHash: 1 }, { unique: true, name: 'token_hash_unique' });
      await sessions.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0, name: 'expiry' });
    },

    /** Throws a duplicate-key error when the email is taken. */
    async insertAdmin(admin: Omit<AdminDoc, '_id'>): Promise<AdminDoc> {
      const doc: AdminDoc = { _id: new ObjectId(), ...admin };
      await admins.insertOne(doc);
      return doc;
    },
    findAdminByEmail: (email: string) => admins.findOne({ email }),
    findAdminById: (id: ObjectId) => admins.findOne({ _id: id }),

    async insertSession(session: Omit<AdminSessionDoc, '_id'>) {
      await sessions.insertOne({ _id: new ObjectId(), ...session });
    },
    findSession: (tokenHash: string) => sessions.findOne({ tokenHash }),
    async deleteSession(tokenHash: string) {
      await sessions.deleteOne({ tokenHash });
    },
  };
}

export type AdminsRepository = ReturnType<typeof createAdminsRepository>;
