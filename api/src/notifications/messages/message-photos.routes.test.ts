import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import {
  ChatMessage,
  ConversationList,
  ConversationSummary,
  ErrorBody,
  ImageUploaded,
  MESSAGE_PHOTO_PREVIEW,
  MessagePage,
  messageMessages,
  NotificationList,
  imageUrl,
} from '@petpal/contracts';
import { verifyTestProvider } from '../../auth';
import {
  createImagesService,
  IMAGE_ALREADY_ATTACHED,
  IMAGE_NOT_YOURS,
  IMAGES_COLLECTION,
  PRIVATE_CACHE_CONTROL,
  testPhoto,
} from '../../images';
import { perTest, perTestDatabase } from '../../test-support/per-test';
import { createNotificationsTestApp, signIn, type TestUser } from '../notifications.test-support';
import { CONVERSATION_MESSAGES_COLLECTION } from './messages.repository';
import { messagesRequester } from './messages.test-support';

const app = perTestDatabase((db) => createNotificationsTestApp(db));

const owner = perTest(() => signIn(app, app.db, 'owner@example.com'));
const stranger = perTest(() => signIn(app, app.db, 'stranger@example.com'));
const sitter = perTest(async () => {
  const user = await signIn(app, app.db, 'sitter@example.com', 'pet_sitter');
  const record = await verifyTestProvider(app.db, 'pet_sitter', new ObjectId(user.id));
  return { ...user, recordId: record._id.toHexString() };
});

const call = messagesRequester(app);

/** A photo uploaded by `user` through POST /api/images; its id. */
async function upload(user: TestUser): Promise<string> {
  const res = await app.app.request('http://localhost/api/images', {
    method: 'POST',
    headers: { Cookie: user.cookie, 'Content-Type': 'image/jpeg' },
    body: (await testPhoto({ width: 700, height: 500 })) as Uint8Array<ArrayBuffer>,
  });
  expect(res.status).toBe(201);
  return ImageUploaded.parse(await res.json()).image.id;
}

const load = (user: TestUser | null, id: string, headers: Record<string, string> = {}) =>
  app.app.request(`http://localhost${imageUrl(id, 640)}`, {
    headers: { ...(user ? { Cookie: user.cookie } : {}), ...headers },
  });

async function conversation(): Promise<string> {
  const res = await call(owner, 'POST', '/conversations', { providerKind: 'sitter', providerId: sitter.recordId });
  return ConversationSummary.parse(await res.json()).id;
}

const thread = async (user: TestUser, id: string) =>
  MessagePage.parse(await (await call(user, 'GET', `/conversations/${id}/messages`)).json()).messages;

async function refusedWith(res: Response, message: string) {
  expect(res.status).toBe(400);
  expect(ErrorBody.parse(await res.json()).error.fields?.photoIds).toBe(message);
}

