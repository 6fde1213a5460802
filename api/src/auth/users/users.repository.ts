import { ObjectId } from 'mongodb';
import type { DataPort } from '../../data/port';
import type { Role, SessionUser } from '../../contracts';

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
}

export function toSessionUser(user: UserDoc): SessionUser {
  return { id: user._id.toHexString(), email: user.email ?? '', role: user.role ?? 'none' };
}

/** The only code that touches `users`. */
export function createUsersRepository(db: DataPort) {
  const users = db.collection<UserDoc>(USERS_COLLECTION);
  return {
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
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
