import { describe, expect, it } from 'vitest';
import {
  adminMessages,
  ChatMessage,
  ConversationList,
  ErrorBody,
  imageUrl,
  MESSAGE_REMOVED_TEXT,
  MessageFlagExcerpt,
  MessageFlagQueue,
  MessagePage,
  moderatedPhotoUrl,
} from '@petpal/contracts';
import { PRIVATE_CACHE_CONTROL, uploadTestPhoto } from '../../images';
import { perTest, perTestDatabase } from '../../test-support/per-test';
import {
  asAdmin,
  asGuest,
  asUser,
  auditEntries,
  type Caller,
  createAdminTestApp,
  reportedChatMessage,
  sitterConversation,
  someId,
} from '../admin.test-support';

const t = perTestDatabase(createAdminTestApp);
const admin = perTest(() => asAdmin(t));
const owner = perTest(() => asUser(t, 'owner@example.com'));
const sitter = perTest(() => asUser(t, 'sitter@example.com', 'pet_sitter'));

const conversation = () => sitterConversation(t, owner, sitter);

async function say(who: Caller, id: string, text: string): Promise<ChatMessage> {
  const sent = await who.send('POST', `/api/messages/conversations/${id}/messages`, { text });
  expect(sent.status).toBe(201);
  return ChatMessage.parse(await sent.json());
}

/** The sitter's message, reported by the owner. */
const reportedMessage = () => reportedChatMessage(t, owner, sitter);

const queue = async (status?: string) =>
  MessageFlagQueue.parse(
    await (await admin.send('GET', `/api/admin/message-flags${status ? `?status=${status}` : ''}`)).json(),
  ).items;
const thread = async (who: Caller, id: string) =>
  (await who.send('GET', `/api/messages/conversations/${id}/messages`)).text();
const list = async (who: Caller) =>
  ConversationList.parse(await (await who.send('GET', '/api/messages/conversations')).json()).conversations;

describe('the reported-message queue', () => {
  it('shows open reports, with the members’ names and the reports', async () => {
    const { message, conversationId } = await reportedMessage();
    const items = await queue();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      messageId: message.id,
      conversationId,
      status: 'open',
      reportCount: 1,
      message: { text: 'Pay me in cash, it is cheaper', hidden: false },
      sender: { name: 'Test Sitter', role: 'provider', providerKind: 'sitter' },
    });
    expect(items[0]!.reports).toEqual([
      { reason: 'spam', note: 'asks for cash', reportedAt: expect.any(String), reporterName: 'owner T.' },
    ]);
    expect(await queue('closed')).toEqual([]);

    const bad = await admin.send('GET', '/api/admin/message-flags?status=all');
    expect(bad.status).toBe(400);
    expect(ErrorBody.parse(await bad.json()).error.fields).toEqual({ status: adminMessages.messageFlagStatus });
  });

  it('shows the conversation around a reported message with the members’ names and no contact details', async () => {
    const id = await conversation();
    for (let n = 1; n <= 4; n++) await say(n % 2 ? owner : sitter, id, `before ${n}`);
    const reported = await say(sitter, id, 'the reported one');
    for (let n = 1; n <= 4; n++) await say(n % 2 ? owner : sitter, id, `after ${n}`);
    await owner.send('POST', `/api/messages/conversations/${id}/messages/${reported.id}/report`, { reason: 'spam' });

    const res = await admin.send('GET', `/api/admin/message-flags/${reported.id}`);
    expect(res.status).toBe(200);
    const raw = await res.text();
    const excerpt = MessageFlagExcerpt.parse(JSON.parse(raw));
    expect(excerpt.messages.map((m) => m.text)).toEqual([
      'before 2',
      'before 3',
      'before 4',
      'the reported one',
      'after 1',
      'after 2',
      'after 3',
    ]);
    expect(excerpt.members).toEqual([
      { userId: owner.userId!.toHexString(), name: 'owner T.', role: 'owner', providerKind: null },
      { userId: sitter.userId!.toHexString(), name: 'Test Sitter', role: 'provider', providerKind: 'sitter' },
    ]);
    for (const contact of ['98765', 'owner@example.com', 'sitter@example.com']) expect(raw).not.toContain(contact);

    // A message nobody reported is not the admin's to read.
    const unreported = excerpt.messages[0]!.id;
    expect((await admin.send('GET', `/api/admin/message-flags/${unreported}`)).status).toBe(404);
    expect((await admin.send('GET', `/api/admin/message-flags/${someId()}`)).status).toBe(404);
  });
});

