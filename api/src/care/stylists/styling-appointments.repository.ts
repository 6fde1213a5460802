import type { ObjectId } from 'mongodb';
import type { StoredStylingStatus } from '@petpal/contracts';
import type { DataPort } from '../../data/port';
import { busyInstantsOn, type BookedTime } from '../../scheduling';

export const STYLING_APPOINTMENTS_COLLECTION = 'styling_appointments';

/** styling_appointments (spec section 3), with the instants and zone the rules and lists need. */
export interface StylingAppointmentDoc extends BookedTime {
  _id: ObjectId;
  /** The pet_owners record id, as spec section 3. */
  petOwnerId: ObjectId;
  ownerUserId: ObjectId;
  /** The pet_stylists record id. */
  stylistId: ObjectId;
  stylistUserId: ObjectId;
  petId: ObjectId | null;
  scheduleId: ObjectId;
  serviceType: string;
  specialInstructions: string;
  status: StoredStylingStatus;
  cancelledBy: 'owner' | 'stylist' | null;
  cancelReason: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A new appointment as booking makes it: confirmed at once (spec section 9), not cancelled, made `at`. */
export function confirmedStyling(
  booking: Omit<StylingAppointmentDoc, 'status' | 'cancelledBy' | 'cancelReason' | 'createdAt' | 'updatedAt'>,
  at: Date,
): StylingAppointmentDoc {
  return { ...booking, status: 'confirmed', cancelledBy: null, cancelReason: null, createdAt: at, updatedAt: at };
}

/** Spec section 4: slots conflict with confirmed or pending appointments. */
export const ACTIVE_STYLING: readonly StoredStylingStatus[] = ['pending', 'confirmed'];
/** Past lists show this many, newest first. */
export const PAST_STYLING_LIMIT = 100;

export type StylingScope = 'upcoming' | 'past';

/** The only code that touches `styling_appointments`. */
export function createStylingAppointmentsRepository(db: DataPort) {
  const appointments = db.collection<StylingAppointmentDoc>(STYLING_APPOINTMENTS_COLLECTION);

  function listed(by: { ownerUserId: ObjectId } | { stylistId: ObjectId }, scope: StylingScope, now: Date) {
    if (scope === 'upcoming') {
      return appointments
        .find({ ...by, status: { $in: [...ACTIVE_STYLING] }, endsAt: { $gt: now } }, { sort: { startsAt: 1, _id: 1 } })
        .toArray();
    }
    return appointments
      .find(
        { ...by, $or: [{ endsAt: { $lte: now } }, { status: 'cancelled' }] },
        { sort: { startsAt: -1, _id: -1 }, limit: PAST_STYLING_LIMIT },
      )
      .toArray();
  }

  return {
    /** Whether the owner has a confirmed styling appointment with this provider (contact details are shared then, docs/decisions/085). */
    async acceptedBetween(ownerUserId: ObjectId, providerId: ObjectId): Promise<boolean> {
      return (
        (await appointments.findOne(
          { ownerUserId, stylistUserId: providerId, status: 'confirmed' },
          { projection: { _id: 1 } },
        )) !== null
      );
    },
    async ensureIndexes(): Promise<void> {
      await appointments.createIndex({ stylistId: 1, appointmentDate: 1 }, { name: 'stylist_date' });
      await appointments.createIndex({ ownerUserId: 1, startsAt: 1 }, { name: 'owner_start' });
      await appointments.createIndex({ status: 1, endsAt: 1 }, { name: 'status_ends' });
    },

    /** Confirmed appointments whose end fell in (from, to], oldest end first: those that became completed then (086). */
    completedBetween: (from: Date, to: Date, limit: number) =>
      appointments
        .find({ status: 'confirmed', endsAt: { $gt: from, $lte: to } }, { sort: { endsAt: 1, _id: 1 }, limit })
        .toArray(),

    /** Instants taken on `dates` (pending or confirmed). */
    busyOn: (stylistId: ObjectId, dates: readonly string[]) =>
      busyInstantsOn(appointments, { stylistId }, dates, ACTIVE_STYLING),

    async insert(doc: StylingAppointmentDoc): Promise<void> {
      await appointments.insertOne(doc);
    },

    findById: (id: ObjectId) => appointments.findOne({ _id: id }),

    /** Sets the status when it is still one of `from`; answers the updated document or null. */
    transition: (id: ObjectId, from: readonly StoredStylingStatus[], set: Partial<StylingAppointmentDoc>) =>
      appointments.findOneAndUpdate(
        { _id: id, status: { $in: [...from] } },
        { $set: set },
        { returnDocument: 'after' },
      ),

    listOfOwner: (ownerUserId: ObjectId, scope: StylingScope, now: Date) => listed({ ownerUserId }, scope, now),
    listOfStylist: (stylistId: ObjectId, scope: StylingScope, now: Date) => listed({ stylistId }, scope, now),

    /** Demo data: a stylist's appointments are replaced. */
    async deleteByStylist(stylistId: ObjectId): Promise<void> {
      await appointments.deleteMany({ stylistId });
    },

    /** Which of `ids` are still pending or confirmed (the orphan-claim sweep). */
    async activeAmong(ids: readonly ObjectId[]): Promise<ObjectId[]> {
      if (ids.length === 0) return [];
      const docs = await appointments
        .find({ _id: { $in: [...ids] }, status: { $in: [...ACTIVE_STYLING] } }, { projection: { _id: 1 } })
        .toArray();
      return docs.map((doc) => doc._id);
    },
  };
}

export type StylingAppointmentsRepository = ReturnType<typeof createStylingAppointmentsRepository>;
