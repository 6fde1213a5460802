import type { ObjectId } from 'mongodb';
import type { NotificationType } from '@petpal/contracts';
import type { Logger } from '../../lib/logger';
import type { NotificationsService } from '../../notifications';
import type { PlaydateRequestDoc } from './playdate-requests.repository';

/**
 * The bell notices of playdate requests: the receiver hears of a new request, the sender of an accept or a
 * decline, the other owner of a cancellation. They name the dogs only (never an owner or a place). A notice
 * is a courtesy: one that fails is logged and the action stands.
 */
export function createPlaydateNotices(notifications: Pick<NotificationsService, 'notifyMany'>, log: Logger) {
  async function send(
    userId: ObjectId,
    doc: PlaydateRequestDoc,
    type: NotificationType,
    title: string,
    message: string,
    at: Date,
  ) {
    try {
      await notifications.notifyMany(
        [userId],
        { type, title, message, metadata: { playdateRequestId: doc._id.toHexString() } },
        at,
      );
    } catch (error) {
      log.warn('playdate notification failed', {
        playdateRequestId: doc._id.toHexString(),
        title,
        err: error instanceof Error ? error.message : String(error),
      });
    }
  }

  return {
    sent: (doc: PlaydateRequestDoc, at: Date) =>
      send(
        doc.toUserId,
        doc,
        'playdate_request',
        'New playdate request',
        `${doc.fromPet.name} would like a playdate with ${doc.toPet.name}. Open PawfectMatch to answer.`,
        at,
      ),
    accepted: (doc: PlaydateRequestDoc, at: Date) =>
      send(
        doc.fromUserId,
        doc,
        'playdate_accepted',
        'Playdate accepted',
        `${doc.toPet.name}’s owner accepted the playdate with ${doc.fromPet.name}. The meeting place is now shared with you both.`,
        at,
      ),
    declined: (doc: PlaydateRequestDoc, at: Date) =>
      send(
        doc.fromUserId,
        doc,
        'playdate_request',
        'Playdate request declined',
        `${doc.toPet.name}’s owner declined the playdate with ${doc.fromPet.name}.`,
        at,
      ),
    /** `by` cancelled it: the other owner hears. */
    cancelled: (doc: PlaydateRequestDoc, by: ObjectId, at: Date) => {
      const senderCancelled = doc.fromUserId.equals(by);
      const [who, whose] = senderCancelled ? [doc.fromPet, doc.toPet] : [doc.toPet, doc.fromPet];
      return send(
        senderCancelled ? doc.toUserId : doc.fromUserId,
        doc,
        'playdate_request',
        'Playdate cancelled',
        `${who.name}’s owner cancelled the playdate with ${whose.name}.`,
        at,
      );
    },
  };
}

export type PlaydateNotices = ReturnType<typeof createPlaydateNotices>;
