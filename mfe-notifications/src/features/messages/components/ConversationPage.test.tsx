import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messageMessages } from '@petpal/contracts';
import { fakeApi, FakeEventSource, ok, petOwner, renderRoute } from '../../../test/render';

const id = 'c00000000000000000000001';
const base = `/api/messages/conversations/${id}`;
const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
const message = (n: number, senderId: string, text: string, minutesAgo: number, photos: unknown[] = []) => ({
  id: `e0000000000000000000000${n}`,
  conversationId: id,
  senderId,
  text,
  masked: false,
  removed: false,
  photos,
  createdAt: at(minutesAgo),
});
const sitterId = 'b00000000000000000000002';
const summary = (otherLastReadAt: string | null) => ({
  id,
  // Before a booking is accepted: name only.
  other: {
    name: 'Nisha Rao',
    userId: sitterId,
    role: 'provider',
    providerKind: 'sitter',
    ...{ avatarUrl: null, contactShared: false, phone: null, email: null },
  },
  lastMessage: null,
  lastActivityAt: at(1),
  unreadCount: 1,
  otherLastReadAt,
});

describe('ConversationPage', () => {
  it('shows the thread, Seen under my last message once read, hides contact details, reads and sends', async () => {
    const requests = fakeApi({
      [`GET ${base}`]: ok(summary(at(2))),
      [`GET ${base}/messages`]: ok({
        messages: [message(1, petOwner.id, 'Can you walk Bella?', 5), message(2, sitterId, 'Yes, Friday works.', 1)],
        nextBefore: null,
      }),
      [`POST ${base}/read`]: ok({ readAt: at(0) }),
      [`POST ${base}/messages`]: (request) => ({
        status: 201,
        body: message(3, petOwner.id, (request.body as { text: string }).text, 0),
      }),
      'GET /api/messages/conversations': ok({ conversations: [], unreadConversations: 0 }),
    });
    renderRoute(`/messages/${id}`);
    expect(await screen.findByRole('heading', { name: 'Conversation with Nisha Rao' })).toBeTruthy();
    const thread = await screen.findByRole('list', { name: 'Messages with Nisha Rao' });
    expect(thread.textContent).toContain('Can you walk Bella?');
    expect(screen.getByText('Seen')).toBeTruthy();
    expect(screen.getByText('Phone numbers and email addresses are shared once a booking is accepted.')).toBeTruthy();
    await waitFor(() => expect(requests.some((r) => r.method === 'POST' && r.path === `${base}/read`)).toBe(true));

    await userEvent.type(screen.getByLabelText('Your message'), 'See you then!');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(thread.textContent).toContain('See you then!'));
    const sent = requests.find((r) => r.method === 'POST' && r.path === `${base}/messages`)!;
    expect(sent.body).toEqual({ text: 'See you then!' });
    expect(sent.headers['Idempotency-Key']).toBeTruthy();
    expect(screen.queryByText('Seen')).toBeNull();

    // A live answer joins the thread.
    act(() =>
      FakeEventSource.latest()!.emit('message', { conversationId: id, message: message(4, sitterId, 'Great!', 0) }),
    );
    await waitFor(() => expect(thread.textContent).toContain('Great!'));
  });

  it('shows a hidden message as removed, and replaces one live when an admin hides it', async () => {
    fakeApi({
      [`GET ${base}`]: ok(summary(null)),
      [`GET ${base}/messages`]: ok({
        messages: [
          { ...message(1, sitterId, 'This message was removed.', 6), removed: true },
          message(2, sitterId, 'Pay me in cash', 5),
        ],
        nextBefore: null,
      }),
      [`POST ${base}/read`]: ok({ readAt: at(0) }),
      'GET /api/messages/conversations': ok({ conversations: [], unreadConversations: 0 }),
    });
    renderRoute(`/messages/${id}`);
    const thread = await screen.findByRole('list', { name: 'Messages with Nisha Rao' });
    await waitFor(() => expect(thread.textContent).toContain('Pay me in cash'));
    // Only the message still shown can be reported.
    expect(screen.getAllByRole('button', { name: 'Report message from Nisha Rao' })).toHaveLength(1);

    act(() =>
      FakeEventSource.latest()!.emit('message-removed', {
        conversationId: id,
        message: { ...message(2, sitterId, 'This message was removed.', 5), removed: true },
      }),
    );
    await waitFor(() => expect(thread.textContent).not.toContain('Pay me in cash'));
    expect(screen.getAllByText('This message was removed.')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Report message from Nisha Rao' })).toBeNull();
  });
});

