import { ObjectId } from 'mongodb';
import type { AuthFacade } from '../../auth';
import {
  vetMessages,
  type OwnerAppointment,
  type OwnerAppointmentList,
  type PayAppointmentInput,
  type RateAppointmentInput,
  type RatingCreated,
  type SessionUser,
  type VisitNoteList,
} from '@petpal/contracts';
import { Conflict, Invalid, NotFound, PaymentDeclined, Unavailable } from '../../errors';
import { canCancel, hasEnded } from './appointment-views';
import type { ProviderCache } from '../../scheduling';
import type { OwnerViews } from './owner-views';
import { ACTIVE_STATUSES, type AppointmentsRepository, type Scope } from './appointments.repository';
import { cancelAppointment } from './cancel-appointment';
import { cancelPaidAppointment } from './cancel-paid-appointment';
import type { AppointmentRefunds } from '../charges/appointment-refunds';
import type { TeleconsultationPaymentsRepository } from '../charges/teleconsultation-payments.repository';
import type { ChargeService } from '../charges/charges.service';
import type { ChargesRepository } from '../charges/charges.repository';
import type { RatingsRepository } from '../directory/ratings.repository';
import type { SlotClaimsRepository } from './slot-claims.repository';
import type { VetRecords } from '../directory/vet-records';
import { firstNameOf } from '../directory/directory.service';
import type { AppointmentDoc } from './appointments.repository';

export interface OwnerAppointmentsServiceDeps {
  vets: VetRecords;
  methods: AuthFacade['paymentMethods'];
  appointments: AppointmentsRepository;
  claims: SlotClaimsRepository;
  charges: ChargesRepository;
  /** Pay Now goes through the charge service of vet/charges. */
  payments: Pick<ChargeService, 'payNow'>;
  /** The charges that paid (a paid cancel refunds the succeeded one). */
  paid: Pick<TeleconsultationPaymentsRepository, 'findSucceeded'>;
  refunds: Pick<AppointmentRefunds, 'settle'>;
  ratings: RatingsRepository;
  cache: ProviderCache;
  views: OwnerViews;
  now?: () => Date;
}

export type OwnerAppointmentsService = ReturnType<typeof createOwnerAppointmentsService>;

