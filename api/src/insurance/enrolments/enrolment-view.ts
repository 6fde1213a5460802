import type { Enrolment } from '@petpal/contracts';
import type { EnrolmentDoc } from './enrolments.repository';

/** A policy reference to quote to the insurer: the id's last 8 characters. */
export const referenceOf = (doc: Pick<EnrolmentDoc, '_id'>) =>
  `PP-INS-${doc._id.toHexString().slice(-8).toUpperCase()}`;

export function toEnrolmentView(doc: EnrolmentDoc): Enrolment {
  return {
    id: doc._id.toHexString(),
    reference: referenceOf(doc),
    status: doc.status,
    pet: { id: doc.petId.toHexString(), name: doc.petName, species: doc.species, breed: doc.breed },
    plan: { id: doc.planId.toHexString(), name: doc.planName, reimbursementPercent: doc.reimbursementPercent },
    monthlyPremium: { amountMinor: doc.monthlyPremiumMinor, currency: doc.currency },
    createdAt: doc.createdAt.toISOString(),
    cancelledAt: doc.cancelledAt?.toISOString() ?? null,
  };
}