const JPEG = new Uint8Array([
  0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9,
]);
const image = (n: number) => ({
  id: `upload${n}-0123456789abcdefg`.slice(0, 22),
  widths: [320, 640],
  width: 640,
  height: 480,
});
/** The API's refusal of an upload that is not the sender's (decision 083). */
const NOT_YOURS = 'Please choose the photo again.';
const jpeg = (name: string) => new File([JPEG], name, { type: 'image/jpeg' });

describe('ConversationPage composer photos', () => {
  function api(send: Parameters<typeof fakeApi>[0][string]) {
    let uploads = 0;
    return fakeApi({
      [`GET ${base}`]: ok(summary(null)),
      [`GET ${base}/messages`]: ok({ messages: [message(1, sitterId, 'How is Bella?', 5)], nextBefore: null }),
      [`POST ${base}/read`]: ok({ readAt: at(0) }),
      'POST /api/images': () => ({ status: 201, body: { image: image(++uploads) } }),
      [`POST ${base}/messages`]: send,
      'GET /api/messages/conversations': ok({ conversations: [], unreadConversations: 0 }),
    });
  }

  it('uploads chosen photos at once, removes one before sending, and sends photos without text', async () => {
    const requests = api((request) => {
      const ids = (request.body as { photoIds: string[] }).photoIds;
      return {
        status: 201,
        body: message(
          2,
          petOwner.id,
          '',
          0,
          [image(1), image(3)].filter((i) => ids.includes(i.id)),
        ),
      };
    });
    renderRoute(`/messages/${id}`);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Write a message' });
    const send = within(form).getByRole('button', { name: 'Send' });
    expect(send).toHaveProperty('disabled', true);

    await user.upload(within(form).getByLabelText('Add photo'), [jpeg('a.jpg'), jpeg('b.jpg')]);
    const previews = await within(form).findByRole('list', { name: 'Photos to send' });
    await waitFor(() => expect(within(previews).getAllByRole('img')).toHaveLength(2));
    // Previews come from the uploads' stored 320 px width (fresh uploads, not yet kept by a message).
    expect(within(previews).getByRole('img', { name: 'Photo 2 to send' }).getAttribute('src')).toBe(
      `/api/images/${image(2).id}/320`,
    );
    await user.click(within(form).getByRole('button', { name: 'Remove photo 2' }));
    expect(within(previews).getAllByRole('img')).toHaveLength(1);
    await user.upload(within(form).getByLabelText('Add photo'), jpeg('c.jpg'));
    await waitFor(() => expect(within(previews).getAllByRole('img')).toHaveLength(2));
    expect(requests.filter((r) => r.path === '/api/images').map((r) => r.headers['Content-Type'])).toEqual([
      'image/jpeg',
      'image/jpeg',
      'image/jpeg',
    ]);

    // Text is optional when there is a photo.
    expect(send).toHaveProperty('disabled', false);
    await user.click(send);
    const thread = await screen.findByRole('list', { name: 'Messages with Nisha Rao' });
    const shown = await within(thread).findByRole('img', { name: 'Photo 2 of 2 from you' });
    expect(shown.getAttribute('srcset')).toContain(`/api/images/${image(3).id}/640 640w`);
    const sent = requests.find((r) => r.method === 'POST' && r.path === `${base}/messages`)!;
    expect(sent.body).toEqual({ text: '', photoIds: [image(1).id, image(3).id] });
    expect(sent.headers['Idempotency-Key']).toBeTruthy();
    expect(within(form).queryByRole('list', { name: 'Photos to send' })).toBeNull();
  });

  it('takes at most 4 photos a message (more are refused before any upload), and shows the API’s reason when a photo is refused', async () => {
    const requests = api({
      status: 400,
      body: {
        error: {
          code: 'invalid_input',
          message: 'Some fields are missing or not valid.',
          fields: { photoIds: NOT_YOURS },
        },
      },
    });
    renderRoute(`/messages/${id}`);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Write a message' });
    const files = ['1', '2', '3', '4', '5'].map((n) => jpeg(`${n}.jpg`));
    await user.upload(within(form).getByLabelText('Add photo'), files);
    expect(await within(form).findByText(messageMessages.photos)).toBeTruthy();
    expect(requests.filter((r) => r.path === '/api/images')).toEqual([]);
    await user.upload(within(form).getByLabelText('Add photo'), files.slice(0, 4));
    const previews = await within(form).findByRole('list', { name: 'Photos to send' });
    await waitFor(() => expect(within(previews).getAllByRole('img')).toHaveLength(4));
    expect(within(form).getByLabelText('Add photo')).toHaveProperty('disabled', true);

    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(form).findByText(NOT_YOURS)).toBeTruthy();
    // Nothing lost: the photos wait for another try.
    expect(within(previews).getAllByRole('img')).toHaveLength(4);
  });
});
