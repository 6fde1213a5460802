import { ObjectId } from 'mongodb';
import type { DataPort } from '../../data/port';
import type { Role, SessionUser } from '@petpal/contracts';

export const USERS_COLLECTION = 'users';

/**
 * An account. How a person signs in (password, phone, Google...) lives in `identities`, unique per
 * (issuer, subject), so an account may have several and none of these fields needs a unique index.
 * `role` is absent until the user picks one (the session then says 'none').
 */
export interface UserDoc {
  _id: ObjectId;
  email: string | null;
  phone: string | null;
  role?: Exclude<Role, 'none'>;
  createdAt: Date;
  /** An admin's suspension (docs/decisions/052): no sign-in, no session, no provider route until lifted. */
  suspension?: UserSuspension;
  /** Set with `suspension`, so the few suspended accounts are found by an index (directories leave them out). */
  suspended?: true;
}

export interface UserSuspension {
  reason: string;
  at: Date;
  /** The admin who suspended the account. */
  by: ObjectId;
}

export function toSessionUser(user: UserDoc): SessionUser {
  return { id: user._id.toHexString(), email: user.email ?? '', role: user.role ?? 'none' };
}

/** The only code that touches `users`. */
export function createUsersRepository(db: DataPort) {
  const users = db.collection<UserDoc>(USERS_COLLECTION);
  return {
    async ensureIndexes(): Promise<void> {
      await users.createIndex({ suspended: 1 }, { name: 'suspended' });
    },
    findById(id: string | ObjectId) {
      if (typeof id === 'string' && !ObjectId.isValid(id)) return Promise.resolve(null);
      return users.findOne({ _id: typeof id === 'string' ? new ObjectId(id) : id });
    },
    async insert(user: Omit<UserDoc, '_id' | 'createdAt'> & { createdAt?: Date }): Promise<UserDoc> {
      const doc: UserDoc = { _id: new ObjectId(), createdAt: new Date(), ...user };
      await users.insertOne(doc);
      return doc;
    },
    /** Undoes an insert whose identity could not be created. */
    async deleteById(id: ObjectId) {
      await users.deleteOne({ _id: id });
    },
    async update(id: ObjectId, set: Partial<Omit<UserDoc, '_id'>>) {
      await users.updateOne({ _id: id }, { $set: set });
    },
    /** Suspends an account that is not suspended: the user before, or null (no such user, or already suspended). */
    suspend: (id: ObjectId, suspension: UserSuspension) =>
      users.findOneAndUpdate(
        { _id: id, suspension: { $exists: false } },
        { $set: { suspension, suspended: true as const } },
        { returnDocument: 'before' },
      ),
    /** Lifts a suspension: the user before, or null (no such user, or not suspended). */
    unsuspend: (id: ObjectId) =>
      users.findOneAndUpdate(
        { _id: id, suspension: { $exists: true } },
        { $unset: { suspension: '', suspended: '' } },
        { returnDocument: 'before' },
      ),
    /** Users by id (hex keys). */
    async findByIds(ids: readonly ObjectId[]): Promise<Map<string, UserDoc>> {
      if (ids.length === 0) return new Map();
      const docs = await users.find({ _id: { $in: [...ids] } }).toArray();
      return new Map(docs.map((doc) => [doc._id.toHexString(), doc]));
    },
    /** Which of `ids` are suspended (hex ids). */
    async suspendedAmong(ids: readonly ObjectId[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      // The suspended accounts by their index, then matched here: a filter of every listed id per user costs
      // a directory page of 1,000 providers over a second on the embedded engine.
      const wanted = new Set(ids.map((id) => id.toHexString()));
      const suspended = await users.find({ suspended: true }).toArray();
      return new Set(suspended.map((doc) => doc._id.toHexString()).filter((id) => wanted.has(id)));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
