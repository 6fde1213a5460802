import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, FakeEventSource, ok, petOwner, renderRoute } from '../../../test/render';

const id = 'c00000000000000000000001';
const base = `/api/messages/conversations/${id}`;
const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
const message = (n: number, senderId: string, text: string, minutesAgo: number) => ({
  id: `e0000000000000000000000${n}`,
  conversationId: id,
  senderId,
  text,
  masked: false,
  removed: false,
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
