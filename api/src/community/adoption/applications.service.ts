import { ObjectId } from 'mongodb';
import {
  adoptionMessages,
  type AdoptionApplication,
  type AdoptionListing,
  type MyAdoptionApplication,
} from '@petpal/contracts';
import { Conflict, Forbidden, NotFound } from '../../errors';
import type { RateLimiter } from '../../lib/rate-limit';
import { userOf, type Viewer } from '../access/community-access';
import type { AdoptionNotices } from './adoption-notices';
import type { ApplicationDoc, ApplicationsRepository } from './applications.repository';
import type { ContactOf } from './contacts';
import type { ListingsRepository } from './listings.repository';
import type { ListingsService } from './listings.service';

export interface ApplicationsServiceDeps {
  listings: ListingsRepository;
  listingViews: Pick<ListingsService, 'visible' | 'ownListing' | 'view'>;
  applications: ApplicationsRepository;
  publicName: (userId: ObjectId) => Promise<string>;
  contactOf: ContactOf;
  notices: AdoptionNotices;
  applicationLimiter: RateLimiter;
  now: () => Date;
}

/**
 * Applications: a signed-in user who is not the lister applies once to an available pet; the lister (and
 * admins) read them; the lister accepts one, the others are declined, and only then do the lister and the
 * accepted adopter see each other's contact details.
 */
export function createApplicationsService(deps: ApplicationsServiceDeps) {
  const { listings, listingViews, applications, contactOf, notices, applicationLimiter, now } = deps;

  /** As the lister sees them: the adopter's contact on the accepted one only. */
  const listerViews = (docs: readonly ApplicationDoc[]): Promise<AdoptionApplication[]> =>
    Promise.all(
      docs.map(async (doc) => ({
        id: doc._id.toHexString(),
        listingId: doc.listingId.toHexString(),
        applicantName: doc.applicantName,
        message: doc.message,
        status: doc.status,
        createdAt: doc.createdAt.toISOString(),
        contact: doc.status === 'accepted' ? await contactOf(doc.applicantId) : null,
      })),
    );

  return {
    async apply(viewer: Viewer, listingId: ObjectId, message: string): Promise<AdoptionListing> {
      const applicantId = userOf(viewer);
      const listing = await listingViews.visible(viewer, listingId);
      if (listing.listerId.equals(applicantId)) throw new Forbidden(adoptionMessages.ownListing, 'own_listing');
      if (await applications.findOf(listingId, applicantId)) {
        throw new Conflict(adoptionMessages.alreadyApplied, 'already_applied');
      }
      if (listing.status !== 'available') throw new Conflict(adoptionMessages.notAvailable, 'not_available');
      await applicationLimiter.consume(applicantId.toHexString());
      const at = now();
      const applicantName = await deps.publicName(applicantId);
      const inserted = await applications.insert({
        _id: new ObjectId(),
        listingId,
        listerId: listing.listerId,
        listingTitle: listing.title,
        applicantId,
        applicantName,
        message,
        status: 'pending',
        createdAt: at,
        decidedAt: null,
      });
      if (!inserted) throw new Conflict(adoptionMessages.alreadyApplied, 'already_applied');
      await listings.countApplication(listingId);
      await notices.applied(listing, applicantName, at);
      return listingViews.view(viewer, (await listings.findById(listingId)) ?? listing);
    },

    /** The listing's applications, oldest first: its lister and admins only. */
    async ofListing(viewer: Viewer, listingId: ObjectId): Promise<AdoptionApplication[]> {
      if (!viewer.admin) await listingViews.ownListing(viewer, listingId);
      else await listingViews.visible(viewer, listingId);
      return listerViews(await applications.ofListing(listingId));
    },

    /** The viewer's own applications, newest first. */
    async mine(viewer: Viewer): Promise<MyAdoptionApplication[]> {
      const docs = await applications.ofApplicant(userOf(viewer));
      return docs.map((doc) => ({
        id: doc._id.toHexString(),
        listingId: doc.listingId.toHexString(),
        listingTitle: doc.listingTitle,
        message: doc.message,
        status: doc.status,
        createdAt: doc.createdAt.toISOString(),
      }));
    },

    /**
     * The lister accepts one application of an available pet: the listing becomes pending (claimed in one
     * conditional write, so two accepts cannot both win), the others are declined and everyone is told.
     */
    async accept(viewer: Viewer, applicationId: ObjectId): Promise<AdoptionApplication[]> {
      userOf(viewer);
      const application = await applications.findById(applicationId);
      if (!application) throw new NotFound(adoptionMessages.applicationNotFound);
      const listing = await listingViews.ownListing(viewer, application.listingId).catch((error: unknown) => {
        throw error instanceof NotFound ? new NotFound(adoptionMessages.applicationNotFound) : error;
      });
      if (listing.status !== 'available') {
        const reason = listing.status === 'pending' ? adoptionMessages.alreadyAccepted : adoptionMessages.closed;
        throw new Conflict(reason, 'listing_closed');
      }
      const at = now();
      const claimed = await listings.update(listing._id, ['available'], {
        status: 'pending',
        acceptedApplicationId: application._id,
      });
      if (!claimed) throw new Conflict(adoptionMessages.alreadyAccepted, 'listing_closed');
      await applications.accept(application._id, at);
      const declined = await applications.declinePending(listing._id, at);
      await notices.accepted(claimed, application, at);
      await notices.declined(claimed, declined, 'chosen', at);
      return listerViews(await applications.ofListing(listing._id));
    },
  };
}

export type ApplicationsService = ReturnType<typeof createApplicationsService>;
