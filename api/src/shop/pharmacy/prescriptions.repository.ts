import type { Binary, ObjectId } from 'mongodb';
import type { ImageRef, PrescriptionSource } from '@petpal/contracts';
import type { DataPort } from '../../data/port';

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
  /** The uploaded photo (upload): a private image of the pipeline, kept by the order (decision 098). */
  photo: ImageRef | null;
  /** Before decision 098: the image's bytes in the document; moved to `photo` at start (migration). */
  image?: { contentType: string; data: Binary } | null;
  submittedAt: Date;
  vetAskedAt: Date | null;
  review: PrescriptionReviewDoc | null;
}

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

    /** Prescriptions whose image is still in the document (before decision 098), a batch at a time. */
    withLegacyImage: (limit: number) =>
      prescriptions.find({ image: { $exists: true } }, { sort: { _id: 1 }, limit }).toArray(),

    /** The legacy image moved: the photo (null when it could not be read) replaces it. */
    async movedImage(id: ObjectId, photo: ImageRef | null): Promise<void> {
      await prescriptions.updateOne({ _id: id }, { $set: { photo }, $unset: { image: '' } });
    },

    findByOrders: (orderIds: readonly ObjectId[]) =>
      orderIds.length === 0 ? Promise.resolve([]) : prescriptions.find({ orderId: { $in: [...orderIds] } }).toArray(),

    markVetAsked: (orderId: ObjectId, at: Date) =>
      prescriptions.findOneAndUpdate({ orderId }, { $set: { vetAskedAt: at } }, { returnDocument: 'after' }),

    recordReview: (orderId: ObjectId, review: PrescriptionReviewDoc) =>
      prescriptions.findOneAndUpdate({ orderId }, { $set: { review } }, { returnDocument: 'after' }),
  };
}
