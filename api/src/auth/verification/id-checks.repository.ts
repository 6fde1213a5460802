import type { ObjectId } from 'mongodb';
import type { IdCheckResult, IdDocumentType } from '@petpal/contracts';
import type { DataPort } from '../../data/port';

export const ID_CHECKS_COLLECTION = 'provider_id_checks';

/** A provider's latest ID check: never the document number, only its last four characters. */
export interface IdCheckDoc {
  _id: ObjectId;
  /** Unique: a new check replaces the previous one. */
  userId: ObjectId;
  documentType: IdDocumentType;
  last4: string;
  result: IdCheckResult;
  /** Which IdCheckProvider answered. */
  provider: string;
  checkedAt: Date;
}

/** The only code that touches provider_id_checks. */
export function createIdChecksRepository(db: DataPort) {
  const checks = db.collection<IdCheckDoc>(ID_CHECKS_COLLECTION);
  return {
    ensureIndexes: () => checks.createIndex({ userId: 1 }, { unique: true, name: 'user_unique' }).then(() => undefined),
    findByUser: (userId: ObjectId) => checks.findOne({ userId }),
    async findByUsers(userIds: readonly ObjectId[]): Promise<Map<string, IdCheckDoc>> {
      if (userIds.length === 0) return new Map();
      const docs = await checks.find({ userId: { $in: [...userIds] } }).toArray();
      return new Map(docs.map((doc) => [doc.userId.toHexString(), doc]));
    },
    /** Creates or replaces the user's check. */
    async save(check: Omit<IdCheckDoc, '_id'>): Promise<IdCheckDoc> {
      const saved = await checks.findOneAndUpdate(
        { userId: check.userId },
        { $set: check },
        { upsert: true, returnDocument: 'after' },
      );
      if (!saved) throw new Error('upsert into provider_id_checks returned no document');
      return saved;
    },
  };
}

export type IdChecksRepository = ReturnType<typeof createIdChecksRepository>;
