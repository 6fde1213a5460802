import type { Prescription } from '@petpal/contracts';
import type { PrescriptionDoc } from './prescriptions.repository';

/** Where an uploaded prescription's image is served (its owner and pharmacists only). */
export const prescriptionImagePath = (orderId: string) => `/api/shop/orders/${orderId}/prescription/image`;

export function toPrescription(doc: PrescriptionDoc): Prescription {
  const orderId = doc.orderId.toHexString();
  return {
    orderId,
    source: doc.source,
    vetId: doc.vetId?.toHexString() ?? null,
    vetName: doc.vetName,
    clinic: doc.clinic,
    petId: doc.petId?.toHexString() ?? null,
    petName: doc.petName,
    imageUrl: doc.image ? prescriptionImagePath(orderId) : null,
    submittedAt: doc.submittedAt.toISOString(),
    vetAskedAt: doc.vetAskedAt?.toISOString() ?? null,
    review: doc.review
      ? { outcome: doc.review.outcome, reason: doc.review.reason, reviewedAt: doc.review.reviewedAt.toISOString() }
      : null,
  };
}
