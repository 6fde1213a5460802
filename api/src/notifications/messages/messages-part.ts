import type { AuthFacade } from '../../auth';
import type { ImagesService } from '../../images';
import type { DataPort } from '../../data/port';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../lib/mailer';
import { createRateLimiter } from '../../lib/rate-limit';
import { startJob } from '../../scheduling';
import {
  type ConversationReadEvent,
  type MessageEvent,
  messageMessages,
  NOTIFICATION_STREAM_EVENTS,
} from '@petpal/contracts';
import type { ObjectId } from 'mongodb';
import type { DirectEvent } from '../live/live.service';
import { createConversationsRepository } from './conversations.repository';
import { createMessageModeration } from './message-moderation';
import { MESSAGE_PHOTO_ACCESS_KIND } from './message-photos';
import { createMessagesRepository } from './messages.repository';
import { createMessagesRoutes } from './messages.routes';
import {
  type Acceptance,
  type BookingParties,
  createMessagesService,
  type MessageNotices,
  toChatMessage,
} from './messages.service';

/** Per user: 30 messages a minute is a fast typist; more is a script. */
export const MESSAGE_SEND_LIMIT = {
  name: 'messages.send',
  limit: 30,
  windowMs: 60_000,
  message: messageMessages.rateLimited,
};
/** How often the reminder-email job looks for due emails. */
export const MESSAGE_EMAIL_JOB_MS = 60_000;

export async function prepareMessages(db: DataPort): Promise<void> {
  await createConversationsRepository(db).ensureIndexes();
  await createMessagesRepository(db).ensureIndexes();
}

export interface MessagesPartDeps {
  db: DataPort;
  log: Logger;
  auth: Pick<AuthFacade, 'users' | 'records'>;
  /** The process's image pipeline: message photos are its private images, read through the inbox's hook. */
  images: Pick<ImagesService, 'claimPrivate' | 'releasePrivate' | 'registerAccess' | 'variantGranted' | 'bytesOf'>;
  notices: MessageNotices;
  mailer: Mailer;
  /** Whether a pair's booking is accepted: wired to the care and vet facades in areas.ts (none until then). */
  acceptance: Acceptance;
  /** Who a booking is between (the care and vet facades in areas.ts; none until then). */
  bookingParties: BookingParties;
  publicUrl?: string;
  now?: () => Date;
  emailDelayMs?: number;
}

/** The notifications area's messages part: repositories, service, routes (/api/messages) and the email job. */
export function createMessagesPart(deps: MessagesPartDeps) {
  const conversations = createConversationsRepository(deps.db);
  const messages = createMessagesRepository(deps.db);
  const service = createMessagesService({
    ...deps,
    conversations,
    messages,
    limiter: createRateLimiter(deps.db, MESSAGE_SEND_LIMIT, deps.now ? () => deps.now!().getTime() : undefined),
  });
  // Only a message's two participants load its photos (decision 098).
  deps.images.registerAccess(MESSAGE_PHOTO_ACCESS_KIND, (viewer, ref) => service.mayViewPhotos(viewer, ref));
  return {
    service,
    /** The admin's side of reported messages (docs/decisions/099). */
    moderation: createMessageModeration({
      notices: deps.notices,
      conversations,
      messages,
      auth: deps.auth,
      images: deps.images,
      ...(deps.now ? { now: deps.now } : {}),
    }),
    conversations,
    messages,
    /** New messages, hidden ones and read receipts, for both participants' live streams (any process's writes). */
    watchDirect(listener: (userIds: readonly ObjectId[], direct: DirectEvent) => void): () => void {
      const stops = [
        messages.watchNew((doc) => {
          const data: MessageEvent = { conversationId: doc.conversationId.toHexString(), message: toChatMessage(doc) };
          listener([doc.recipientUserId, doc.senderUserId], { event: NOTIFICATION_STREAM_EVENTS.message, data });
        }),
        messages.watchHidden((doc) => {
          const data: MessageEvent = { conversationId: doc.conversationId.toHexString(), message: toChatMessage(doc) };
          listener([doc.recipientUserId, doc.senderUserId], { event: NOTIFICATION_STREAM_EVENTS.messageRemoved, data });
        }),
        conversations.watch((doc) => {
          const data: ConversationReadEvent = {
            conversationId: doc._id.toHexString(),
            reads: [
              { userId: doc.ownerUserId.toHexString(), readAt: doc.owner.readAt?.toISOString() ?? null },
              { userId: doc.providerUserId.toHexString(), readAt: doc.provider.readAt?.toISOString() ?? null },
            ],
          };
          listener([doc.ownerUserId, doc.providerUserId], { event: NOTIFICATION_STREAM_EVENTS.conversationRead, data });
        }),
      ];
      return () => stops.forEach((stop) => stop());
    },
    routes: () => createMessagesRoutes(deps.db, service),
    startJobs: () =>
      startJob(
        { runDue: () => service.runDueEmails() },
        deps.log,
        { handled: 'messages: reminder emails sent', failed: 'messages: reminder emails failed' },
        { intervalMs: MESSAGE_EMAIL_JOB_MS },
      ),
  };
}