/** The owner's side after booking: lists, cancel, Pay Now, rating, visit notes. */
export function createOwnerAppointmentsService(deps: OwnerAppointmentsServiceDeps) {
  const { now = () => new Date() } = deps;

  /** The user's own appointment; anyone else's is a 404 (its existence is never revealed). */
  async function own(user: SessionUser, id: string): Promise<AppointmentDoc> {
    const doc = await deps.appointments.findForOwner(new ObjectId(user.id), new ObjectId(id));
    if (!doc) throw new NotFound(vetMessages.notFound);
    return doc;
  }

  async function view(doc: AppointmentDoc): Promise<OwnerAppointment> {
    const [result] = await deps.views([doc], now());
    return result as OwnerAppointment;
  }

  return {
    async list(user: SessionUser, scope: Scope): Promise<OwnerAppointmentList> {
      const docs = await deps.appointments.listForOwner(new ObjectId(user.id), scope, now());
      return { appointments: await deps.views(docs, now()) };
    },

    /**
     * Cancels a pending or confirmed appointment more than 24 hours ahead; a paid one is then refunded in
     * full (docs/decisions/050), later it is refused (paidCancel). Cancelling twice answers the cancelled
     * appointment.
     */
    async cancel(user: SessionUser, id: string): Promise<OwnerAppointment> {
      const doc = await own(user, id);
      const at = now();
      if (doc.status === 'cancelled') return view(doc);
      if (doc.paymentStatus === 'completed') {
        if (!canCancel(doc, at)) throw new Conflict(vetMessages.paidCancel, 'paid_cancel');
        const refunded = await cancelPaidAppointment(deps, doc, at);
        if (refunded) return view(refunded);
        const current = await deps.appointments.findById(doc._id);
        if (current?.status === 'cancelled') return view(current);
        throw new Conflict(vetMessages.cancelFailed, 'cancel_failed');
      }
      if (!canCancel(doc, at)) throw new Conflict(vetMessages.cancelTooLate, 'cancel_too_late');
      const cancelled = await cancelAppointment(deps, doc, ACTIVE_STATUSES, at, {
        paymentStatus: { $ne: 'completed' },
      });
      if (cancelled) return view(cancelled);
      const current = await deps.appointments.findById(doc._id);
      if (current?.status === 'cancelled') return view(current);
      throw new Conflict(vetMessages.cancelFailed, 'cancel_failed');
    },

    /**
     * Pay Now on the Payment Required screen: charges the fee in INR to the given (own) method or the one
     * saved with the booking, through the charge service (which holds the charge while it works, so Pay
     * Now and the automatic charge never overlap). Success: paymentStatus completed, status confirmed.
     * A decline changes nothing on the appointment and answers 402 payment_failed.
     */
    async pay(user: SessionUser, id: string, input: PayAppointmentInput): Promise<OwnerAppointment> {
      const doc = await own(user, id);
      if (doc.status === 'cancelled') throw new Conflict(vetMessages.appointmentCancelled, 'appointment_cancelled');
      if (!doc.paymentRequired || !doc.consultationFee) {
        throw new Conflict(vetMessages.notPayable, 'payment_not_required');
      }
      if (doc.paymentStatus === 'completed') throw new Conflict(vetMessages.alreadyPaid, 'already_paid');
      const methodId = input.paymentMethodId ? new ObjectId(input.paymentMethodId) : doc.paymentMethodId;
      const method = methodId ? await deps.methods.findOwned(new ObjectId(user.id), methodId) : null;
      if (!method) throw new Invalid(vetMessages.paymentMethod, { paymentMethodId: vetMessages.paymentMethod });

      const outcome = await deps.payments.payNow(doc._id, method._id, now());
      if (!outcome) {
        const current = await deps.appointments.findById(doc._id);
        if (current?.paymentStatus === 'completed') throw new Conflict(vetMessages.alreadyPaid, 'already_paid');
        throw new Conflict(vetMessages.paymentInProgress, 'payment_in_progress');
      }
      switch (outcome.outcome) {
        case 'succeeded':
          deps.cache.invalidate(doc.vetId.toHexString());
          return view(outcome.appointment);
        case 'declined':
          throw new PaymentDeclined(vetMessages.paymentFailed);
        case 'cancelled':
          throw new Conflict(vetMessages.appointmentCancelled, 'appointment_cancelled');
        case 'unanswered':
          // The provider did not answer; the same attempt is resumed in the background.
          throw new Unavailable(vetMessages.paymentInProgress, 'payment_unanswered');
      }
    },

    /** One rating per appointment (unique index), once it has ended and unless it was cancelled. */
    async rate(user: SessionUser, id: string, input: Required<RateAppointmentInput>): Promise<RatingCreated> {
      const doc = await own(user, id);
      const at = now();
      if (!hasEnded(doc, at)) throw new Conflict(vetMessages.notRatable, 'not_ratable');
      const rating = {
        _id: new ObjectId(),
        appointmentId: doc._id,
        vetId: doc.vetId,
        petOwnerId: doc.petOwnerId,
        rating: input.rating,
        feedback: input.feedback,
        createdAt: at,
      };
      if (!(await deps.ratings.insertOnce(rating))) throw new Conflict(vetMessages.alreadyRated, 'already_rated');
      deps.cache.invalidate(doc.vetId.toHexString());
      const owner = (await deps.vets.ownersByIds([doc.petOwnerId])).get(doc.petOwnerId.toHexString());
      return {
        review: {
          id: rating._id.toHexString(),
          rating: rating.rating,
          feedback: rating.feedback,
          author: firstNameOf(owner?.fullName),
          createdAt: at.toISOString(),
        },
      };
    },

    async visitNotes(user: SessionUser): Promise<VisitNoteList> {
      const docs = await deps.appointments.listWithNotes(new ObjectId(user.id));
      const views = await deps.views(docs, now());
      return {
        notes: docs.map((doc, i) => ({
          appointmentId: doc._id.toHexString(),
          vetName: views[i]?.vet.fullName ?? 'Veterinarian',
          pet: views[i]?.pet ? { name: views[i].pet.name, breed: views[i].pet.breed } : null,
          date: doc.appointmentDate,
          startTime: doc.startTime,
          notes: doc.visitNotes ?? '',
          updatedAt: (doc.visitNotesUpdatedAt ?? doc.updatedAt).toISOString(),
        })),
      };
    },
  };
}
