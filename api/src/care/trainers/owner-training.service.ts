import { ObjectId } from 'mongodb';
import {
  CHARGE_LEAD_HOURS,
  trainerMessages,
  trainingChargeOf,
  type CreateTrainingAppointmentData,
  type OwnerTrainingAppointment,
  type OwnerTrainingAppointmentList,
  type BookingRatingCreated,
  type RateBookingInput,
  type SessionUser,
} from '@petpal/contracts';
import { Conflict, Invalid, NotFound } from '../../errors';
import type { AuthFacade } from '../../auth';
import { newScheduledCharge } from '../../payments';
import type { CareAccess } from '../access/care-access';
import { shortNameOf } from '../access/person-names';
import { rateBooking } from '../ratings/rate-booking';
import type { TrainerRatingsRepository } from '../ratings/ratings.repository';
import { todayIn, type ProviderCache, type SlotRefusal } from '../../scheduling';
import type { TrainerAvailabilityService } from './trainer-availability';
import type { TrainersService } from './trainers.service';
import type { TrainersRepository } from './trainers.repository';
import type { TrainingAppointmentDoc, TrainingAppointmentsRepository } from './training-appointments.repository';
import type { TrainingChargesRepository } from './training-charges.repository';
import type { TrainingClaimsRepository } from './training-claims.repository';
import type { TrainingNotices } from './training-notices';
import { trainingCells, trainingExpiryOf } from './training-time';
import { toOwnerTraining, trainingStatus } from './training-views';

export interface OwnerTrainingDeps {
  access: CareAccess;
  trainers: TrainersRepository;
  appointments: TrainingAppointmentsRepository;
  claims: TrainingClaimsRepository;
  charges: TrainingChargesRepository;
  ratings: TrainerRatingsRepository;
  methods: AuthFacade['paymentMethods'];
  notices: TrainingNotices;
  directory: Pick<TrainersService, 'refOf'>;
  availability: TrainerAvailabilityService;
  cache: ProviderCache;
  now: () => Date;
}

const invalid = (field: string, message: string) => new Invalid(message, { [field]: message });
const slotTaken = () => new Conflict(trainerMessages.slotTaken, 'slot_taken');

/** Why the engine refused the slot, in the trainer's words (decision 093). */
function refusal(reason: SlotRefusal): Error {
  if (reason === 'outside_window') return invalid('appointmentDate', trainerMessages.tooFar);
  if (reason === 'past') return invalid('startTime', trainerMessages.datePast);
  if (reason === 'holiday') return new Conflict(trainerMessages.holiday, 'holiday');
  if (reason === 'taken') return slotTaken();
  return new Conflict(trainerMessages.slot, 'slot_unavailable');
}
const LEAD_MS = CHARGE_LEAD_HOURS * 3_600_000;

/**
 * Owners cancel a pending request, or a confirmed session before it starts; a confirmed online session
 * only until its charge is due, 24 hours before (decision 023's rule for paid teleconsultations).
 */
export function canCancelTraining(doc: TrainingAppointmentDoc, now: Date): boolean {
  const status = trainingStatus(doc, now);
  if (now >= doc.startsAt) return false;
  if (status === 'pending') return true;
  if (status !== 'confirmed') return false;
  return !doc.paymentRequired || (doc.paymentStatus === 'pending' && now.getTime() < doc.startsAt.getTime() - LEAD_MS);
}

export type OwnerTrainingService = ReturnType<typeof createOwnerTrainingService>;

