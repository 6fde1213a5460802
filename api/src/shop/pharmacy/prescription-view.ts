import { imageUrl, type Prescription } from '@petpal/contracts';
import type { PrescriptionDoc } from './prescriptions.repository';

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
    imageUrl: doc.photo ? imageUrl(doc.photo.id, doc.photo.widths.at(-1) ?? doc.photo.width) : null,
    photo: doc.photo ?? null,
    submittedAt: doc.submittedAt.toISOString(),
    vetAskedAt: doc.vetAskedAt?.toISOString() ?? null,
    review: doc.review
      ? { outcome: doc.review.outcome, reason: doc.review.reason, reviewedAt: doc.review.reviewedAt.toISOString() }
      : null,
  };
}
