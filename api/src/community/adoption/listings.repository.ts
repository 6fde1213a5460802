import type { Binary, ObjectId } from 'mongodb';
import type {
  AdoptionCurrency,
  AdoptionSex,
  AdoptionSize,
  AdoptionSpecies,
  AdoptionStatus,
  ImageRef,
} from '@petpal/contracts';
import type { DataPort, Filter } from '../../data/port';
import { moveLegacyPhotoLists, type ImagesService } from '../../images';

export const LISTINGS_COLLECTION = 'community_adoption_listings';
/** Photos stored before the image pipeline; moved into it at start (`migrateLegacyListingPhotos`, decision 105). */
export const LISTING_PHOTOS_COLLECTION = 'community_adoption_photos';

/** What the lister describes, its age aside (a birth month here; years and months as the lister gives them). */
export interface ListingDescription {
  title: string;
  species: AdoptionSpecies;
  breed: string;
  sex: AdoptionSex;
  size: AdoptionSize;
  vaccinated: boolean;
  neutered: boolean;
  goodWithKids: boolean;
  goodWithDogs: boolean;
  goodWithCats: boolean;
  description: string;
  /** Whole rupees or dollars; 0 is free. */
  fee: number;
  currency: AdoptionCurrency;
  city: string;
  area: string;
}

export interface ListingDoc extends ListingDescription {
  _id: ObjectId;
  listerId: ObjectId;
  /** The lister's public name when they listed ("Priya S."), never their contact details. */
  listerName: string;
  /** The age given, as a birth month estimate: the listing shows (and filters on) today's age. */
  bornOn: Date;
  /** Images the lister uploaded (decision 105), the cover first; absent only before the start-up migration. */
  photos?: ImageRef[];
  /** Before decision 105: ids of `community_adoption_photos` documents, replaced by `photos` at start. */
  photoIds?: ObjectId[];
  status: AdoptionStatus;
  /** Set when the lister accepts an adopter (the listing is pending from then on). */
  acceptedApplicationId: ObjectId | null;
  applicationCount: number;
  createdAt: Date;
  editedAt: Date | null;
}

/** A listing photo stored before the image pipeline (its bytes, as sent). */
export interface LegacyListingPhotoDoc {
  _id: ObjectId;
  listingId: ObjectId;
  contentType: string;
  data: Binary;
}

/** Where the previous page ended: its last listing's time and id. */
export interface ListingCursor {
  createdAt: Date;
  id: ObjectId;
}

export interface ListingFilter {
  species?: AdoptionSpecies | undefined;
  city?: string | undefined;
  /** Born on or before (at least this old). */
  bornBy?: Date | undefined;
  /** Born after (younger than). */
  bornAfter?: Date | undefined;
  feeMax?: number | undefined;
  currency?: AdoptionCurrency | undefined;
}

export type ListingChanges = Partial<Omit<ListingDoc, '_id' | 'listerId' | 'listerName' | 'createdAt'>>;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** The only code that touches community_adoption_listings and community_adoption_photos. */
export function createListingsRepository(db: DataPort) {
  const listings = db.collection<ListingDoc>(LISTINGS_COLLECTION);
  const legacyPhotos = db.collection<LegacyListingPhotoDoc>(LISTING_PHOTOS_COLLECTION);

  return {
    async ensureIndexes(): Promise<void> {
      // Browsing: available pets newest first, optionally of one species.
      await listings.createIndex({ status: 1, createdAt: -1, _id: -1 }, { name: 'browse' });
      await listings.createIndex({ status: 1, species: 1, createdAt: -1, _id: -1 }, { name: 'browse_species' });
      await listings.createIndex({ listerId: 1, createdAt: -1 }, { name: 'lister' });
      await legacyPhotos.createIndex({ listingId: 1 }, { name: 'listing' });
    },

    insert: (doc: ListingDoc) => listings.insertOne(doc),

    findById: (id: ObjectId) => listings.findOne({ _id: id }),

    /** One page of available listings matching `filter`, newest first, after `cursor`. */
    browse(filter: ListingFilter, cursor: ListingCursor | null, limit: number) {
      const where: Filter<ListingDoc> = { status: 'available' };
      if (filter.species) where.species = filter.species;
      if (filter.city) where.city = { $regex: escapeRegex(filter.city), $options: 'i' };
      if (filter.bornBy || filter.bornAfter) {
        where.bornOn = {
          ...(filter.bornBy ? { $lte: filter.bornBy } : {}),
          ...(filter.bornAfter ? { $gt: filter.bornAfter } : {}),
        };
      }
      if (filter.feeMax !== undefined) where.fee = { $lte: filter.feeMax };
      if (filter.currency) where.currency = filter.currency;
      if (cursor) {
        where.$or = [
          { createdAt: { $lt: cursor.createdAt } },
          { createdAt: cursor.createdAt, _id: { $lt: cursor.id } },
        ];
      }
      return listings.find(where, { sort: { createdAt: -1, _id: -1 }, limit }).toArray();
    },

    ofLister: (listerId: ObjectId) => listings.find({ listerId }, { sort: { createdAt: -1, _id: -1 } }).toArray(),

    /** Applies `set` while the listing's status is one of `from`; null when it is not (any more). */
    update: (id: ObjectId, from: readonly AdoptionStatus[], set: ListingChanges) =>
      listings.findOneAndUpdate({ _id: id, status: { $in: [...from] } }, { $set: set }, { returnDocument: 'after' }),

    countApplication: (id: ObjectId) => listings.updateOne({ _id: id }, { $inc: { applicationCount: 1 } }),

    /** Deletes the listing; answers what it was (its photos are the caller's to delete), or null. */
    async delete(id: ObjectId): Promise<ListingDoc | null> {
      const doc = await listings.findOne({ _id: id });
      if (!doc) return null;
      const { deletedCount } = await listings.deleteOne({ _id: id });
      return deletedCount > 0 ? doc : null;
    },

    /** Photos stored the old way move into the image pipeline (at start; decision 105). */
    moveLegacyPhotos: (images: Pick<ImagesService, 'storeMade'>) =>
      moveLegacyPhotoLists(listings, legacyPhotos, 'listingId', images),
  };
}

export type ListingsRepository = ReturnType<typeof createListingsRepository>;
