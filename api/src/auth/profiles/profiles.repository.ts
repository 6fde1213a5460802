import type { ObjectId } from 'mongodb';
import type { ProfileFields, RecordRole } from '@petpal/contracts';
import { isDuplicateKeyError, type DataPort } from '../../data/port';

/** One collection per role; a document means that role's profile setup is complete. */
export const ROLE_COLLECTIONS = {
  pet_owner: 'pet_owners',
  veterinary_doctor: 'veterinary_doctors',
  pet_sitter: 'pet_sitters',
  pet_trainer: 'pet_trainers',
  pet_stylist: 'pet_stylists',
  pharmacist: 'pharmacists',
  supplier: 'suppliers',
} as const satisfies Record<RecordRole, string>;

export const RECORD_ROLES = Object.keys(ROLE_COLLECTIONS) as RecordRole[];

/** An admin's decision on a provider's record (docs/decisions/042); absent until one is made (unverified). */
export interface ProviderVerification {
  status: 'verified' | 'rejected';
  reason: string;
  decidedAt: Date;
  /** The admin who decided. */
  decidedBy: ObjectId;
}

type RecordMeta = {
  _id: ObjectId;
  /** Unique per collection: a user has at most one record of each role. */
  userId: ObjectId;
  createdAt: Date;
  updatedAt: Date;
  verification?: ProviderVerification;
};

/** A role record: the role's fields, camelCase as in the API, and the owning user. */
export type RoleRecordDoc<R extends RecordRole> = ProfileFields<R> & RecordMeta;

/** The only code that touches the role record collections. */
export function createProfilesRepository(db: DataPort) {
  // Typed by what every role shares; each method answers the role's own document type.
  const collection = (role: RecordRole) => db.collection<RecordMeta>(ROLE_COLLECTIONS[role]);

  return {
    async ensureIndexes(): Promise<void> {
      for (const role of RECORD_ROLES) {
        await collection(role).createIndex({ userId: 1 }, { unique: true, name: 'user_unique' });
      }
    },

    findByUser<R extends RecordRole>(role: R, userId: ObjectId): Promise<RoleRecordDoc<R> | null> {
      return collection(role).findOne({ userId }) as Promise<RoleRecordDoc<R> | null>;
    },

    /**
     * Creates or replaces the user's record of `role`: `fields` are set, `absent` optional fields removed.
     * Two racing first saves meet the unique index; the loser retries as an update.
     */
    async save<R extends RecordRole>(
      role: R,
      userId: ObjectId,
      fields: ProfileFields<R>,
      absent: readonly string[],
      now: Date,
    ): Promise<RoleRecordDoc<R>> {
      const records = collection(role);
      const update = {
        $set: { ...fields, updatedAt: now },
        $setOnInsert: { createdAt: now },
        ...(absent.length ? { $unset: Object.fromEntries(absent.map((key) => [key, '' as const])) } : {}),
      };
      const upsert = () => records.findOneAndUpdate({ userId }, update, { upsert: true, returnDocument: 'after' });
      let saved: RecordMeta | null;
      try {
        saved = await upsert();
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
        saved = await upsert();
      }
      if (!saved) throw new Error(`upsert into ${ROLE_COLLECTIONS[role]} returned no document`);
      return saved as RoleRecordDoc<R>;
    },

    /**
     * Records of `role` whose photo or gallery still links another host (saved before decision 104, when the
     * contract took any http(s) link); none once the start-up migration has run.
     */
    withOutsidePhotoLinks(role: RecordRole) {
      const link = { $regex: '^https?:' };
      return collection(role)
        .find({ $or: [{ profileImageUrl: link }, { photos: link }] })
        .toArray() as Promise<Array<RecordMeta & { profileImageUrl?: string; photos?: string[] }>>;
    },

    /** Sets (or, when undefined, removes) a record's photo address and gallery. */
    async setPhotos(role: RecordRole, id: ObjectId, profileImageUrl: string | undefined, photos: string[] | undefined) {
      const set = {
        ...(profileImageUrl !== undefined && { profileImageUrl }),
        ...(photos !== undefined && { photos }),
      };
      const unset = {
        ...(profileImageUrl === undefined && { profileImageUrl: '' as const }),
        ...(photos === undefined && { photos: '' as const }),
      };
      await collection(role).updateOne(
        { _id: id },
        {
          ...(Object.keys(set).length ? { $set: set } : {}),
          ...(Object.keys(unset).length ? { $unset: unset } : {}),
        },
      );
    },

    /** Records a verification decision on record `id`. */
    async setVerification(role: RecordRole, id: ObjectId, verification: ProviderVerification): Promise<void> {
      await collection(role).updateOne({ _id: id }, { $set: { verification, updatedAt: verification.decidedAt } });
    },
  };
}

export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;
