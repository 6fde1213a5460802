import type { ObjectId } from 'mongodb';
import type { EnrolmentStatus, InsuranceSpecies, ShopCurrency } from '@petpal/contracts';
import type { DataPort } from '../../data/port';

export const INSURANCE_ENROLMENTS = 'insurance_enrolments';

export interface EnrolmentDoc {
  _id: ObjectId;
  userId: ObjectId;
  petId: ObjectId;
  /** Snapshots, as enrolled. */
  petName: string;
  species: InsuranceSpecies;
  breed: string;
  planId: ObjectId;
  planName: string;
  reimbursementPercent: number;
  quoteId: ObjectId;
  currency: ShopCurrency;
  monthlyPremiumMinor: number;
  status: EnrolmentStatus;
  /**
   * Unique: the pet's id while active, `cancelled:<id>` after, so that a pet has at most one active
   * enrolment even when two requests race (neither engine has partial indexes here).
   */
  activeKey: string;
  createdAt: Date;
  cancelledAt: Date | null;
  updatedAt: Date;
}

export const activeKeyOf = (petId: ObjectId) => `active:${petId.toHexString()}`;
export const cancelledKeyOf = (id: ObjectId) => `cancelled:${id.toHexString()}`;

export type EnrolmentsRepository = ReturnType<typeof createEnrolmentsRepository>;

/** The only code that touches `insurance_enrolments`. */
export function createEnrolmentsRepository(db: DataPort) {
  const enrolments = db.collection<EnrolmentDoc>(INSURANCE_ENROLMENTS);

  return {
    async ensureIndexes(): Promise<void> {
      await enrolments.createIndex({ activeKey: 1 }, { unique: true });
      await enrolments.createIndex({ userId: 1, createdAt: -1 });
    },

    /** Throws a duplicate-key error when the pet already has an active enrolment. */
    async insert(doc: EnrolmentDoc): Promise<void> {
      await enrolments.insertOne(doc);
    },

    findActiveByPet: (petId: ObjectId) => enrolments.findOne({ activeKey: activeKeyOf(petId) }),

    /** Newest first. */
    listByUser: (userId: ObjectId) =>
      enrolments.find({ userId }, { sort: { createdAt: -1, _id: -1 }, limit: 100 }).toArray(),

    findOwned: (userId: ObjectId, id: ObjectId) => enrolments.findOne({ _id: id, userId }),

    /** Active -> cancelled, in one conditional write; null when it was not active. */
    cancel: (userId: ObjectId, id: ObjectId, at: Date) =>
      enrolments.findOneAndUpdate(
        { _id: id, userId, status: 'active' },
        { $set: { status: 'cancelled', activeKey: cancelledKeyOf(id), cancelledAt: at, updatedAt: at } },
        { returnDocument: 'after' },
      ),
  };
}
