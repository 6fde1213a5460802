import { ObjectId } from 'mongodb';
import {
  ADOPTION_PAGE_SIZE,
  adoptionMessages,
  type AdoptionCurrency,
  type AdoptionListing,
  type AdoptionListingPage,
  type AdoptionSpecies,
  type AdoptionStatus,
  type ImageRef,
} from '@petpal/contracts';
import { Conflict, Forbidden, NotFound } from '../../errors';
import type { ImagesService } from '../../images';
import type { RateLimiter } from '../../lib/rate-limit';
import { userOf, type Viewer } from '../access/community-access';
import type { AdoptionNotices } from './adoption-notices';
import type { ApplicationsRepository } from './applications.repository';
import type { ContactOf } from './contacts';
import { ageOf, bornOnFor, decodeListingCursor, encodeListingCursor, listingOf, summaryOf } from './listing-views';
import {
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
  /** The listing's photos: the lister's own uploads, kept by this listing alone (decision 105). */
  images: Pick<ImagesService, 'claimAll' | 'release' | 'remove'>;
  now: () => Date;
}

/** The holder a listing's photos are claimed for (decision 100: one record per image). */
export const listingHolder = (id: ObjectId) => `listing:${id.toHexString()}`;

export interface ListingFields extends ListingDescription {
  ageYears: number;
  ageMonths: number;
}

export type NewListing = ListingFields & { photoIds: string[] };
export type ListingPatch = { [K in keyof ListingFields]?: ListingFields[K] | undefined } & {
  photoIds?: string[] | undefined;
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
  const { listings, applications, contactOf, notices, listingLimiter, images, now } = deps;

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

  /** Deletes the images of `before` that `after` no longer shows. */
  async function removeDropped(before: readonly ImageRef[], after: readonly ImageRef[]) {
    const kept = new Set(after.map((photo) => photo.id));
    for (const photo of before) if (!kept.has(photo.id)) await images.remove(photo.id);
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

    /**
     * Any signed-in user may list a pet (5 a day); the photos are their own uploads, claimed for this listing
     * before the limit is counted (a refused one stores nothing) and freed again when the limit refuses.
     */
    async create(viewer: Viewer, input: NewListing): Promise<AdoptionListing> {
      const listerId = userOf(viewer);
      const _id = new ObjectId();
      const holder = listingHolder(_id);
      const photos = await images.claimAll(listerId.toHexString(), input.photoIds, holder, 'photoIds');
      try {
        await listingLimiter.consume(listerId.toHexString());
      } catch (error) {
        await images.release(
          photos.map((photo) => photo.id),
          holder,
        );
        throw error;
      }
      const at = now();
      const { ageYears, ageMonths, photoIds: _photoIds, ...fields } = input;
      const doc: ListingDoc = {
        _id,
        listerId,
        listerName: await deps.publicName(listerId),
        ...fields,
        bornOn: bornOnFor(ageYears, ageMonths, at),
        photos,
        status: 'available',
        acceptedApplicationId: null,
        applicationCount: 0,
        createdAt: at,
        editedAt: null,
      };
      await listings.insert(doc);
      return view(viewer, doc);
    },

    /**
     * The lister changes what they sent, while the pet is available or pending. `photoIds` is the whole new
     * list: ids the listing has are kept as they are (migrated ones have no uploader to claim them again), any
     * other must be the lister's own free upload; dropped photos are deleted once the change is stored.
     */
    async update(viewer: Viewer, id: ObjectId, patch: ListingPatch): Promise<AdoptionListing> {
      const doc = await ownListing(viewer, id);
      if (!OPEN.includes(doc.status)) await refuseChange(id);
      const at = now();
      const { ageYears, ageMonths, photoIds, ...fields } = patch;
      const set: ListingChanges = { editedAt: at };
      for (const [key, value] of Object.entries(fields)) {
        if (value !== undefined) Object.assign(set, { [key]: value });
      }
      if (ageYears !== undefined && ageMonths !== undefined) {
        const current = ageOf(doc.bornOn, at);
        if (current.years !== ageYears || current.months !== ageMonths) set.bornOn = bornOnFor(ageYears, ageMonths, at);
      }
      const had = new Map((doc.photos ?? []).map((photo) => [photo.id, photo]));
      const holder = listingHolder(doc._id);
      const added = photoIds
        ? await images.claimAll(
            userOf(viewer).toHexString(),
            photoIds.filter((photoId) => !had.has(photoId)),
            holder,
            'photoIds',
          )
        : [];
      if (photoIds) {
        const addedById = new Map(added.map((photo) => [photo.id, photo]));
        set.photos = [...new Set(photoIds)].map((photoId) => had.get(photoId) ?? addedById.get(photoId)!);
      }
      const updated = await listings.update(doc._id, OPEN, set);
      if (!updated) {
        await images.release(
          added.map((photo) => photo.id),
          holder,
        );
        return refuseChange(id);
      }
      await removeDropped(doc.photos ?? [], updated.photos ?? []);
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
      const removed = await listings.delete(id);
      if (!removed) throw new NotFound(adoptionMessages.listingNotFound);
      await applications.deleteOfListing(id);
      await removeDropped(removed.photos ?? [], []);
    },
  };
}

export type ListingsService = ReturnType<typeof createListingsService>;

/** Listing photos stored before the image pipeline (`community_adoption_photos`) go through it once, at start. */
export const migrateLegacyListingPhotos = (
  listings: Pick<ListingsRepository, 'moveLegacyPhotos'>,
  images: Pick<ImagesService, 'storeMade'>,
) => listings.moveLegacyPhotos(images);
