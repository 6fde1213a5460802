import { ObjectId } from 'mongodb';
import type { AuthFacade } from '../../auth';
import { insuranceMessages, type Enrolment, type SessionUser } from '@petpal/contracts';
import { isDuplicateKeyError } from '../../data/port';
import { Conflict, Forbidden, Invalid, NotFound } from '../../errors';
import type { PlansRepository } from '../plans/plans.repository';
import type { QuotesRepository } from '../quotes/quotes.repository';
import { activeKeyOf, type EnrolmentDoc, type EnrolmentsRepository } from './enrolments.repository';
import { toEnrolmentView } from './enrolment-view';

export interface EnrolmentsDeps {
  enrolments: EnrolmentsRepository;
  quotes: QuotesRepository;
  plans: PlansRepository;
  /** The owner's record and pets. */
  auth: Pick<AuthFacade, 'records' | 'pets'>;
  now: () => Date;
}

export type EnrolmentsService = ReturnType<typeof createEnrolmentsService>;

/**
 * Enrolments are recorded only: no charge is taken and no insurer is told (docs/decisions/045). A pet has at
 * most one active enrolment.
 */
export function createEnrolmentsService(deps: EnrolmentsDeps) {
  const { enrolments, quotes, plans, auth, now } = deps;

  return {
    async enrol(user: SessionUser, input: { quoteId: string; planId: string; petId: string }): Promise<Enrolment> {
      if (user.role !== 'pet_owner') throw new Forbidden(insuranceMessages.ownersOnly);
      const userId = new ObjectId(user.id);
      const owner = await auth.records.findByUser('pet_owner', userId);
      if (!owner) throw new Forbidden(insuranceMessages.ownersOnly);

      const petId = new ObjectId(input.petId);
      const [pets, quote] = await Promise.all([
        auth.pets.listByOwner(owner._id),
        quotes.findById(new ObjectId(input.quoteId)),
      ]);
      const pet = pets.find((p) => p._id.equals(petId));
      if (!pet) throw new NotFound(insuranceMessages.petNotFound);
      if (!quote || (quote.userId !== null && !quote.userId.equals(userId))) {
        throw new NotFound(insuranceMessages.quoteNotFound);
      }
      const time = now();
      if (quote.expiresAt <= time) {
        throw new Invalid(insuranceMessages.quoteExpired, { quoteId: insuranceMessages.quoteExpired }, 'quote_expired');
      }
      if (pet.species !== quote.species) {
        const message = insuranceMessages.speciesMismatch(pet.name, quote.species);
        throw new Invalid(message, { petId: message }, 'species_mismatch');
      }
      const planId = new ObjectId(input.planId);
      const line = quote.lines.find((l) => l.planId.equals(planId));
      const plan = line ? await plans.findById(planId) : null;
      if (!line || !plan) throw new NotFound(insuranceMessages.planNotFound);
      if (!line.eligible || !line.premium) {
        const message = line.reason ?? insuranceMessages.planIneligible;
        throw new Invalid(message, { planId: message }, 'plan_ineligible');
      }
      if (await enrolments.findActiveByPet(pet._id)) {
        throw new Conflict(insuranceMessages.alreadyEnrolled(pet.name), 'already_enrolled');
      }

      const doc: EnrolmentDoc = {
        _id: new ObjectId(),
        userId,
        petId: pet._id,
        petName: pet.name,
        species: quote.species,
        breed: pet.breed,
        planId: plan._id,
        planName: plan.name,
        reimbursementPercent: plan.reimbursementPercent,
        quoteId: quote._id,
        currency: quote.currency,
        monthlyPremiumMinor: line.premium[quote.currency],
        status: 'active',
        activeKey: activeKeyOf(pet._id),
        createdAt: time,
        cancelledAt: null,
        updatedAt: time,
      };
      try {
        await enrolments.insert(doc);
      } catch (error) {
        if (isDuplicateKeyError(error)) {
          throw new Conflict(insuranceMessages.alreadyEnrolled(pet.name), 'already_enrolled');
        }
        throw error;
      }
      return toEnrolmentView(doc);
    },

    async list(userId: ObjectId): Promise<Enrolment[]> {
      return (await enrolments.listByUser(userId)).map(toEnrolmentView);
    },

    async cancel(userId: ObjectId, id: ObjectId): Promise<Enrolment> {
      const cancelled = await enrolments.cancel(userId, id, now());
      if (cancelled) return toEnrolmentView(cancelled);
      const existing = await enrolments.findOwned(userId, id);
      if (!existing) throw new NotFound(insuranceMessages.enrolmentNotFound);
      throw new Conflict(insuranceMessages.alreadyCancelled, 'already_cancelled');
    },
  };
}