/** An owner's training sessions (spec sections 3-5): book one in person or online, list them, cancel one. */
export function createOwnerTrainingService(deps: OwnerTrainingDeps) {
  const { access, trainers, appointments, claims, charges, ratings, methods, notices, now } = deps;
  const { directory, availability, cache } = deps;

  async function views(docs: readonly TrainingAppointmentDoc[], at: Date): Promise<OwnerTrainingAppointment[]> {
    const ids = [...new Map(docs.map((doc) => [doc.petTrainerId.toHexString(), doc.petTrainerId])).values()];
    const completed = docs.filter((doc) => trainingStatus(doc, at) === 'completed').map((doc) => doc._id);
    const [trainerDocs, rated] = await Promise.all([trainers.findByIds(ids), ratings.ratedAmong(completed)]);
    return docs.map((doc) =>
      toOwnerTraining(doc, trainerDocs.get(doc.petTrainerId.toHexString()), at, {
        canCancel: canCancelTraining(doc, at),
        rated: rated.has(doc._id.toHexString()),
      }),
    );
  }

  return {
    /**
     * POST /api/care/training-appointments. In person: confirmed, no payment. Online: pending until the
     * trainer accepts, with a pending charge of the hourly rate x 100 (INR paise) due 24 hours before.
     * The slot is checked against the trainer's schedule by the scheduling engine (decision 093), then its
     * time is claimed at once, so two owners can never book the same half hour: the second hears slotTaken.
     */
    async create(user: SessionUser, input: CreateTrainingAppointmentData): Promise<OwnerTrainingAppointment> {
      const owner = await access.requireOwner(user);
      const trainer = await trainers.findById(new ObjectId(input.trainerId));
      if (!trainer) throw new NotFound(trainerMessages.trainerNotFound);
      if (trainer.userId.equals(owner.userId)) throw invalid('trainerId', trainerMessages.ownTrainer);

      const at = now();
      const ref = await directory.refOf(trainer);
      const slot = { date: input.appointmentDate, startTime: input.startTime, scheduleId: input.scheduleId };
      const verdict = await availability.check(ref, slot, at);
      if (!verdict.ok) {
        const past = verdict.reason === 'outside_window' && input.appointmentDate < todayIn(ref.timeZone, at.getTime());
        throw refusal(past ? 'past' : verdict.reason);
      }
      if (verdict.endTime !== input.endTime) throw invalid('endTime', trainerMessages.slot);
      const startsAt = new Date(verdict.startMs);
      const endsAt = new Date(verdict.endMs);

      let pet: TrainingAppointmentDoc['pet'] = null;
      if (input.petId) {
        const found = (await access.petsOf(owner._id)).find((p) => p._id.toHexString() === input.petId);
        if (!found) throw invalid('petId', trainerMessages.ownPet);
        pet = { name: found.name, breed: found.breed };
      }

      const online = input.appointmentType === 'online_training';
      let paymentMethodId: ObjectId | null = null;
      if (online) {
        const method = await methods.findOwned(owner.userId, new ObjectId(input.paymentMethodId!));
        if (!method) throw invalid('paymentMethodId', trainerMessages.paymentMethodNotFound);
        paymentMethodId = method._id;
      }

      const doc: TrainingAppointmentDoc = {
        _id: new ObjectId(),
        petOwnerId: owner._id,
        ownerUserId: owner.userId,
        petTrainerId: trainer._id,
        trainerUserId: trainer.userId,
        petId: input.petId ? new ObjectId(input.petId) : null,
        pet,
        appointmentDate: input.appointmentDate,
        startTime: input.startTime,
        endTime: input.endTime,
        timeZone: ref.timeZone,
        startsAt,
        endsAt,
        sessionType: input.sessionType,
        appointmentType: input.appointmentType,
        contactMethod: online ? (input.contactMethod ?? null) : null,
        contactLink: online ? (input.contactLink?.trim() ?? null) : null,
        specialInstructions: input.specialInstructions,
        status: online ? 'pending' : 'confirmed',
        paymentRequired: online,
        paymentStatus: online ? 'pending' : 'not_required',
        paymentMethodId,
        amount: online ? trainingChargeOf(trainer.hourlyRate) : null,
        currency: online ? 'INR' : null,
        disclaimerAccepted: online && input.disclaimerAccepted,
        disclaimerAcceptedAt: online && input.disclaimerAccepted ? at : null,
        expiresAt: online ? trainingExpiryOf(at, startsAt) : null,
        declineReason: null,
        respondedAt: null,
        createdAt: at,
        updatedAt: at,
      };

      const key = trainer._id.toHexString();
      try {
        if (!(await claims.claim(trainer._id, doc._id, trainingCells(startsAt, endsAt), at))) throw slotTaken();
      } catch (error) {
        cache.invalidate(key);
        throw error;
      }
      try {
        await appointments.insert(doc);
        if (online) {
          await charges.insert(
            newScheduledCharge({
              _id: new ObjectId(),
              appointmentId: doc._id,
              paymentMethodId: paymentMethodId!,
              amount: doc.amount!,
              startsAt,
              now: at,
            }),
          );
        }
      } catch (error) {
        await appointments.deleteById(doc._id);
        await claims.release(doc._id);
        throw error;
      } finally {
        cache.invalidate(key);
      }
      await notices.booked(doc, shortNameOf(owner.fullName), at);
      return (await views([doc], at))[0]!;
    },

    /** Upcoming (pending or confirmed, not ended; soonest first) or past (newest first). */
    async list(user: SessionUser, scope: 'upcoming' | 'past'): Promise<OwnerTrainingAppointmentList> {
      const owner = await access.requireOwner(user);
      const at = now();
      const docs = await appointments.listOfOwner(owner._id, scope === 'upcoming' ? 'live' : 'over', at);
      return { appointments: await views(docs, at) };
    },

    /** POST /api/care/training-appointments/:id/rating: the owner rates the trainer of a completed session, once. */
    async rate(user: SessionUser, id: string, input: Required<RateBookingInput>): Promise<BookingRatingCreated> {
      const owner = await access.requireOwner(user);
      const doc = await appointments.findOfOwner(new ObjectId(id), owner._id);
      if (!doc) throw new NotFound(trainerMessages.appointmentNotFound);
      const at = now();
      return rateBooking(
        owner,
        {
          bookingId: doc._id,
          completed: trainingStatus(doc, at) === 'completed',
          provider: { petTrainerId: doc.petTrainerId },
          store: ratings,
        },
        input,
        at,
      );
    },

    /** Cancels the session and its pending charge, frees the trainer's time and tells the trainer. */
    async cancel(user: SessionUser, id: string): Promise<OwnerTrainingAppointment> {
      const owner = await access.requireOwner(user);
      const doc = await appointments.findOfOwner(new ObjectId(id), owner._id);
      if (!doc) throw new NotFound(trainerMessages.appointmentNotFound);
      const at = now();
      if (!canCancelTraining(doc, at)) throw new Conflict(trainerMessages.notCancellable);
      if (doc.paymentRequired && !(await charges.cancelPending(doc._id, at))) {
        throw new Conflict(trainerMessages.notCancellable);
      }
      const done = await appointments.transition(
        doc._id,
        { status: doc.status, updatedAt: doc.updatedAt },
        {
          status: 'cancelled',
          ...(doc.paymentRequired ? { paymentStatus: 'cancelled' as const } : {}),
          updatedAt: at,
        },
      );
      if (!done) {
        if (doc.paymentRequired) await charges.reopenCancelled(doc._id, at);
        throw new Conflict(trainerMessages.alreadyDecided);
      }
      await claims.release(doc._id);
      cache.invalidate(doc.petTrainerId.toHexString());
      await notices.cancelled(done, shortNameOf(owner.fullName), at);
      return (await views([done], at))[0]!;
    },
  };
}
