import { Hono } from 'hono';
import { ObjectId } from 'mongodb';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth';
import {
  ConversationMessageParams,
  ConversationParams,
  MessagePageQuery,
  OpenBookingConversationInput,
  OpenConversationInput,
  FlagMessageInput,
  SendMessageInput,
  type ChatMessage,
  type ConversationList,
  type ConversationReadAnswer,
  type ConversationSummary,
  type MessagePage,
  type MessageReported,
} from '@petpal/contracts';
import type { DataPort } from '../../data/port';
import { idempotency } from '../../lib/idempotency';
import { validate } from '../../lib/validate';
import { sessionUserId } from '../session-user';
import type { MessagesService } from './messages.service';

/**
 * /api/messages (docs/decisions/085): the signed-in user's conversations with providers or owners. Sending
 * takes an Idempotency-Key, so a retried send posts once.
 */
export function createMessagesRoutes(db: DataPort, inbox: MessagesService) {
  const once = idempotency(db, { scope: (c) => `messages.send:${c.get('user')?.id ?? ''}` });
  return new Hono<AppEnv>()
    .get('/conversations', requireUser, async (c) => {
      const body: ConversationList = await inbox.list(sessionUserId(c.get('user')));
      return c.json(body);
    })
    .post('/conversations', requireUser, validate('json', OpenConversationInput), async (c) => {
      const { conversation, created } = await inbox.open(c.get('user')!, c.req.valid('json'));
      const body: ConversationSummary = conversation;
      return c.json(body, created ? 201 : 200);
    })
    .post('/conversations/for-booking', requireUser, validate('json', OpenBookingConversationInput), async (c) => {
      const { conversation, created } = await inbox.openForBooking(sessionUserId(c.get('user')), c.req.valid('json'));
      const body: ConversationSummary = conversation;
      return c.json(body, created ? 201 : 200);
    })
    .get('/conversations/:id', requireUser, validate('param', ConversationParams), async (c) => {
      const body: ConversationSummary = await inbox.get(
        sessionUserId(c.get('user')),
        new ObjectId(c.req.valid('param').id),
      );
      return c.json(body);
    })
    .get(
      '/conversations/:id/messages',
      requireUser,
      validate('param', ConversationParams),
      validate('query', MessagePageQuery),
      async (c) => {
        const { before } = c.req.valid('query');
        const body: MessagePage = await inbox.page(
          sessionUserId(c.get('user')),
          new ObjectId(c.req.valid('param').id),
          before ? new ObjectId(before) : null,
        );
        return c.json(body);
      },
    )
    .post(
      '/conversations/:id/messages',
      requireUser,
      validate('param', ConversationParams),
      once,
      validate('json', SendMessageInput),
      async (c) => {
        const body: ChatMessage = await inbox.send(
          sessionUserId(c.get('user')),
          new ObjectId(c.req.valid('param').id),
          c.req.valid('json'),
        );
        return c.json(body, 201);
      },
    )
    .post('/conversations/:id/read', requireUser, validate('param', ConversationParams), async (c) => {
      const body: ConversationReadAnswer = await inbox.read(
        sessionUserId(c.get('user')),
        new ObjectId(c.req.valid('param').id),
      );
      return c.json(body);
    })
    .post(
      '/conversations/:id/messages/:messageId/report',
      requireUser,
      validate('param', ConversationMessageParams),
      validate('json', FlagMessageInput),
      async (c) => {
        const { id, messageId } = c.req.valid('param');
        const body: MessageReported = await inbox.report(
          sessionUserId(c.get('user')),
          new ObjectId(id),
          new ObjectId(messageId),
          c.req.valid('json'),
        );
        return c.json(body, 201);
      },
    );
}