describe('photos in messages (decision 098)', () => {
  it('sends photos without text; only the two participants load them (others and guests 404, private cache)', async () => {
    const id = await conversation();
    const photoId = await upload(owner);
    // Before it is attached, an upload is public by address as before (083).
    expect((await load(stranger, photoId)).headers.get('cache-control')).toContain('public');

    const res = await call(owner, 'POST', `/conversations/${id}/messages`, { photoIds: [photoId] });
    expect(res.status).toBe(201);
    const sent = ChatMessage.parse(await res.json());
    expect(sent).toMatchObject({ text: '', photos: [{ id: photoId, widths: [320, 640, 700] }] });
    expect((await thread(sitter, id))[0]!.photos.map((photo) => photo.id)).toEqual([photoId]);

    for (const member of [owner, sitter]) {
      const served = await load(member, photoId);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
    }
    for (const outsider of [stranger, null]) {
      const refused = await load(outsider, photoId);
      expect(refused.status).toBe(404);
      expect(refused.headers.get('cache-control')).toBeNull();
      // A validator from an earlier public look gets nothing either (no 304 that would confirm the id).
      expect((await load(outsider, photoId, { 'If-None-Match': `"${photoId}-640"` })).status).toBe(404);
    }
    // The same 404 as an id nobody uploaded: nothing tells a private image from a missing one.
    const unknown = await load(stranger, 'A'.repeat(22));
    expect(unknown.status).toBe(404);

    const listed = ConversationList.parse(await (await call(sitter, 'GET', '/conversations')).json());
    expect(listed.conversations[0]!.lastMessage?.photos).toHaveLength(1);
    const bell = NotificationList.parse(await (await sitter.send('GET', '')).json());
    expect(bell.notifications.find((notice) => notice.type === 'message')?.message).toBe(MESSAGE_PHOTO_PREVIEW);
  });

  it('takes text with up to 4 photos, in their order', async () => {
    const id = await conversation();
    const photoIds = [await upload(sitter), await upload(sitter), await upload(sitter), await upload(sitter)];
    const res = await call(sitter, 'POST', `/conversations/${id}/messages`, { text: 'Walk went well', photoIds });
    expect(res.status).toBe(201);
    expect(ChatMessage.parse(await res.json()).photos.map((photo) => photo.id)).toEqual(photoIds);
  });

  it('refuses a 5th photo, someone else’s upload, an unknown id, a repeated one and one attached elsewhere; nothing written', async () => {
    const id = await conversation();
    const five = [
      await upload(owner),
      await upload(owner),
      await upload(owner),
      await upload(owner),
      await upload(owner),
    ];
    await refusedWith(
      await call(owner, 'POST', `/conversations/${id}/messages`, { photoIds: five }),
      messageMessages.photos,
    );
    const theirs = await upload(sitter);
    const mine = await upload(owner);
    await refusedWith(
      await call(owner, 'POST', `/conversations/${id}/messages`, { text: 'Look', photoIds: [mine, theirs] }),
      IMAGE_NOT_YOURS,
    );
    await refusedWith(
      await call(owner, 'POST', `/conversations/${id}/messages`, { photoIds: ['B'.repeat(22)] }),
      IMAGE_NOT_YOURS,
    );
    await refusedWith(
      await call(owner, 'POST', `/conversations/${id}/messages`, { photoIds: [mine, mine] }),
      IMAGE_ALREADY_ATTACHED,
    );
    expect(await app.db.collection(CONVERSATION_MESSAGES_COLLECTION).countDocuments({})).toBe(0);
    // The refused sends kept nothing: `mine` is still a fresh upload, public by address, and can be sent once.
    expect((await load(stranger, mine)).status).toBe(200);
    expect((await call(owner, 'POST', `/conversations/${id}/messages`, { photoIds: [mine] })).status).toBe(201);
    await refusedWith(
      await call(owner, 'POST', `/conversations/${id}/messages`, { photoIds: [mine] }),
      IMAGE_ALREADY_ATTACHED,
    );
    expect(await app.db.collection(CONVERSATION_MESSAGES_COLLECTION).countDocuments({})).toBe(1);
  });

  it('still needs text or a photo', async () => {
    const id = await conversation();
    const res = await call(owner, 'POST', `/conversations/${id}/messages`, { text: '  ', photoIds: [] });
    expect(res.status).toBe(400);
    expect(ErrorBody.parse(await res.json()).error.fields?.text).toBe(messageMessages.text);
  });

  it('a retry with the same Idempotency-Key sends one message with its photos', async () => {
    const id = await conversation();
    const photoIds = [await upload(owner), await upload(owner)];
    const key = { 'Idempotency-Key': 'photos-1' };
    const first = await call(owner, 'POST', `/conversations/${id}/messages`, { text: 'Two', photoIds }, key);
    const retry = await call(owner, 'POST', `/conversations/${id}/messages`, { text: 'Two', photoIds }, key);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
    const [a, b] = [ChatMessage.parse(await first.json()), ChatMessage.parse(await retry.json())];
    expect(b).toEqual(a);
    const messages = await thread(owner, id);
    expect(messages).toHaveLength(1);
    expect(messages[0]!.photos.map((photo) => photo.id)).toEqual(photoIds);
  });

  it('a private image cannot be kept by a public record (a pet, a report) either', async () => {
    const id = await conversation();
    const photoId = await upload(owner);
    await call(owner, 'POST', `/conversations/${id}/messages`, { photoIds: [photoId] });
    const doc = await app.db.collection<{ _id: string; access?: unknown }>(IMAGES_COLLECTION).findOne({ _id: photoId });
    expect(doc?.access).toEqual({ kind: 'message', ref: expect.any(String) });
    await expect(createImagesService(app.db).claim(owner.id, photoId, 'pet:test')).rejects.toMatchObject({
      status: 400,
      fields: { photoId: IMAGE_NOT_YOURS },
    });
    // And a photo a public record keeps cannot be made private (it would vanish from the pet's page).
    const petPhoto = await upload(owner);
    await createImagesService(app.db).claim(owner.id, petPhoto, 'pet:test');
    await refusedWith(
      await call(owner, 'POST', `/conversations/${id}/messages`, { photoIds: [petPhoto] }),
      IMAGE_ALREADY_ATTACHED,
    );
    expect((await load(stranger, petPhoto)).status).toBe(200);
  });
});
