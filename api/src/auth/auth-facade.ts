import { ObjectId } from 'mongodb';
import type { ProviderRole, RecordRole, StoredRole } from '@petpal/contracts';
import type { DataPort } from '../data/port';
import { createPasswordHasher } from '../lib/password';
import { createAdminService } from './admin/admin.service';
import { createIdentitiesRepository, PASSWORD_ISSUER } from './identities/identities.repository';
import { createPaymentMethodsRepository } from './payment-methods/payment-methods.repository';
import { createPetsRepository, type PetDoc } from './profiles/pets.repository';
import {
  createProfilesRepository,
  type ProviderVerification,
  RECORD_ROLES,
  ROLE_COLLECTIONS,
  type RoleRecordDoc,
} from './profiles/profiles.repository';
import { hashToken } from './sessions/sessions.service';
import { createSessionsRepository } from './sessions/sessions.repository';
import { createUsersRepository, USERS_COLLECTION, type UserDoc } from './users/users.repository';
import { createProviderVerification } from './verification/provider-verification';

/** What a user without a profile name is called in public. */
export const PUBLIC_NAME_FALLBACK = 'PetPal member';

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** One argon2id hash per password per process (each hash carries its own salt). */
const seedHashes = new Map<string, Promise<string>>();

/**
 * What other areas may ask of accounts: users, role records, pets, saved payment methods and live
 * sessions. Reads and the few writes another area needs (a vet's practice settings, demo accounts);
 * the collections themselves stay auth's.
 */
