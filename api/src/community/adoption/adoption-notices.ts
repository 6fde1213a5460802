import type { ObjectId } from 'mongodb';
import type { Logger } from '../../lib/logger';
import type { NewNotification, NotificationsService } from '../../notifications';
import type { ApplicationDoc } from './applications.repository';
import type { ListingDoc } from './listings.repository';

/**
 * The bell notices of adoption (through the notifications facade): the lister hears of each application, the
 * adopter of being accepted, the others that they were not chosen (or that the listing was withdrawn). Each
 * links to the listing. A failed notice is logged; the action stands.
 */
export function createAdoptionNotices(notifications: Pick<NotificationsService, 'notifyMany'>, log: Logger) {
  async function send(
    userIds: readonly ObjectId[],
    listingId: ObjectId,
    notice: Omit<NewNotification, 'metadata'>,
    at: Date,
  ) {
    if (userIds.length === 0) return;
    try {
      await notifications.notifyMany(userIds, { ...notice, metadata: { listingId: listingId.toHexString() } }, at);
    } catch (error) {
      log.warn('adoption notification failed', {
        listingId: listingId.toHexString(),
        type: notice.type,
        err: error instanceof Error ? error.message : String(error),
      });
    }
  }

  return {
    applied: (listing: ListingDoc, applicantName: string, at: Date) =>
      send(
        [listing.listerId],
        listing._id,
        {
          type: 'adoption_application',
          title: 'New adoption application',
          message: `${applicantName} applied to adopt ${listing.title}.`,
        },
        at,
      ),
    accepted: (listing: ListingDoc, application: ApplicationDoc, at: Date) =>
      send(
        [application.applicantId],
        listing._id,
        {
          type: 'adoption_accepted',
          title: 'Your adoption application was accepted',
          message: `${listing.listerName} accepted your application for ${listing.title}. Open the listing to see their contact details.`,
        },
        at,
      ),
    declined: (listing: ListingDoc, declined: readonly ApplicationDoc[], reason: 'chosen' | 'withdrawn', at: Date) =>
      send(
        declined.map((doc) => doc.applicantId),
        listing._id,
        {
          type: 'adoption_declined',
          title: 'Adoption application update',
          message:
            reason === 'chosen'
              ? `${listing.title} is going to another home. Thank you for applying: other pets are waiting for you.`
              : `${listing.title} is no longer listed. Thank you for applying.`,
        },
        at,
      ),
  };
}

export type AdoptionNotices = ReturnType<typeof createAdoptionNotices>;
