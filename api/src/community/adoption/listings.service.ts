import { ObjectId } from 'mongodb';
import {
  ADOPTION_PAGE_SIZE,
  ADOPTION_PHOTO_PATH,
  adoptionMessages,
  type AdoptionCurrency,
  type AdoptionListing,
  type AdoptionListingPage,
  type AdoptionSpecies,
  type AdoptionStatus,
} from '@petpal/contracts';
import { Conflict, Forbidden, Invalid, NotFound } from '../../errors';
import { decodePhotoDataUrl } from '../../lib/photos';
import type { RateLimiter } from '../../lib/rate-limit';
import { userOf, type Viewer } from '../access/community-access';
import type { AdoptionNotices } from './adoption-notices';
import type { ApplicationsRepository } from './applications.repository';
import type { ContactOf } from './contacts';
import { ageOf, bornOnFor, decodeListingCursor, encodeListingCursor, listingOf, summaryOf } from './listing-views';
import {
  listingPhotoDoc,
  type ListingChanges,
  type ListingDescription,
  type ListingDoc,
  type ListingsRepository,
} from './listings.repository';

export interface ListingsServiceDeps {
  listings: ListingsRepository;
  applications: ApplicationsRepository;
  publicName: (userId: ObjectId) => Promise<string>;
  contactOf: ContactOf;
  notices: AdoptionNotices;
  listingLimiter: RateLimiter;
  now: () => Date;
}

export interface ListingFields extends ListingDescription {
  ageYears: number;
  ageMonths: number;
}

export type NewListing = ListingFields & { photos: string[] };
export type ListingPatch = { [K in keyof ListingFields]?: ListingFields[K] | undefined } & {
  photos?: string[] | undefined;
};

export interface BrowseFilters {
  species?: AdoptionSpecies | undefined;
  city?: string | undefined;
  minAgeMonths?: number | undefined;
  maxAgeMonths?: number | undefined;
  feeMax?: number | undefined;
  currency?: AdoptionCurrency | undefined;
  cursor?: string | undefined;
}

/** Statuses in which the lister may still edit a listing. */
const OPEN: readonly AdoptionStatus[] = ['available', 'pending'];

const isLister = (viewer: Viewer, doc: ListingDoc) => viewer.userId !== null && doc.listerId.equals(viewer.userId);

/**
 * Adoption listings: browse (anyone), one listing (anyone; a withdrawn one only for its lister and admins),
 * create, edit, withdraw and mark adopted (the lister), remove (admins). Texts are kept exactly as sent.
 */
