import { Binary, type ObjectId } from 'mongodb';
import { isDuplicateKeyError, type DataPort } from '../../data/port';
import type { PhotoType } from '../../lib/photos';

export const REPORT_CARDS_COLLECTION = 'care_report_cards';
export const REPORT_CARD_PHOTOS_COLLECTION = 'care_report_card_photos';

/** A sitter's report card of one visit of a booking (decision 086). */
export interface ReportCardDoc {
  _id: ObjectId;
  bookingRequestId: ObjectId;
  /** The visit's date in the booking's zone: with the booking, unique. */
  visitDate: string;
  petSitterId: ObjectId;
  ownerUserId: ObjectId;
  sitterUserId: ObjectId;
  timeZone: string;
  startTime: string;
  endTime: string;
  startedAt: Date;
  endedAt: Date;
  pee: boolean;
  poo: boolean;
  food: boolean;
  water: boolean;
  note: string;
  photoIds: ObjectId[];
  filedAt: Date;
  updatedAt: Date;
}

export interface ReportCardPhotoDoc {
  _id: ObjectId;
  cardId: ObjectId;
  contentType: PhotoType;
  data: Binary;
}

export const reportCardPhotoDoc = (
  _id: ObjectId,
  cardId: ObjectId,
  photo: { contentType: PhotoType; bytes: Uint8Array },
): ReportCardPhotoDoc => ({ _id, cardId, contentType: photo.contentType, data: new Binary(photo.bytes) });

/** The only code that touches `care_report_cards` and `care_report_card_photos`. */
export function createReportCardsRepository(db: DataPort) {
  const cards = db.collection<ReportCardDoc>(REPORT_CARDS_COLLECTION);
  const photos = db.collection<ReportCardPhotoDoc>(REPORT_CARD_PHOTOS_COLLECTION);

  return {
    async ensureIndexes(): Promise<void> {
      await cards.createIndex({ bookingRequestId: 1, visitDate: 1 }, { unique: true, name: 'booking_visit_unique' });
      await photos.createIndex({ cardId: 1 }, { name: 'card' });
    },

    /** Stores a new card; false when the visit already has one (a retry, or a racing filing). */
    async insertOnce(doc: ReportCardDoc): Promise<boolean> {
      try {
        await cards.insertOne(doc);
        return true;
      } catch (error) {
        if (isDuplicateKeyError(error)) return false;
        throw error;
      }
    },

    findById: (id: ObjectId) => cards.findOne({ _id: id }),

    /** A booking's cards, visit by visit. */
    listOfBooking: (bookingRequestId: ObjectId) =>
      cards.find({ bookingRequestId }, { sort: { visitDate: 1 } }).toArray(),

    /** Changes a card only while it was filed after `filedAfter` (its edit window); the card as it now is, or null. */
    updateWhileEditable: (id: ObjectId, filedAfter: Date, set: Partial<ReportCardDoc>) =>
      cards.findOneAndUpdate({ _id: id, filedAt: { $gt: filedAfter } }, { $set: set }, { returnDocument: 'after' }),

    insertPhotos: async (docs: readonly ReportCardPhotoDoc[]) => {
      if (docs.length > 0) await photos.insertMany([...docs]);
    },

    deletePhotos: async (ids: readonly ObjectId[]) => {
      if (ids.length > 0) await photos.deleteMany({ _id: { $in: [...ids] } });
    },

    photo: (id: ObjectId) => photos.findOne({ _id: id }),
  };
}

export type ReportCardsRepository = ReturnType<typeof createReportCardsRepository>;
