import type { ObjectId } from 'mongodb';
import type {
  TrainingAppointmentType,
  TrainingContactMethod,
  TrainingPaymentStatus,
  TrainingSessionType,
  StoredTrainingStatus,
} from '@petpal/contracts';
import type { DataPort, Filter } from '../../data/port';
import { busyInstantsOn, type BookedTime } from '../../scheduling';

export const TRAINING_APPOINTMENTS_COLLECTION = 'training_appointments';

/**
 * A training session (spec section 3's training_appointments, camelCase). `petOwnerId` and
 * `petTrainerId` are the role records' ids; the users behind them are kept to notify them without a lookup.
 */
export interface TrainingAppointmentDoc extends BookedTime {
  _id: ObjectId;
  petOwnerId: ObjectId;
  ownerUserId: ObjectId;
  petTrainerId: ObjectId;
  trainerUserId: ObjectId;
  petId: ObjectId | null;
  /** The pet as it was when booked. */
  pet: { name: string; breed: string } | null;
  sessionType: TrainingSessionType;
  appointmentType: TrainingAppointmentType;
  contactMethod: TrainingContactMethod | null;
  contactLink: string | null;
  specialInstructions: string;
  status: StoredTrainingStatus;
  paymentRequired: boolean;
  paymentStatus: TrainingPaymentStatus;
  paymentMethodId: ObjectId | null;
  /** INR minor units (hourly rate x 100); null in person. */
  amount: number | null;
  currency: 'INR' | null;
  disclaimerAccepted: boolean;
  disclaimerAcceptedAt: Date | null;
  /** A pending request expires unanswered at this moment; null for sessions confirmed at booking. */
  expiresAt: Date | null;
  declineReason: string | null;
  respondedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export const PAST_TRAINING_LIMIT = 100;

/** Pending and answerable, or confirmed, and not ended. */
const live = (now: Date): Filter<TrainingAppointmentDoc> => ({
  endsAt: { $gt: now },
  $or: [{ status: 'confirmed' }, { status: 'pending', expiresAt: { $gt: now } }],
});
const over = (now: Date): Filter<TrainingAppointmentDoc> => ({
  $or: [
    { status: { $in: ['declined', 'cancelled', 'expired'] } },
    { endsAt: { $lte: now } },
    { status: 'pending', expiresAt: { $lte: now } },
  ],
});

/** The only code that touches `training_appointments`. */
export function createTrainingAppointmentsRepository(db: DataPort) {
  const appointments = db.collection<TrainingAppointmentDoc>(TRAINING_APPOINTMENTS_COLLECTION);

  const list = (who: Filter<TrainingAppointmentDoc>, scope: 'live' | 'over', now: Date) =>
    scope === 'live'
      ? appointments.find({ ...who, ...live(now) }, { sort: { startsAt: 1, _id: 1 } }).toArray()
      : appointments
          .find({ ...who, ...over(now) }, { sort: { startsAt: -1, _id: -1 }, limit: PAST_TRAINING_LIMIT })
          .toArray();

  return {
    /** Whether the owner has a confirmed training appointment with this provider (contact details are shared then, docs/decisions/085). */
    async acceptedBetween(ownerUserId: ObjectId, providerId: ObjectId): Promise<boolean> {
      return (
        (await appointments.findOne(
          { ownerUserId, trainerUserId: providerId, status: 'confirmed' },
          { projection: { _id: 1 } },
        )) !== null
      );
    },
    async ensureIndexes(): Promise<void> {
      await appointments.createIndex({ petOwnerId: 1, startsAt: 1 }, { name: 'owner_starts' });
      await appointments.createIndex({ petTrainerId: 1, startsAt: 1 }, { name: 'trainer_starts' });
      await appointments.createIndex({ status: 1, expiresAt: 1 }, { name: 'status_expires' });
      await appointments.createIndex({ status: 1, endsAt: 1 }, { name: 'status_ends' });
    },

    /** Confirmed sessions whose end fell in (from, to], oldest end first: those that became completed then (086). */
    completedBetween: (from: Date, to: Date, limit: number) =>
      appointments
        .find({ status: 'confirmed', endsAt: { $gt: from, $lte: to } }, { sort: { endsAt: 1, _id: 1 }, limit })
        .toArray(),

    insert: async (doc: TrainingAppointmentDoc) => void (await appointments.insertOne(doc)),
    deleteById: async (id: ObjectId) => void (await appointments.deleteOne({ _id: id })),
    findById: (id: ObjectId) => appointments.findOne({ _id: id }),
    /** The owner's session, or null (another owner's is not found). */
    findOfOwner: (id: ObjectId, petOwnerId: ObjectId) => appointments.findOne({ _id: id, petOwnerId }),
    findOfTrainer: (id: ObjectId, petTrainerId: ObjectId) => appointments.findOne({ _id: id, petTrainerId }),
    listOfOwner: (petOwnerId: ObjectId, scope: 'live' | 'over', now: Date) => list({ petOwnerId }, scope, now),
    listOfTrainer: (petTrainerId: ObjectId, scope: 'live' | 'over', now: Date) => list({ petTrainerId }, scope, now),
    /** The instants the trainer's pending or confirmed sessions take on `dates` (their local dates). */
    busyOn: (petTrainerId: ObjectId, dates: readonly string[]) =>
      busyInstantsOn(appointments, { petTrainerId }, dates, ['pending', 'confirmed']),

    /** Moves a session on only if it still matches `where`; answers it as it now is, or null. */
    transition: (id: ObjectId, where: Filter<TrainingAppointmentDoc>, set: Partial<TrainingAppointmentDoc>) =>
      appointments.findOneAndUpdate({ ...where, _id: id }, { $set: set }, { returnDocument: 'after' }),

    /** Pending requests past their deadline, oldest deadline first. */
    dueForExpiry: (now: Date, limit: number) =>
      appointments
        .find({ status: 'pending', expiresAt: { $lte: now } }, { sort: { expiresAt: 1, _id: 1 }, limit })
        .toArray(),

    /** Seed data: every session of a trainer. */
    listAllOfTrainer: (petTrainerId: ObjectId) => appointments.find({ petTrainerId }).toArray(),
    deleteByIds: async (ids: readonly ObjectId[]) => {
      if (ids.length > 0) await appointments.deleteMany({ _id: { $in: [...ids] } });
    },
  };
}

export type TrainingAppointmentsRepository = ReturnType<typeof createTrainingAppointmentsRepository>;
