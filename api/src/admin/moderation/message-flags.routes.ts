import { type Context, Hono } from 'hono';
import { ObjectId } from 'mongodb';
import {
  adminMessages,
  MessageFlagParams,
  MessageFlagPhotoParams,
  MessageFlagQueueQuery,
  MessageModerationInput,
  type MessageFlagExcerpt,
  type MessageFlagQueue,
} from '@petpal/contracts';
import { Conflict, NotFound } from '../../errors';
import { acceptsAvif, imageVariantResponse } from '../../images';
import { validate } from '../../lib/validate';
import type { NotificationsArea } from '../../notifications';
import type { AdminEnv } from '../access/admin-access';
import type { Audited } from '../audit/audited';

/**
 * The inbox's reported messages, through the notifications area's facade (docs/decisions/085, 099):
 * GET /message-flags?status=open|closed (one row per message), GET /message-flags/:messageId (the conversation
 * around it), GET /message-flags/:messageId/photos/:imageId/:width (a photo of that excerpt, decision 111), and
 * POST .../dismiss and .../hide (audited; a second one is 409 and changes nothing).
 */
export function createMessageFlagRoutes(notifications: Pick<NotificationsArea, 'messages'>, audited: Audited) {
  const moderation = notifications.messages.moderation;

  /** Dismiss or Hide, audited; nothing to change (a second one) is 409 and writes no entry. */
  const close = (c: Context<AdminEnv>, action: 'dismiss' | 'hide', messageId: string, reason: string) =>
    audited(c, `message.${action}`, async () => {
      const change = await moderation[action](new ObjectId(messageId));
      if (!change) throw new NotFound(adminMessages.reportedMessageNotFound);
      if (!change.changed) {
        throw action === 'hide'
          ? new Conflict(adminMessages.messageAlreadyHidden, 'already_hidden')
          : new Conflict(adminMessages.messageReportsClosed, 'already_closed');
      }
      return { targetType: 'message', targetId: messageId, reason, before: change.before, after: change.after };
    });

  return new Hono<AdminEnv>()
    .get('/message-flags', validate('query', MessageFlagQueueQuery), async (c) => {
      c.header('Cache-Control', 'no-store');
      const body: MessageFlagQueue = { items: await moderation.queue(c.req.valid('query').status) };
      return c.json(body);
    })
    .get('/message-flags/:messageId', validate('param', MessageFlagParams), async (c) => {
      c.header('Cache-Control', 'no-store');
      const body: MessageFlagExcerpt | null = await moderation.excerpt(new ObjectId(c.req.valid('param').messageId));
      if (!body) throw new NotFound(adminMessages.reportedMessageNotFound);
      return c.json(body);
    })
    .get('/message-flags/:messageId/photos/:imageId/:width', async (c) => {
      // An address that is not one of ours is not found, as on the images' own route.
      const params = MessageFlagPhotoParams.safeParse(c.req.param());
      if (!params.success) throw new NotFound();
      const { messageId, imageId, width } = params.data;
      const accept = acceptsAvif(c.req.header('accept'));
      const photo = await moderation.photo(new ObjectId(messageId), imageId, width, accept);
      if (!photo) throw new NotFound();
      return imageVariantResponse(c, imageId, photo.variant, photo.load);
    })
    .post(
      '/message-flags/:messageId/dismiss',
      validate('param', MessageFlagParams),
      validate('json', MessageModerationInput),
      (c) => close(c, 'dismiss', c.req.valid('param').messageId, c.req.valid('json').reason),
    )
    .post(
      '/message-flags/:messageId/hide',
      validate('param', MessageFlagParams),
      validate('json', MessageModerationInput),
      (c) => close(c, 'hide', c.req.valid('param').messageId, c.req.valid('json').reason),
    );
}
