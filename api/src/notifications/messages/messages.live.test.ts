import { ObjectId } from 'mongodb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ChatMessage,
  ConversationReadEvent,
  ConversationSummary,
  MESSAGE_REMOVED_TEXT,
  MessageEvent,
  MessageRemovedEvent,
  NotificationItem,
  UnreadEvent,
} from '@petpal/contracts';
import { verifyTestProvider } from '../../auth';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-app';
import {
  createNotificationsTestApp,
  type NotificationsTestApp,
  signIn,
  type SseEvent,
  sseReader,
  type TestUser,
} from '../notifications.test-support';

let test: TestDatabase;
let app: NotificationsTestApp;
let owner: TestUser;
let sitter: TestUser;
let stranger: TestUser;
let conversationId: string;
const readers: Array<ReturnType<typeof sseReader>> = [];

const post = (user: TestUser, path: string, body?: unknown) =>
  app.app.request(`http://localhost/api/messages${path}`, {
    method: 'POST',
    headers: { Cookie: user.cookie, 'Content-Type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });

beforeEach(async () => {
  test = await createTestDatabase();
  app = await createNotificationsTestApp(test.db, { live: { heartbeatMs: 100, coalesceMs: 10 } });
  owner = await signIn(app, test.db, 'owner@example.com');
  stranger = await signIn(app, test.db, 'stranger@example.com');
  sitter = await signIn(app, test.db, 'sitter@example.com', 'pet_sitter');
  const record = await verifyTestProvider(test.db, 'pet_sitter', new ObjectId(sitter.id));
  const res = await post(owner, '/conversations', { providerKind: 'sitter', providerId: record._id.toHexString() });
  conversationId = ConversationSummary.parse(await res.json()).id;
});
afterEach(async () => {
  await Promise.all(readers.splice(0).map((reader) => reader.cancel()));
  await test.close();
});

/** Opens the user's stream past its first `unread` state. */
async function connect(user: TestUser) {
  const reader = sseReader(await user.send('GET', '/stream'));
  readers.push(reader);
  expect((await reader.next()).event).toBe('unread');
  return reader;
}

/** The next event named `name`, skipping others. */
async function nextOf(reader: ReturnType<typeof sseReader>, name: string): Promise<SseEvent> {
  for (;;) {
    const event = await reader.next();
    if (event.event === name) return event;
  }
}

describe('live messages', () => {
  it('delivers a new message, its bell notice and the unread count to the recipient only, and the receipt back', async () => {
    const sitterStream = await connect(sitter);
    const strangerStream = await connect(stranger);
    const ownerStream = await connect(owner);
    expect((await post(owner, `/conversations/${conversationId}/messages`, { text: 'Can you walk Rex?' })).status).toBe(
      201,
    );

    const message = MessageEvent.parse(JSON.parse((await nextOf(sitterStream, 'message')).data));
    expect(message).toMatchObject({ conversationId, message: { text: 'Can you walk Rex?', senderId: owner.id } });
    const notice = NotificationItem.parse(JSON.parse((await nextOf(sitterStream, 'notification')).data));
    expect(notice).toMatchObject({ type: 'message', metadata: { conversationId } });
    expect(UnreadEvent.parse(JSON.parse((await nextOf(sitterStream, 'unread')).data)).unreadCount).toBe(1);
    // The sender's other tabs get the message too (their thread shows it).
    expect(MessageEvent.parse(JSON.parse((await nextOf(ownerStream, 'message')).data)).message.text).toBe(
      'Can you walk Rex?',
    );

    expect((await post(sitter, `/conversations/${conversationId}/read`)).status).toBe(200);
    // Every update of the conversation sends its reads; the sitter's shows up once they have read.
    let sitterReadAt: string | null | undefined = null;
    while (!sitterReadAt) {
      const receipt = ConversationReadEvent.parse(JSON.parse((await nextOf(ownerStream, 'conversation-read')).data));
      sitterReadAt = receipt.reads.find((read) => read.userId === sitter.id)?.readAt;
    }
    expect(Date.parse(sitterReadAt)).toBeGreaterThan(Date.parse(message.message.createdAt) - 1);
    expect(await strangerStream.quietFor(150)).toBe(true);
  });

  it('tells both members when an admin hides a message, with the removed text only', async () => {
    const sent = await post(sitter, `/conversations/${conversationId}/messages`, { text: 'Pay me in cash' });
    const { id } = ChatMessage.parse(await sent.json());
    expect(
      (await post(owner, `/conversations/${conversationId}/messages/${id}/report`, { reason: 'spam' })).status,
    ).toBe(201);
    const ownerStream = await connect(owner);
    const sitterStream = await connect(sitter);
    const strangerStream = await connect(stranger);
    expect(await app.area.messages.moderation.hide(new ObjectId(id))).toMatchObject({ changed: true });

    for (const stream of [ownerStream, sitterStream]) {
      const event = await nextOf(stream, 'message-removed');
      expect(event.data).not.toContain('cash');
      expect(MessageRemovedEvent.parse(JSON.parse(event.data))).toMatchObject({
        conversationId,
        message: { id, text: MESSAGE_REMOVED_TEXT, removed: true },
      });
    }
    expect(await strangerStream.quietFor(150)).toBe(true);
  });
});