describe('hiding and dismissing a reported message', () => {
  it('hides it from both members everywhere, once, with an audit entry', async () => {
    const { message, conversationId } = await reportedMessage();
    const hidden = await admin.send('POST', `/api/admin/message-flags/${message.id}/hide`, { reason: 'Off-app pay.' });
    expect(hidden.status).toBe(200);
    expect(await hidden.json()).toEqual({ action: 'message.hide', targetType: 'message', targetId: message.id });

    for (const member of [owner, sitter]) {
      const body = await thread(member, conversationId);
      expect(body).not.toContain('cash');
      expect(MessagePage.parse(JSON.parse(body)).messages).toEqual([
        { ...message, text: MESSAGE_REMOVED_TEXT, masked: false, removed: true },
      ]);
      const [summary] = await list(member);
      expect(summary!.lastMessage).toMatchObject({ id: message.id, text: MESSAGE_REMOVED_TEXT, removed: true });
      expect(JSON.stringify(await list(member))).not.toContain('cash');
    }

    const again = await admin.send('POST', `/api/admin/message-flags/${message.id}/hide`, { reason: 'Again.' });
    expect(again.status).toBe(409);
    expect(ErrorBody.parse(await again.json()).error.message).toBe(adminMessages.messageAlreadyHidden);
    const dismiss = await admin.send('POST', `/api/admin/message-flags/${message.id}/dismiss`, { reason: 'Late.' });
    expect(dismiss.status).toBe(409);
    expect(ErrorBody.parse(await dismiss.json()).error.message).toBe(adminMessages.messageReportsClosed);

    expect(await queue()).toEqual([]);
    expect(await queue('closed')).toMatchObject([
      { messageId: message.id, status: 'hidden', message: { text: 'Pay me in cash, it is cheaper', hidden: true } },
    ]);
    expect(await auditEntries(t.db)).toMatchObject([
      {
        action: 'message.hide',
        targetType: 'message',
        targetId: message.id,
        reason: 'Off-app pay.',
        before: { openReports: 1, hidden: false },
        after: { openReports: 0, hidden: true },
      },
    ]);
  });

  it('dismisses the reports and keeps the message, once, with an audit entry', async () => {
    const { message, conversationId } = await reportedMessage();
    const path = `/api/admin/message-flags/${message.id}/dismiss`;
    const done = await admin.send('POST', path, { reason: 'Fair price talk.' });
    expect(await done.json()).toEqual({ action: 'message.dismiss', targetType: 'message', targetId: message.id });
    const again = await admin.send('POST', path, { reason: 'Fair price talk.' });
    expect(again.status).toBe(409);
    expect(ErrorBody.parse(await again.json()).error.message).toBe(adminMessages.messageReportsClosed);

    expect(await thread(owner, conversationId)).toContain('Pay me in cash');
    expect(await queue()).toEqual([]);
    expect(await queue('closed')).toMatchObject([{ messageId: message.id, status: 'dismissed' }]);
    expect(await auditEntries(t.db)).toMatchObject([
      {
        action: 'message.dismiss',
        before: { openReports: 1, hidden: false },
        after: { openReports: 0, hidden: false },
      },
    ]);
  });

  it('needs a reason and a reported message, and changes nothing otherwise', async () => {
    const { message, conversationId } = await reportedMessage();
    for (const action of ['hide', 'dismiss']) {
      const blank = await admin.send('POST', `/api/admin/message-flags/${message.id}/${action}`, { reason: ' ' });
      expect(blank.status).toBe(400);
      expect(ErrorBody.parse(await blank.json()).error.fields).toEqual({ reason: adminMessages.reasonRequired });
      const missing = await admin.send('POST', `/api/admin/message-flags/${someId()}/${action}`, { reason: 'x' });
      expect(missing.status).toBe(404);
      expect(ErrorBody.parse(await missing.json()).error.message).toBe(adminMessages.reportedMessageNotFound);
    }
    expect(await thread(owner, conversationId)).toContain('Pay me in cash');
    expect(await auditEntries(t.db)).toEqual([]);
  });

  it('answers guests 401 and owners and providers 403 on every route, admins 200', async () => {
    const { message, conversationId } = await reportedMessage();
    const routes: [string, string, unknown][] = [
      ['GET', '/api/admin/message-flags', undefined],
      ['GET', `/api/admin/message-flags/${message.id}`, undefined],
      ['POST', `/api/admin/message-flags/${message.id}/dismiss`, { reason: 'x' }],
      ['POST', `/api/admin/message-flags/${message.id}/hide`, { reason: 'x' }],
    ];
    for (const [method, path, body] of routes) {
      expect((await asGuest(t).send(method, path, body)).status, `guest ${method} ${path}`).toBe(401);
      expect((await owner.send(method, path, body)).status, `owner ${method} ${path}`).toBe(403);
      expect((await sitter.send(method, path, body)).status, `sitter ${method} ${path}`).toBe(403);
    }
    expect(await thread(owner, conversationId)).toContain('Pay me in cash');
    for (const [method, path, body] of routes) {
      expect((await admin.send(method, path, body)).status, `admin ${method} ${path}`).toBe(200);
    }
  });
});

