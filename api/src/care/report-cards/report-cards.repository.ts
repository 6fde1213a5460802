import type { Binary, ObjectId } from 'mongodb';
import type { ImageRef } from '@petpal/contracts';
import { isDuplicateKeyError, type DataPort } from '../../data/port';
import { moveLegacyPhotoLists, type ImagesService } from '../../images';

export const REPORT_CARDS_COLLECTION = 'care_report_cards';
/** Photos stored before the image pipeline; moved into it at start (`migrateLegacyReportCardPhotos`). */
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
  /** Images the sitter uploaded, kept by this card alone (decision 100). */
  photos: ImageRef[];
  /** Before decision 100: ids of `care_report_card_photos` documents, replaced by `photos` at start. */
  photoIds?: ObjectId[];
  filedAt: Date;
  updatedAt: Date;
}

/** A photo stored before the image pipeline (its bytes, as sent). */
export interface LegacyReportCardPhotoDoc {
  _id: ObjectId;
  cardId: ObjectId;
  data: Binary;
}

/** The only code that touches `care_report_cards` and (until its photos move) `care_report_card_photos`. */
export function createReportCardsRepository(db: DataPort) {
  const cards = db.collection<ReportCardDoc>(REPORT_CARDS_COLLECTION);
  const legacyPhotos = db.collection<LegacyReportCardPhotoDoc>(REPORT_CARD_PHOTOS_COLLECTION);

  return {
    async ensureIndexes(): Promise<void> {
      await cards.createIndex({ bookingRequestId: 1, visitDate: 1 }, { unique: true, name: 'booking_visit_unique' });
      await legacyPhotos.createIndex({ cardId: 1 }, { name: 'card' });
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

    /** The card of one visit, if filed. */
    ofVisit: (bookingRequestId: ObjectId, visitDate: string) => cards.findOne({ bookingRequestId, visitDate }),

    /** A booking's cards, visit by visit. */
    listOfBooking: (bookingRequestId: ObjectId) =>
      cards.find({ bookingRequestId }, { sort: { visitDate: 1 } }).toArray(),

    /** Changes a card only while it was filed after `filedAfter` (its edit window); the card as it now is, or null. */
    updateWhileEditable: (id: ObjectId, filedAfter: Date, set: Partial<ReportCardDoc>) =>
      cards.findOneAndUpdate({ _id: id, filedAt: { $gt: filedAfter } }, { $set: set }, { returnDocument: 'after' }),

    /** Photos stored the old way move into the image pipeline (at start; decision 100). */
    moveLegacyPhotos: (images: Pick<ImagesService, 'storeMade'>) =>
      moveLegacyPhotoLists(cards, legacyPhotos, 'cardId', images),
  };
}

export type ReportCardsRepository = ReturnType<typeof createReportCardsRepository>;
