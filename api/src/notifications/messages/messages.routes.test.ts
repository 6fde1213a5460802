import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import {
  ChatMessage,
  ConversationList,
  ConversationSummary,
  ErrorBody,
  MESSAGE_PAGE_SIZE,
  MESSAGE_REMOVED_TEXT,
  MessagePage,
  messageMessages,
  NotificationList,
  type ProviderRole,
} from '@petpal/contracts';
import { verifyTestProvider } from '../../auth';
import type { MailMessage } from '../../lib/mailer';
import { perTest, perTestDatabase } from '../../test-support/per-test';
import { createNotificationsTestApp, signIn, type TestUser } from '../notifications.test-support';
import { MESSAGE_SEND_LIMIT } from './messages-part';
import { createMessagesRepository } from './messages.repository';
import { messagesRequester } from './messages.test-support';

/** The pairs whose booking the test has "accepted" (what care and vet answer in the app). */
const accepted = new Set<string>();
/** The bookings the test has made: id -> its owner and provider record (what care and vet answer in the app). */
const bookings = new Map<string, { kind: string; ownerUserId: ObjectId; providerRecordId: ObjectId }>();
const mailed: MailMessage[] = [];
const EMAIL_DELAY_MS = 60_000;
let clock = new Date('2026-11-28T09:00:00Z');
const tick = (ms = 1000) => {
  clock = new Date(clock.getTime() + ms);
};

const app = perTestDatabase(async (db) => {
  accepted.clear();
  bookings.clear();
  mailed.length = 0;
  clock = new Date('2026-11-28T09:00:00Z');
  return createNotificationsTestApp(db, {
    now: () => clock,
    acceptance: (pair) =>
      Promise.resolve(accepted.has(`${pair.ownerUserId.toHexString()}:${pair.providerUserId.toHexString()}`)),
    bookingParties: (kind, id) => {
      const booking = bookings.get(id.toHexString());
      return Promise.resolve(booking?.kind === kind ? booking : null);
    },
    messageEmailDelayMs: EMAIL_DELAY_MS,
    mailer: {
      send: async (message) => {
        mailed.push(message);
      },
    },
  });
});

interface Provider extends TestUser {
  recordId: string;
}

async function provider(email: string, role: ProviderRole): Promise<Provider> {
  const user = await signIn(app, app.db, email, role);
  const record = await verifyTestProvider(app.db, role, new ObjectId(user.id));
  return { ...user, recordId: record._id.toHexString() };
}

const owner = perTest(() => signIn(app, app.db, 'owner@example.com'));
const stranger = perTest(() => signIn(app, app.db, 'stranger@example.com'));
const sitter = perTest(() => provider('sitter@example.com', 'pet_sitter'));
const vet = perTest(() => provider('vet@example.com', 'veterinary_doctor'));

/** A JSON request to /api/messages<path> as `user` (a guest without one). */
const call = messagesRequester(app);

async function open(user: TestUser, providerKind: string, providerId: string) {
  return call(user, 'POST', '/conversations', { providerKind, providerId });
}

async function conversationWith(p: Provider, kind = 'sitter'): Promise<string> {
  const res = await open(owner, kind, p.recordId);
  expect([200, 201]).toContain(res.status);
  return ConversationSummary.parse(await res.json()).id;
}

async function send(user: TestUser, id: string, text: string, headers: Record<string, string> = {}) {
  tick();
  return call(user, 'POST', `/conversations/${id}/messages`, { text }, headers);
}

const list = async (user: TestUser) => ConversationList.parse(await (await call(user, 'GET', '/conversations')).json());
const bell = async (user: TestUser) => NotificationList.parse(await (await user.send('GET', '')).json());