export function createListingsService(deps: ListingsServiceDeps) {
  const { listings, applications, contactOf, notices, listingLimiter, now } = deps;

  /** The listing, if the viewer may see it. */
  async function visible(viewer: Viewer, id: ObjectId): Promise<ListingDoc> {
    const doc = await listings.findById(id);
    if (!doc || (doc.status === 'withdrawn' && !isLister(viewer, doc) && !viewer.admin)) {
      throw new NotFound(adoptionMessages.listingNotFound);
    }
    return doc;
  }

  /** The listing, if the viewer listed it (403 for anyone else who may see it). */
  async function ownListing(viewer: Viewer, id: ObjectId): Promise<ListingDoc> {
    userOf(viewer);
    const doc = await visible(viewer, id);
    if (!isLister(viewer, doc)) throw new Forbidden(adoptionMessages.notYourListing, 'not_your_listing');
    return doc;
  }

  /** The listing as the viewer sees it: their application, and the lister's contact once they are accepted. */
  async function view(viewer: Viewer, doc: ListingDoc): Promise<AdoptionListing> {
    const own = isLister(viewer, doc);
    const application = viewer.userId && !own ? await applications.findOf(doc._id, viewer.userId) : null;
    const accepted = application?.status === 'accepted' && doc.acceptedApplicationId?.equals(application._id);
    return listingOf(
      doc,
      {
        own,
        admin: viewer.admin,
        signedIn: viewer.userId !== null,
        application,
        contact: accepted ? await contactOf(doc.listerId) : null,
      },
      now(),
    );
  }

  /** A closed listing (adopted, withdrawn) or one that changed under the caller: 409 with what happened. */
  async function refuseChange(id: ObjectId): Promise<never> {
    const doc = await listings.findById(id);
    if (!doc) throw new NotFound(adoptionMessages.listingNotFound);
    throw new Conflict(adoptionMessages.closed, 'listing_closed');
  }

  /** Decodes new photos (type by their bytes, metadata stripped) and checks kept ones belong to `doc`. */
  function photosOf(listingId: ObjectId, photos: readonly string[], kept: readonly ObjectId[]) {
    const keep = new Set(kept.map((id) => id.toHexString()));
    const fresh: ReturnType<typeof listingPhotoDoc>[] = [];
    const ids = photos.map((photo) => {
      if (ADOPTION_PHOTO_PATH.test(photo)) {
        const hex = photo.slice(photo.lastIndexOf('/') + 1);
        if (!keep.has(hex)) throw new Invalid(adoptionMessages.photoNotHere, { photos: adoptionMessages.photoNotHere });
        return new ObjectId(hex);
      }
      const doc = listingPhotoDoc(listingId, decodePhotoDataUrl(photo));
      fresh.push(doc);
      return doc._id;
    });
    return { ids, fresh };
  }

  return {
    visible,
    ownListing,
    view,

    /** Available pets, newest first, a page at a time. Ages are today's (in months). */
    async browse(filters: BrowseFilters): Promise<AdoptionListingPage> {
      const at = now();
      const cursor = filters.cursor ? decodeListingCursor(filters.cursor) : null;
      const docs = await listings.browse(
        {
          species: filters.species,
          city: filters.city,
          bornBy: filters.minAgeMonths !== undefined ? bornOnFor(0, filters.minAgeMonths, at) : undefined,
          bornAfter: filters.maxAgeMonths !== undefined ? bornOnFor(0, filters.maxAgeMonths + 1, at) : undefined,
          feeMax: filters.feeMax,
          currency: filters.currency,
        },
        cursor,
        ADOPTION_PAGE_SIZE + 1,
      );
      const shown = docs.slice(0, ADOPTION_PAGE_SIZE);
      return {
        listings: shown.map((doc) => summaryOf(doc, at)),
        nextCursor: docs.length > ADOPTION_PAGE_SIZE ? encodeListingCursor(shown[shown.length - 1]!) : null,
      };
    },

    get: async (viewer: Viewer, id: ObjectId) => view(viewer, await visible(viewer, id)),

    /** The signed-in user's listings, every status, newest first. */
    async mine(viewer: Viewer): Promise<AdoptionListing[]> {
      const docs = await listings.ofLister(userOf(viewer));
      return Promise.all(docs.map((doc) => view(viewer, doc)));
    },

    /** Any signed-in user may list a pet (5 a day); photos are checked and stripped of their metadata. */
    async create(viewer: Viewer, input: NewListing): Promise<AdoptionListing> {
      const listerId = userOf(viewer);
      const _id = new ObjectId();
      const { fresh } = photosOf(_id, input.photos, []);
      await listingLimiter.consume(listerId.toHexString());
      const at = now();
      const { ageYears, ageMonths, photos: _photos, ...fields } = input;
      const doc: ListingDoc = {
        _id,
        listerId,
        listerName: await deps.publicName(listerId),
        ...fields,
        bornOn: bornOnFor(ageYears, ageMonths, at),
        photoIds: fresh.map((photo) => photo._id),
        status: 'available',
        acceptedApplicationId: null,
        applicationCount: 0,
        createdAt: at,
        editedAt: null,
      };
      await listings.insert(doc, fresh);
      return view(viewer, doc);
    },

    /** The lister changes what they sent, while the pet is available or pending. */
    async update(viewer: Viewer, id: ObjectId, patch: ListingPatch): Promise<AdoptionListing> {
      const doc = await ownListing(viewer, id);
      if (!OPEN.includes(doc.status)) await refuseChange(id);
      const at = now();
      const { ageYears, ageMonths, photos, ...fields } = patch;
      const set: ListingChanges = { editedAt: at };
      for (const [key, value] of Object.entries(fields)) {
        if (value !== undefined) Object.assign(set, { [key]: value });
      }
      if (ageYears !== undefined && ageMonths !== undefined) {
        const current = ageOf(doc.bornOn, at);
        if (current.years !== ageYears || current.months !== ageMonths) set.bornOn = bornOnFor(ageYears, ageMonths, at);
      }
      const chosen = photos ? photosOf(doc._id, photos, doc.photoIds) : null;
      if (chosen) {
        await listings.addPhotos(chosen.fresh);
        set.photoIds = chosen.ids;
      }
      const updated = await listings.update(doc._id, OPEN, set);
      if (!updated) {
        if (chosen) await listings.removePhotosExcept(doc._id, doc.photoIds);
        return refuseChange(id);
      }
      if (chosen) await listings.removePhotosExcept(doc._id, updated.photoIds);
      return view(viewer, updated);
    },

    /**
     * Withdraw (available or pending: the applicants still waiting are told) or mark adopted (pending only:
     * the lister accepted someone).
     */
    async setStatus(viewer: Viewer, id: ObjectId, status: 'withdrawn' | 'adopted'): Promise<AdoptionListing> {
      const doc = await ownListing(viewer, id);
      if (status === 'adopted' && doc.status === 'available') {
        throw new Conflict(adoptionMessages.notAccepted, 'not_accepted');
      }
      const from: readonly AdoptionStatus[] = status === 'adopted' ? ['pending'] : OPEN;
      const at = now();
      const updated = await listings.update(doc._id, from, { status });
      if (!updated) return refuseChange(id);
      if (status === 'withdrawn') {
        await notices.declined(updated, await applications.declinePending(doc._id, at), 'withdrawn', at);
      }
      return view(viewer, updated);
    },

    /** Admins remove a listing with its photos and applications. */
    async remove(viewer: Viewer, id: ObjectId): Promise<void> {
      if (!viewer.admin) throw new Forbidden(adoptionMessages.adminsOnly, 'admins_only');
      if (!(await listings.delete(id))) throw new NotFound(adoptionMessages.listingNotFound);
      await applications.deleteOfListing(id);
    },

    /** A photo of a listing the viewer may see. */
    async photo(viewer: Viewer, id: ObjectId) {
      const photo = await listings.photo(id);
      if (!photo) throw new NotFound(adoptionMessages.photoNotFound);
      await visible(viewer, photo.listingId);
      return { contentType: photo.contentType, bytes: photo.data.buffer };
    },
  };
}

export type ListingsService = ReturnType<typeof createListingsService>;
