import type { ObjectId } from 'mongodb';
import type {
  AppointmentStatus,
  AppointmentType,
  ContactMethod,
  PaymentStatus,
  PreferredContact,
} from '@petpal/contracts';
import type { DataPort, Filter } from '../../data/port';
import type { BookingRefundDoc } from '../../payments';
import { busyInstantsOn, type BookedTime } from '../../scheduling';

export const APPOINTMENTS_COLLECTION = 'veterinary_appointments';

export interface AppointmentDoc extends BookedTime {
  _id: ObjectId;
  /** The pet_owners record id (not the user id), as spec section 3. */
  petOwnerId: ObjectId;
  /** The owner's user id, for session checks. */
  ownerUserId: ObjectId;
  vetId: ObjectId;
  scheduleId: ObjectId;
  status: AppointmentStatus;
  petId: ObjectId | null;
  reason: string | null;
  preferredContact: PreferredContact | null;
  appointmentType: AppointmentType;
  contactMethod: ContactMethod | null;
  contactLink: string | null;
  paymentRequired: boolean;
  paymentStatus: PaymentStatus;
  /** INR, the vet's fee when booked; null when free. */
  consultationFee: number | null;
  /** The saved method the automatic charge uses (teleconsultation with payment required). */
  paymentMethodId: ObjectId | null;
  disclaimerAccepted: boolean;
  disclaimerAcceptedAt: Date | null;
  visitNotes: string | null;
  visitNotesUpdatedAt: Date | null;
  /** A paid teleconsultation cancelled in time is refunded (docs/decisions/050): `refund:teleconsultation:<id>`. */
  refund?: BookingRefundDoc;
  createdAt: Date;
  updatedAt: Date;
}

/** Statuses that hold a slot (spec section 5: pending or confirmed). */
export const ACTIVE_STATUSES: readonly AppointmentStatus[] = ['pending', 'confirmed'];

export type Scope = 'upcoming' | 'past';

/** Past lists show this many, newest first. */
export const PAST_LIMIT = 100;

function scoped(filter: Filter<AppointmentDoc>, scope: Scope, now: Date, withRefunded = false) {
  // The owner's lists keep a cancelled appointment that was refunded, so the owner sees the refund.
  const active: Filter<AppointmentDoc> = withRefunded
    ? {
        ...filter,
        $or: [{ status: { $in: [...ACTIVE_STATUSES] } }, { status: 'cancelled', refund: { $exists: true } }],
      }
    : { ...filter, status: { $in: [...ACTIVE_STATUSES] } };
  return scope === 'upcoming'
    ? { filter: { ...active, endsAt: { $gt: now } }, options: { sort: { startsAt: 1 as const, _id: 1 as const } } }
    : {
        filter: { ...active, endsAt: { $lte: now } },
        options: { sort: { startsAt: -1 as const, _id: -1 as const }, limit: PAST_LIMIT },
      };
}

/** The only code that touches `veterinary_appointments`. */
export function createAppointmentsRepository(db: DataPort) {
  const appointments = db.collection<AppointmentDoc>(APPOINTMENTS_COLLECTION);

  return {
    /** Whether the owner has a confirmed appointment with this provider (contact details are shared then, docs/decisions/085). */
    async acceptedBetween(ownerUserId: ObjectId, providerId: ObjectId): Promise<boolean> {
      return (
        (await appointments.findOne(
          { ownerUserId, vetId: providerId, status: 'confirmed' },
          { projection: { _id: 1 } },
        )) !== null
      );
    },
    async ensureIndexes(): Promise<void> {
      await appointments.createIndex({ vetId: 1, appointmentDate: 1 }, { name: 'vet_date' });
      await appointments.createIndex({ ownerUserId: 1, startsAt: 1 }, { name: 'owner_starts' });
      await appointments.createIndex({ 'refund.status': 1 }, { name: 'refund_status' });
    },

    /** Appointments whose refund the provider has not made yet (the charge job's refund pass). */
    listRefundPending: (limit: number) =>
      appointments.find({ 'refund.status': 'pending' }, { sort: { updatedAt: 1, _id: 1 }, limit }).toArray(),

    /** Records the provider's refund once, only from pending; null when another run recorded it first. */
    markRefunded: (id: ObjectId, refundId: string, at: Date) =>
      appointments.findOneAndUpdate(
        { _id: id, 'refund.status': 'pending' },
        {
          $set: {
            'refund.status': 'refunded',
            'refund.refundId': refundId,
            'refund.refundedAt': at,
            'refund.lastError': null,
          },
        },
        { returnDocument: 'after' },
      ),

    async noteRefundError(id: ObjectId, message: string): Promise<void> {
      await appointments.updateOne({ _id: id, 'refund.status': 'pending' }, { $set: { 'refund.lastError': message } });
    },

    /** Every appointment with a refund (the ledger check). */
    listRefunded: () => appointments.find({ refund: { $exists: true } }).toArray(),

    /** Start and end instants of the vet's pending and confirmed appointments on these local dates. */
    busyOn: (vetId: ObjectId, dates: readonly string[]) =>
      busyInstantsOn(appointments, { vetId }, dates, ACTIVE_STATUSES),

    async insert(doc: AppointmentDoc): Promise<void> {
      await appointments.insertOne(doc);
    },

    findById: (id: ObjectId) => appointments.findOne({ _id: id }),
    findForOwner: (ownerUserId: ObjectId, id: ObjectId) => appointments.findOne({ _id: id, ownerUserId }),
    findForVet: (vetId: ObjectId, id: ObjectId) => appointments.findOne({ _id: id, vetId }),

    listForOwner(ownerUserId: ObjectId, scope: Scope, now: Date) {
      const { filter, options } = scoped({ ownerUserId }, scope, now, true);
      return appointments.find(filter, options).toArray();
    },

    listForVet(vetId: ObjectId, scope: Scope, now: Date) {
      const { filter, options } = scoped({ vetId }, scope, now);
      return appointments.find(filter, options).toArray();
    },

    /** The owner's appointments carrying visit notes, newest notes first. */
    listWithNotes: (ownerUserId: ObjectId) =>
      appointments
        .find({ ownerUserId, visitNotes: { $ne: null } }, { sort: { visitNotesUpdatedAt: -1, _id: -1 } })
        .toArray(),

    /**
     * Moves one appointment on only if it is still in one of `from` (and matches `where`): of two racing
     * requests exactly one gets the updated document, the other null.
     */
    transition: (
      id: ObjectId,
      from: readonly AppointmentStatus[],
      set: Partial<AppointmentDoc>,
      where: Filter<AppointmentDoc> = {},
    ) =>
      appointments.findOneAndUpdate(
        { ...where, _id: id, status: { $in: [...from] } },
        { $set: set },
        { returnDocument: 'after' },
      ),

    /** Ids among `ids` whose appointment is pending or confirmed. */
    async activeAmong(ids: readonly ObjectId[]): Promise<ObjectId[]> {
      if (ids.length === 0) return [];
      const docs = await appointments
        .find({ _id: { $in: [...ids] }, status: { $in: [...ACTIVE_STATUSES] } }, { projection: { _id: 1 } })
        .toArray();
      return docs.map((doc) => doc._id);
    },

    listByVet: (vetId: ObjectId) => appointments.find({ vetId }).toArray(),

    async deleteByIds(ids: readonly ObjectId[]): Promise<void> {
      if (ids.length > 0) await appointments.deleteMany({ _id: { $in: [...ids] } });
    },
  };
}

export type AppointmentsRepository = ReturnType<typeof createAppointmentsRepository>;
