import { ObjectId } from 'mongodb';
import {
  trainerMessages,
  type DeclineTrainingInput,
  type SessionUser,
  type TrainerAppointmentList,
  type TrainerTrainingAppointment,
} from '@petpal/contracts';
import { Conflict, NotFound } from '../../errors';
import type { CareAccess } from '../access/care-access';
import type { TrainerAccess } from './trainer-access';
import type { TrainerRecordDoc } from './trainers.repository';
import type { TrainingAppointmentDoc, TrainingAppointmentsRepository } from './training-appointments.repository';
import type { TrainingChargesRepository } from './training-charges.repository';
import type { TrainingClaimsRepository } from './training-claims.repository';
import type { TrainingNotices } from './training-notices';
import { toTrainerTraining, trainingStatus } from './training-views';

export interface TrainerPracticeDeps {
  access: CareAccess;
  trainerAccess: TrainerAccess;
  appointments: TrainingAppointmentsRepository;
  claims: TrainingClaimsRepository;
  charges: TrainingChargesRepository;
  notices: TrainingNotices;
  now: () => Date;
}

export type TrainerPracticeService = ReturnType<typeof createTrainerPracticeService>;

/**
 * The trainer's sessions (decision 031): in-person bookings arrive confirmed (spec section 4); online
 * requests wait for the trainer's accept or decline (with a reason) and expire unanswered.
 */
export function createTrainerPracticeService(deps: TrainerPracticeDeps) {
  const { access, trainerAccess, appointments, claims, charges, notices, now } = deps;

  async function views(docs: readonly TrainingAppointmentDoc[], at: Date): Promise<TrainerTrainingAppointment[]> {
    const ids = [...new Map(docs.map((doc) => [doc.petOwnerId.toHexString(), doc.petOwnerId])).values()];
    const owners = await access.ownersByIds(ids);
    return docs.map((doc) => toTrainerTraining(doc, owners.get(doc.petOwnerId.toHexString()), at));
  }

  /** The trainer's pending request, answerable now; else the reason it is not. */
  async function answerable(trainer: TrainerRecordDoc, id: string, at: Date): Promise<TrainingAppointmentDoc> {
    const doc = await appointments.findOfTrainer(new ObjectId(id), trainer._id);
    if (!doc) throw new NotFound(trainerMessages.appointmentNotFound);
    const status = trainingStatus(doc, at);
    if (status === 'expired') throw new Conflict(trainerMessages.expired);
    if (status !== 'pending' || at >= doc.startsAt) throw new Conflict(trainerMessages.alreadyDecided);
    return doc;
  }

  const stillPending = (at: Date) => ({ status: 'pending' as const, expiresAt: { $gt: at } });

  return {
    /** Incoming: pending requests (soonest deadline first), then confirmed sessions ahead; or past ones. */
    async list(user: SessionUser, scope: 'incoming' | 'past'): Promise<TrainerAppointmentList> {
      const trainer = await trainerAccess.requireTrainer(user);
      const at = now();
      const docs = await appointments.listOfTrainer(trainer._id, scope === 'incoming' ? 'live' : 'over', at);
      const ordered =
        scope === 'incoming'
          ? [
              ...docs
                .filter((doc) => doc.status === 'pending')
                .sort((a, b) => a.expiresAt!.getTime() - b.expiresAt!.getTime()),
              ...docs.filter((doc) => doc.status !== 'pending'),
            ]
          : docs;
      return { appointments: await views(ordered, at) };
    },

    async accept(user: SessionUser, id: string): Promise<TrainerTrainingAppointment> {
      const trainer = await trainerAccess.requireTrainer(user);
      const at = now();
      const doc = await answerable(trainer, id, at);
      const done = await appointments.transition(doc._id, stillPending(at), {
        status: 'confirmed',
        respondedAt: at,
        updatedAt: at,
      });
      if (!done) throw new Conflict(trainerMessages.alreadyDecided);
      await notices.accepted(done, trainer.fullName, at);
      return (await views([done], at))[0]!;
    },

    async decline(user: SessionUser, id: string, input: DeclineTrainingInput): Promise<TrainerTrainingAppointment> {
      const trainer = await trainerAccess.requireTrainer(user);
      const at = now();
      const doc = await answerable(trainer, id, at);
      const done = await appointments.transition(doc._id, stillPending(at), {
        status: 'declined',
        declineReason: input.reason.trim(),
        ...(doc.paymentRequired ? { paymentStatus: 'cancelled' as const } : {}),
        respondedAt: at,
        updatedAt: at,
      });
      if (!done) throw new Conflict(trainerMessages.alreadyDecided);
      await charges.cancelPending(done._id, at);
      await claims.release(done._id);
      await notices.declined(done, trainer.fullName, at);
      return (await views([done], at))[0]!;
    },
  };
}