export function createAuthFacade(db: DataPort) {
  const users = createUsersRepository(db);
  const records = createProfilesRepository(db);
  const petsRepo = createPetsRepository(db);
  const methods = createPaymentMethodsRepository(db);
  const sessions = createSessionsRepository(db);
  const identities = createIdentitiesRepository(db);
  const recordsOf = <R extends RecordRole>(role: R) => db.collection<RoleRecordDoc<R>>(ROLE_COLLECTIONS[role]);

  async function byIds<R extends RecordRole>(role: R, ids: readonly ObjectId[]) {
    if (ids.length === 0) return new Map<string, RoleRecordDoc<R>>();
    const docs = (await recordsOf(role)
      .find({ _id: { $in: [...ids] } } as never)
      .toArray()) as RoleRecordDoc<R>[];
    return new Map(docs.map((doc) => [doc._id.toHexString(), doc]));
  }

  const adminService = createAdminService({ db });
  const verification = createProviderVerification(db);

  /** Drops records whose user is suspended (a suspended provider is listed and booked nowhere). */
  async function withoutSuspended<D extends { userId: ObjectId }>(docs: D[]): Promise<D[]> {
    const suspended = await users.suspendedAmong(docs.map((doc) => doc.userId));
    return suspended.size ? docs.filter((doc) => !suspended.has(doc.userId.toHexString())) : docs;
  }

  /** "Priya Sharma" -> "Priya S.": enough to tell people apart on a public page, no more. */
  const shortName = (fullName: string) => {
    const [first, ...rest] = fullName.trim().split(/\s+/).filter(Boolean);
    if (!first) return PUBLIC_NAME_FALLBACK;
    const last = rest.at(-1);
    return last ? `${first} ${last[0]!.toUpperCase()}.` : first;
  };

  /** Users whose email, or whose name on any role record, contains `q`; with `role`, of that role only. */
  async function searchUsers(filter: { q?: string; role?: StoredRole }, page: { skip: number; limit: number }) {
    const where: Record<string, unknown> = {};
    if (filter.role) where.role = filter.role;
    const q = filter.q?.trim();
    if (q) {
      const contains = { $regex: escapeRegex(q), $options: 'i' };
      const named = await Promise.all(
        RECORD_ROLES.map((role) =>
          recordsOf(role)
            .find({ fullName: contains } as never)
            .toArray(),
        ),
      );
      const ids = named.flat().map((doc) => doc.userId);
      where.$or = [{ email: contains }, { _id: { $in: ids } }];
    }
    const usersCollection = db.collection<UserDoc>(USERS_COLLECTION);
    const [docs, total] = await Promise.all([
      usersCollection.find(where as never, { sort: { createdAt: -1, _id: -1 }, ...page }).toArray(),
      usersCollection.countDocuments(where as never),
    ]);
    const items = await Promise.all(
      docs.map(async (user) => {
        const role = user.role;
        const record = role ? await records.findByUser(role, user._id) : null;
        return { user, fullName: record?.fullName ?? null };
      }),
    );
    return { items, total };
  }

  return {
    users: {
      findById: (id: ObjectId) => users.findById(id),
      search: searchUsers,
      /**
       * Suspends an account (docs/decisions/052) and ends its sessions at once: the user before, or null when
       * there is no such user or it is already suspended (`exists` tells which).
       */
      async suspend(id: ObjectId, reason: string, by: ObjectId, at: Date) {
        const before = await users.suspend(id, { reason, by, at });
        if (before) await sessions.deleteByUser(id);
        return { before, exists: before !== null || (await users.findById(id)) !== null };
      },
      /** Lifts a suspension (the user signs in again): the user before, or null (no such user, not suspended). */
      async unsuspend(id: ObjectId) {
        const before = await users.unsuspend(id);
        return { before, exists: before !== null || (await users.findById(id)) !== null };
      },
      /**
       * A user's public name (community posts): the short form of their profile's full name, whatever their
       * role, or "PetPal member". Never their email or phone.
       */
      async publicName(id: ObjectId): Promise<string> {
        const user = await users.findById(id);
        const role = user?.role;
        if (!role) return PUBLIC_NAME_FALLBACK;
        const record = await records.findByUser(role, id);
        return record ? shortName(record.fullName) : PUBLIC_NAME_FALLBACK;
      },
    },

    /** Admin sessions (the petpal_admin cookie, see `readAdminCookie`): the admin of a live one, or null. */
    admins: {
      ofSession: (token: string) => adminService.resolve(token),
      /** The admin of a live admin session with their id (for the audit log), or null. */
      identify: (token: string) => adminService.identify(token),
    },

    /** Role records (one collection per role): who has completed which profile. */
    records: {
      findByUser: <R extends RecordRole>(role: R, userId: ObjectId) => records.findByUser(role, userId),
      findById: <R extends RecordRole>(role: R, id: ObjectId) =>
        recordsOf(role).findOne({ _id: id } as never) as Promise<RoleRecordDoc<R> | null>,
      findByIds: byIds,
      /**
       * The public directories: case-insensitive "contains" on each given text field (blank ones ignored),
       * sorted by name. Only providers an admin verified and whose account is not suspended are listed
       * (docs/decisions/052).
       */
      async search<R extends ProviderRole>(role: R, contains: Readonly<Record<string, string | undefined>>) {
        const where: Record<string, unknown> = { 'verification.status': 'verified' };
        for (const [field, text] of Object.entries(contains)) {
          if (text?.trim()) where[field] = { $regex: escapeRegex(text.trim()), $options: 'i' };
        }
        const docs = (await recordsOf(role)
          .find(where as never, { sort: { fullName: 1, _id: 1 } })
          .toArray()) as RoleRecordDoc<R>[];
        return withoutSuspended(docs);
      },
      /**
       * A provider's record that may be shown and booked: verified, account not suspended; else null (the
       * areas answer 404, as for an unknown id). `findById` still names anyone (past bookings, reviews).
       */
      async findListed<R extends ProviderRole>(role: R, id: ObjectId): Promise<RoleRecordDoc<R> | null> {
        const doc = (await recordsOf(role).findOne({ _id: id } as never)) as RoleRecordDoc<R> | null;
        if (doc?.verification?.status !== 'verified') return null;
        return (await withoutSuspended([doc]))[0] ?? null;
      },
      /**
       * Calls `listener` with a record's id whenever a record of `role` changes in any API process (null
       * when the change event carries no document, a MongoDB delete). Answers the unsubscribe function.
       */
      onChange<R extends RecordRole>(role: R, listener: (recordId: ObjectId | null) => void): () => void {
        return db.watch<RoleRecordDoc<R>>(ROLE_COLLECTIONS[role], (event) => listener(event.document?._id ?? null));
      },
      /**
       * Admins' provider list: records of `role` by verification status ('pending': no decision yet),
       * whose name contains `name` (any case) when given, oldest first (the queue's order).
       */
      async byVerification<R extends RecordRole>(
        role: R,
        status: 'pending' | ProviderVerification['status'],
        page: { skip: number; limit: number },
        name?: string,
      ) {
        const where: Record<string, unknown> =
          status === 'pending' ? { verification: { $exists: false } } : { 'verification.status': status };
        if (name) where.fullName = { $regex: escapeRegex(name), $options: 'i' };
        const [items, total] = await Promise.all([
          recordsOf(role)
            .find(where as never, { sort: { createdAt: 1, _id: 1 }, ...page })
            .toArray() as Promise<RoleRecordDoc<R>[]>,
          recordsOf(role).countDocuments(where as never),
        ]);
        return { items, total };
      },
      /** Records an admin's decision on record `id`: the record before and after, or null without one. */
      async setVerification<R extends RecordRole>(role: R, id: ObjectId, verification: ProviderVerification) {
        const before = (await recordsOf(role).findOne({ _id: id } as never)) as RoleRecordDoc<R> | null;
        if (!before) return null;
        const after = (await recordsOf(role).findOneAndUpdate(
          { _id: id } as never,
          { $set: { verification, updatedAt: verification.decidedAt } } as never,
          { returnDocument: 'after' },
        )) as RoleRecordDoc<R> | null;
        return after ? { before, after } : null;
      },
      /** Sets fields of the user's own record (a provider's settings screen); null without a record. */
      update<R extends RecordRole>(role: R, userId: ObjectId, set: Partial<RoleRecordDoc<R>>, now: Date) {
        return recordsOf(role).findOneAndUpdate({ userId } as never, { $set: { ...set, updatedAt: now } } as never, {
          returnDocument: 'after',
        }) as Promise<RoleRecordDoc<R> | null>;
      },
    },

    /** Provider verification (docs/decisions/052). */
    providers: {
      /**
       * The one guard of every provider-only route: the caller's verified record of `role`. 401 guest;
       * `mismatch()` for another role; 403 provider_pending / provider_rejected / account_suspended.
       */
      requireVerified: verification.requireVerified,
      /** A user's standing as a provider (null for a pet owner or no role). */
      standing: verification.standing,
      /** What admins see of these applications (ID check, user, what is missing, when complete). */
      applicationsOf: verification.applicationsOf,
    },

    pets: {
      /** The pets of a pet_owners record, oldest first. */
      listByOwner: (ownerRecordId: ObjectId) => petsRepo.listByOwner(ownerRecordId),
      /** A pet's photo (its image in the pipeline), or null; the caller decides who may see it (PawfectMatch). */
      photo: async (petId: ObjectId, ownerRecordId: ObjectId) =>
        (await petsRepo.findOwned(petId, ownerRecordId))?.photo ?? null,
    },

    paymentMethods: {
      /** The user's saved method with that id, or null. */
      findOwned: (userId: ObjectId, methodId: ObjectId) => methods.findOwned(userId, methodId),
    },

    sessions: {
      /** The user of a live session, given the session token's hash (the partner widget's tokens). */
      async userOfLiveSession(tokenHash: string, now: Date) {
        const session = await sessions.findByTokenHash(tokenHash);
        if (!session || session.expiresAt <= now) return null;
        return users.findById(session.userId);
      },
      hashToken,
    },

    /** Demo data: an account with a confirmed password identity and `role`, reused when it exists. */
    async seedAccount(email: string, password: string, role: StoredRole, now: Date): Promise<ObjectId> {
      const identity = await identities.find(PASSWORD_ISSUER, email);
      if (identity) {
        await users.update(identity.userId, { role });
        return identity.userId;
      }
      const user = await users.insert({ email, phone: null, role, createdAt: now });
      if (!seedHashes.has(password)) seedHashes.set(password, createPasswordHasher().hash(password));
      await identities.insert({
        userId: user._id,
        issuer: PASSWORD_ISSUER,
        subject: email,
        email,
        passwordHash: await seedHashes.get(password)!,
        verifiedAt: now,
        createdAt: now,
      });
      return user._id;
    },

    /** Demo data: the user's provider record verified by the seed, with a sandbox ID check where needed. */
    seedVerified: (role: ProviderRole, userId: ObjectId, now: Date) => verification.seedVerified(role, userId, now),

    /** Demo data and tests: saves the user's role record (created or replaced). */
    saveRecord: <R extends RecordRole>(
      role: R,
      userId: ObjectId,
      fields: RoleRecordDoc<R> extends infer D ? Omit<D, '_id' | 'userId' | 'createdAt' | 'updatedAt'> : never,
      now: Date,
    ) => records.save(role, userId, fields as never, [], now),

    /** Demo data and tests: adds a pet to a pet_owners record unless one of that name exists. */
    async seedPet(ownerRecordId: ObjectId, pet: Omit<PetDoc, '_id' | 'ownerId' | 'hasPhoto' | 'createdAt'>, now: Date) {
      const existing = (await petsRepo.listByOwner(ownerRecordId)).find((p) => p.name === pet.name);
      if (existing) return existing;
      const doc: PetDoc = { _id: new ObjectId(), ownerId: ownerRecordId, ...pet, hasPhoto: false, createdAt: now };
      await petsRepo.insert(doc);
      return doc;
    },
  };
}

export type AuthFacade = ReturnType<typeof createAuthFacade>;
