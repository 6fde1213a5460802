import { Binary, type ObjectId } from 'mongodb';
import type { PrescriptionSource } from '@petpal/contracts';
import type { DataPort } from '../../data/port';
import type { PhotoType } from '../../lib/photos';

export const SHOP_PRESCRIPTIONS = 'shop_prescriptions';

export interface PrescriptionReviewDoc {
  outcome: 'approved' | 'refused';
  reason: string | null;
  reviewedAt: Date;
  /** The pharmacist's user id. */
  reviewedBy: ObjectId;
}

/** One per order (unique on orderId): attaching again replaces it while the order still waits. */
export interface PrescriptionDoc {
  _id: ObjectId;
  orderId: ObjectId;
  /** The order's buyer. */
  userId: ObjectId;
  source: PrescriptionSource;
  /** The veterinary_doctors record asked (petpal_vet). */
  vetId: ObjectId | null;
  vetName: string;
  clinic: string | null;
  petId: ObjectId | null;
  petName: string | null;
  /** The uploaded image, checked and stripped of its metadata (upload). */
  image: { contentType: PhotoType; data: Binary } | null;
  submittedAt: Date;
  vetAskedAt: Date | null;
  review: PrescriptionReviewDoc | null;
}

export const prescriptionImage = (contentType: PhotoType, bytes: Uint8Array) => ({
  contentType,
  data: new Binary(bytes),
});

export type PrescriptionsRepository = ReturnType<typeof createPrescriptionsRepository>;

/** The only code that touches `shop_prescriptions`. */
export function createPrescriptionsRepository(db: DataPort) {
  const prescriptions = db.collection<PrescriptionDoc>(SHOP_PRESCRIPTIONS);

  return {
    async ensureIndexes(): Promise<void> {
      await prescriptions.createIndex({ orderId: 1 }, { unique: true, name: 'order_unique' });
    },

    /** Creates or replaces the order's prescription (keeps the first document's id). */
    async save(doc: PrescriptionDoc): Promise<PrescriptionDoc> {
      const { _id, orderId, ...fields } = doc;
      const saved = await prescriptions.findOneAndUpdate(
        { orderId },
        { $set: fields, $setOnInsert: { _id } },
        { upsert: true, returnDocument: 'after' },
      );
      return saved ?? doc;
    },

    findByOrder: (orderId: ObjectId) => prescriptions.findOne({ orderId }),

    findByOrders: (orderIds: readonly ObjectId[]) =>
      orderIds.length === 0 ? Promise.resolve([]) : prescriptions.find({ orderId: { $in: [...orderIds] } }).toArray(),

    markVetAsked: (orderId: ObjectId, at: Date) =>
      prescriptions.findOneAndUpdate({ orderId }, { $set: { vetAskedAt: at } }, { returnDocument: 'after' }),

    recordReview: (orderId: ObjectId, review: PrescriptionReviewDoc) =>
      prescriptions.findOneAndUpdate({ orderId }, { $set: { review } }, { returnDocument: 'after' }),
  };
}