describe('/api/messages', () => {
  it('opens one conversation per owner and provider, also when two opens race', async () => {
    const [a, b] = await Promise.all([open(owner, 'sitter', sitter.recordId), open(owner, 'sitter', sitter.recordId)]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    const first = ConversationSummary.parse(await a.json());
    expect(ConversationSummary.parse(await b.json()).id).toBe(first.id);
    expect(first.other).toMatchObject({ name: 'Test Sitter', role: 'provider', providerKind: 'sitter' });
    const again = await open(owner, 'sitter', sitter.recordId);
    expect(again.status).toBe(200);
    expect((await list(owner)).conversations).toHaveLength(1);
    expect((await list(sitter)).conversations.map((c) => c.id)).toEqual([first.id]);
  });

  it('refuses a bad provider, a provider opening one, and guests', async () => {
    expect((await open(owner, 'sitter', vet.recordId)).status).toBe(404);
    expect((await open(owner, 'sitter', new ObjectId().toHexString())).status).toBe(404);
    expect((await open(owner, 'plumber', sitter.recordId)).status).toBe(400);
    const byProvider = await open(vet, 'sitter', sitter.recordId);
    expect(byProvider.status).toBe(403);
    expect(ErrorBody.parse(await byProvider.json()).error.message).toBe(messageMessages.ownersOnly);
    for (const [method, path] of [
      ['GET', '/conversations'],
      ['POST', '/conversations'],
      ['GET', `/conversations/${new ObjectId().toHexString()}/messages`],
      ['POST', `/conversations/${new ObjectId().toHexString()}/read`],
    ] as const) {
      expect((await call(null, method, path, method === 'POST' ? {} : undefined)).status).toBe(401);
    }
    expect((await list(owner)).conversations).toHaveLength(0);
  });

  it('opens the conversation of a booking for its owner or its provider, and for nobody else', async () => {
    const bookingId = new ObjectId().toHexString();
    bookings.set(bookingId, {
      kind: 'vet',
      ownerUserId: new ObjectId(owner.id),
      providerRecordId: new ObjectId(vet.recordId),
    });
    const body = { bookingKind: 'vet', bookingId };
    const byVet = await call(vet, 'POST', '/conversations/for-booking', body);
    expect(byVet.status).toBe(201);
    const opened = ConversationSummary.parse(await byVet.json());
    expect(opened.other).toMatchObject({ role: 'owner', providerKind: null });
    const byOwner = await call(owner, 'POST', '/conversations/for-booking', body);
    expect(byOwner.status).toBe(200);
    const same = ConversationSummary.parse(await byOwner.json());
    expect(same.id).toBe(opened.id);
    expect(same.other).toMatchObject({ name: 'Dr. Test Vet', role: 'provider', providerKind: 'vet' });
    // The owner's Contact on the vet's card finds the same one.
    expect(await conversationWith(vet, 'vet')).toBe(opened.id);

    for (const [user, input] of [
      [stranger, body],
      [sitter, body],
      [owner, { bookingKind: 'sitter', bookingId }],
      [owner, { bookingKind: 'vet', bookingId: new ObjectId().toHexString() }],
    ] as const) {
      const res = await call(user, 'POST', '/conversations/for-booking', input);
      expect(res.status).toBe(404);
      expect(ErrorBody.parse(await res.json()).error.message).toBe(messageMessages.bookingNotFound);
    }
    expect((await call(owner, 'POST', '/conversations/for-booking', { bookingKind: 'vet' })).status).toBe(400);
    expect((await call(null, 'POST', '/conversations/for-booking', body)).status).toBe(401);
    expect((await list(stranger)).conversations).toHaveLength(0);
    expect((await list(sitter)).conversations).toHaveLength(0);
  });

  it('lets only the two participants read or write a conversation (others 404, nothing written)', async () => {
    const id = await conversationWith(sitter);
    expect((await send(owner, id, 'Is Rex welcome?')).status).toBe(201);
    for (const res of [
      await call(stranger, 'GET', `/conversations/${id}`),
      await call(stranger, 'GET', `/conversations/${id}/messages`),
      await send(stranger, id, 'I am not in this one'),
      await call(stranger, 'POST', `/conversations/${id}/read`),
      await call(vet, 'GET', `/conversations/${id}/messages`),
    ]) {
      expect(res.status).toBe(404);
      expect(ErrorBody.parse(await res.json()).error.message).toBe(messageMessages.notFound);
    }
    const page = MessagePage.parse(await (await call(sitter, 'GET', `/conversations/${id}/messages`)).json());
    expect(page.messages.map((m) => m.text)).toEqual(['Is Rex welcome?']);
    expect((await list(stranger)).conversations).toHaveLength(0);
  });

  it('sends, lists newest activity first with unread counts, and reads with receipts', async () => {
    const withSitter = await conversationWith(sitter);
    const withVet = await conversationWith(vet, 'vet');
    await send(owner, withSitter, 'Hello sitter');
    await send(owner, withVet, 'Hello vet');
    await send(sitter, withSitter, 'Hi! Yes.');
    await send(sitter, withSitter, 'When?');

    const mine = await list(owner);
    expect(mine.conversations.map((c) => c.id)).toEqual([withSitter, withVet]);
    expect(mine.conversations[0]).toMatchObject({
      unreadCount: 2,
      lastMessage: { text: 'When?' },
      otherLastReadAt: null,
    });
    expect(mine.unreadConversations).toBe(1);
    expect((await list(sitter)).conversations[0]!.unreadCount).toBe(1);

    tick();
    const read = await call(owner, 'POST', `/conversations/${withSitter}/read`);
    expect(read.status).toBe(200);
    expect((await list(owner)).unreadConversations).toBe(0);
    const seen = (await list(sitter)).conversations[0]!;
    expect(seen.otherLastReadAt).toBe(clock.toISOString());
  });

  it('honours Idempotency-Key: a retried send posts once', async () => {
    const id = await conversationWith(sitter);
    const key = { 'Idempotency-Key': 'send-1' };
    const first = await send(owner, id, 'Only once', key);
    const retry = await send(owner, id, 'Only once', key);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
    expect(ChatMessage.parse(await retry.json()).id).toBe(ChatMessage.parse(await first.json()).id);
    const page = MessagePage.parse(await (await call(owner, 'GET', `/conversations/${id}/messages`)).json());
    expect(page.messages).toHaveLength(1);
  });

  it('refuses empty and too long text, changing nothing', async () => {
    const id = await conversationWith(sitter);
    for (const text of ['   ', 'x'.repeat(2001)]) {
      const res = await send(owner, id, text);
      expect(res.status).toBe(400);
      expect(ErrorBody.parse(await res.json()).error.fields?.text).toBe(messageMessages.text);
    }
    expect((await list(owner)).conversations[0]!.lastMessage).toBeNull();
  });

  it('pages older messages with a cursor', async () => {
    const id = await conversationWith(sitter);
    for (let n = 1; n <= MESSAGE_PAGE_SIZE + 5; n++) await send(n % 2 ? owner : sitter, id, `m${n}`);
    const newest = MessagePage.parse(await (await call(owner, 'GET', `/conversations/${id}/messages`)).json());
    expect(newest.messages).toHaveLength(MESSAGE_PAGE_SIZE);
    expect(newest.messages.at(-1)!.text).toBe(`m${MESSAGE_PAGE_SIZE + 5}`);
    expect(newest.nextBefore).toBe(newest.messages[0]!.id);
    const older = MessagePage.parse(
      await (await call(owner, 'GET', `/conversations/${id}/messages?before=${newest.nextBefore}`)).json(),
    );
    expect(older.messages.map((m) => m.text)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
    expect(older.nextBefore).toBeNull();
  });

  it('hides contact details until the pair has an accepted booking', async () => {
    const id = await conversationWith(vet, 'vet');
    const before = ConversationSummary.parse(await (await call(owner, 'GET', `/conversations/${id}`)).json());
    expect(before.other).toMatchObject({ contactShared: false, phone: null, email: null });
    const fromVet = ConversationSummary.parse(await (await call(vet, 'GET', `/conversations/${id}`)).json());
    expect(fromVet.other).toMatchObject({ role: 'owner', contactShared: false, phone: null, email: null });
    const everything = JSON.stringify([before, fromVet, await list(owner), await list(vet)]);
    expect(everything).not.toContain('vet@example.com');
    expect(everything).not.toContain('owner@example.com');
    expect(everything).not.toContain('98765');

    const masked = ChatMessage.parse(
      await (await send(owner, id, 'Call me on +91 99887 76655 or owner@example.com')).json(),
    );
    expect(masked.masked).toBe(true);
    expect(masked.text).not.toMatch(/\d/);
    expect(masked.text).not.toContain('owner@example.com');
    const thread = JSON.stringify(await (await call(vet, 'GET', `/conversations/${id}/messages`)).json());
    expect(thread).not.toContain('99887');

    accepted.add(`${owner.id}:${vet.id}`);
    const after = ConversationSummary.parse(await (await call(owner, 'GET', `/conversations/${id}`)).json());
    expect(after.other).toMatchObject({ contactShared: true, phone: '+91 98765 43210', email: 'vet@example.com' });
    const plain = ChatMessage.parse(await (await send(vet, id, 'Reach me at +91 98765 43210')).json());
    expect(plain).toMatchObject({ masked: false, text: 'Reach me at +91 98765 43210' });
  });

  it('puts one bell notice per unread stretch, read with the conversation', async () => {
    const id = await conversationWith(sitter);
    await send(sitter, id, 'First');
    await send(sitter, id, 'Second');
    let items = (await bell(owner)).notifications.filter((n) => n.type === 'message');
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      title: '2 new messages from Test Sitter',
      message: 'Second',
      isRead: false,
      metadata: { conversationId: id },
    });
    expect((await bell(owner)).unreadCount).toBe(1);
    await call(owner, 'POST', `/conversations/${id}/read`);
    expect((await bell(owner)).unreadCount).toBe(0);
    await send(sitter, id, 'Third');
    items = (await bell(owner)).notifications.filter((n) => n.type === 'message');
    expect(items.map((n) => [n.title, n.isRead])).toEqual([
      ['New message from Test Sitter', false],
      ['2 new messages from Test Sitter', true],
    ]);
  });

  it('emails an unread conversation once per unread stretch, after the delay', async () => {
    const id = await conversationWith(sitter);
    const mails = () => Promise.resolve(mailed.filter((mail) => mail.to === 'owner@example.com').length);
    await send(sitter, id, 'Are you there?');
    const service = app.area.messages.service;
    expect(await service.runDueEmails()).toBe(0);
    tick(EMAIL_DELAY_MS);
    await send(sitter, id, 'Hello?');
    expect(await service.runDueEmails()).toBe(1);
    expect(await service.runDueEmails()).toBe(0);
    tick(EMAIL_DELAY_MS);
    expect(await service.runDueEmails()).toBe(0);
    expect(await mails()).toBe(1);
    expect(mailed[0]).toMatchObject({ subject: 'Test Sitter sent you a message on PetPal' });
    expect(mailed[0]!.text).toContain(`/messages/${id}`);

    await call(owner, 'POST', `/conversations/${id}/read`);
    await send(sitter, id, 'One more thing');
    tick(EMAIL_DELAY_MS - 2000);
    expect(await service.runDueEmails()).toBe(0);
    await call(owner, 'POST', `/conversations/${id}/read`);
    tick(EMAIL_DELAY_MS);
    expect(await service.runDueEmails()).toBe(0);
    expect(await mails()).toBe(1);
  });

  it('rate limits sending per user', async () => {
    const id = await conversationWith(sitter);
    for (let n = 0; n < MESSAGE_SEND_LIMIT.limit; n++) {
      clock = new Date(clock.getTime() + 1);
      expect((await call(owner, 'POST', `/conversations/${id}/messages`, { text: `n${n}` })).status).toBe(201);
    }
    const refused = await call(owner, 'POST', `/conversations/${id}/messages`, { text: 'one too many' });
    expect(refused.status).toBe(429);
    expect(ErrorBody.parse(await refused.json()).error.message).toBe(messageMessages.rateLimited);
    expect((await call(sitter, 'POST', `/conversations/${id}/messages`, { text: 'I can still answer' })).status).toBe(
      201,
    );
  });

  it('reports the other participant’s message to the admin’s queue, once', async () => {
    const id = await conversationWith(sitter);
    const message = ChatMessage.parse(await (await send(sitter, id, 'Pay me outside the app')).json());
    const path = `/conversations/${id}/messages/${message.id}/report`;
    expect((await call(stranger, 'POST', path, { reason: 'spam' })).status).toBe(404);
    expect((await call(sitter, 'POST', path, { reason: 'spam' })).status).toBe(400);
    expect((await call(owner, 'POST', path, { reason: 'nonsense' })).status).toBe(400);
    expect((await call(owner, 'POST', path, { reason: 'spam', note: 'asks for cash' })).status).toBe(201);
    expect((await call(owner, 'POST', path, { reason: 'spam' })).status).toBe(409);
    const queue = await app.area.messages.moderation.queue('open');
    expect(queue).toHaveLength(1);
    expect(queue[0]).toMatchObject({
      reportCount: 1,
      reports: [{ reason: 'spam', note: 'asks for cash' }],
      message: { text: 'Pay me outside the app' },
    });
  });

  it('groups several reports of a message into one queue row; once hidden, not even the reminder email quotes it', async () => {
    const id = await conversationWith(sitter);
    const message = ChatMessage.parse(await (await send(sitter, id, 'Pay me outside the app')).json());
    await call(owner, 'POST', `/conversations/${id}/messages/${message.id}/report`, { reason: 'spam' });
    // A second reporter (the API lets each member report once; the queue must still group them).
    await createMessagesRepository(app.db).flagOnce({
      _id: new ObjectId(),
      messageId: new ObjectId(message.id),
      conversationId: new ObjectId(id),
      reporterUserId: new ObjectId(),
      reason: 'harassment',
      note: '',
      createdAt: clock,
    });
    const moderation = app.area.messages.moderation;
    expect(await moderation.queue('open')).toMatchObject([{ messageId: message.id, reportCount: 2 }]);

    expect(await moderation.hide(new ObjectId(message.id))).toMatchObject({
      changed: true,
      before: { openReports: 2, hidden: false },
      after: { openReports: 0, hidden: true },
    });
    expect(await moderation.hide(new ObjectId(message.id))).toMatchObject({ changed: false });
    // The owner's bell notice no longer quotes it.
    const [notice] = (await bell(owner)).notifications;
    expect(notice).toMatchObject({ type: 'message', message: MESSAGE_REMOVED_TEXT });
    tick(EMAIL_DELAY_MS);
    expect(await app.area.messages.service.runDueEmails()).toBe(1);
    expect(mailed[0]!.text).toContain(MESSAGE_REMOVED_TEXT);
    expect(mailed[0]!.text).not.toContain('outside the app');
  });
});