describe('photos of reported messages (decision 111)', () => {
  /** The sitter's message with a photo (and a second photo a message later), reported by the owner. */
  async function messageWithPhotos() {
    const id = await conversation();
    const [reportedPhoto, laterPhoto, elsewhere] = await Promise.all(
      [1, 2, 3].map(async () => (await uploadTestPhoto(t.db, sitter.userId!.toHexString())).id),
    );
    const sent = await sitter.send('POST', `/api/messages/conversations/${id}/messages`, {
      text: 'look',
      photoIds: [reportedPhoto],
    });
    const message = ChatMessage.parse(await sent.json());
    await sitter.send('POST', `/api/messages/conversations/${id}/messages`, { text: '', photoIds: [laterPhoto] });
    await owner.send('POST', `/api/messages/conversations/${id}/messages/${message.id}/report`, { reason: 'spam' });
    return { message, reportedPhoto: reportedPhoto!, laterPhoto: laterPhoto!, elsewhere: elsewhere! };
  }

  it('lists the photos and serves the excerpt’s photos to admins only, privately cached; nothing else', async () => {
    const { message, reportedPhoto, laterPhoto, elsewhere } = await messageWithPhotos();
    const [row] = await queue();
    expect(row!.message.photos.map((photo) => photo.id)).toEqual([reportedPhoto]);
    const excerpt = MessageFlagExcerpt.parse(
      await (await admin.send('GET', `/api/admin/message-flags/${message.id}`)).json(),
    );
    expect(excerpt.messages.map((shown) => shown.photos.map((photo) => photo.id))).toEqual([
      [reportedPhoto],
      [laterPhoto],
    ]);

    for (const photo of [reportedPhoto, laterPhoto]) {
      const res = await admin.send('GET', moderatedPhotoUrl(message.id, photo, 640));
      expect(res.status, photo).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
    // Not a photo of this excerpt, not a reported message, not an address of ours: not found.
    expect((await admin.send('GET', moderatedPhotoUrl(message.id, elsewhere, 640))).status).toBe(404);
    expect((await admin.send('GET', moderatedPhotoUrl(someId(), reportedPhoto, 640))).status).toBe(404);
    expect((await admin.send('GET', moderatedPhotoUrl(message.id, 'not-an-image', 640))).status).toBe(404);
    expect((await admin.send('GET', `/api/admin/message-flags/${message.id}/photos/${reportedPhoto}/0`)).status).toBe(
      404,
    );
    // The members' own address still admits only the members, and the admin route only admins.
    expect((await asGuest(t).send('GET', moderatedPhotoUrl(message.id, reportedPhoto, 640))).status).toBe(401);
    expect((await owner.send('GET', moderatedPhotoUrl(message.id, reportedPhoto, 640))).status).toBe(403);
    expect((await admin.send('GET', imageUrl(reportedPhoto, 640))).status).toBe(404);
  });

  it('still shows a hidden message’s photos to admins, while its members no longer load them', async () => {
    const { message, reportedPhoto } = await messageWithPhotos();
    expect((await admin.send('POST', `/api/admin/message-flags/${message.id}/hide`, { reason: 'spam' })).status).toBe(
      200,
    );
    expect((await admin.send('GET', moderatedPhotoUrl(message.id, reportedPhoto, 320))).status).toBe(200);
    expect((await owner.send('GET', imageUrl(reportedPhoto, 320))).status).toBe(404);
  });
});
