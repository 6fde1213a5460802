import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SendMessageInput } from '@petpal/contracts';
import { ok } from '@petpal/design-system/test-utils/fake-fetch';
import { petOwner } from '../../../test/users';
import { StoryPlatform, StoryRoute, withFakeApi } from '../../../test/story-platform';
import {
  chatMessage,
  conversation,
  conversationId,
  removedMessage,
  sitterUserId,
  storyPhoto,
  thread,
} from '../story-fixtures';
import { ConversationPage } from './ConversationPage';

const base = `/api/messages/conversations/${conversationId}`;

const meta = {
  title: 'Messages/ConversationPage',
  component: ConversationPage,
  render: () => <StoryRoute route={`/messages/${conversationId}`} />,
  decorators: [(Story) => <StoryPlatform>{Story()}</StoryPlatform>],
} satisfies Meta<typeof ConversationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const api = (summary = conversation(), messages = thread) => ({
  [`GET ${base}`]: ok(summary),
  [`GET ${base}/messages`]: ok({ messages, nextBefore: null }),
  [`POST ${base}/read`]: ok({ readAt: new Date().toISOString() }),
  [`POST ${base}/messages`]: ({ body }: { body: unknown }) => {
    const input = body as SendMessageInput;
    return {
      status: 201,
      body: chatMessage(3, petOwner.id, input.text ?? '', 0, false, (input.photoIds ?? []).map(storyPhoto)),
    };
  },
  'POST /api/images': ({ headers }: { headers: Record<string, string> }) => ({
    status: 201,
    body: { image: storyPhoto(`upload-${headers['Content-Type'] === 'image/png' ? 'png' : 'jpg'}`) },
  }),
  'GET /api/messages/conversations': ok({ conversations: [summary], unreadConversations: 0 }),
});

export const BeforeBooking: Story = {
  beforeEach: withFakeApi(api()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Conversation with Nisha Rao' })).toBeVisible();
    const list = await canvas.findByRole('list', { name: 'Messages with Nisha Rao' });
    await expect(list).toHaveTextContent('Yes, Friday works.');
    await expect(
      canvas.getByText('Phone numbers and email addresses are shared once a booking is accepted.'),
    ).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Your message'), 'See you then!');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(list).toHaveTextContent('See you then!'));
  },
};

export const AfterBooking: Story = {
  beforeEach: withFakeApi(
    api(
      conversation({
        other: {
          ...conversation().other,
          contactShared: true,
          phone: '+91 98765 43210',
          email: 'nisha@example.com',
        },
      }),
    ),
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Phone: \+91 98765 43210/)).toBeVisible();
    await expect(
      canvas.queryByText('Phone numbers and email addresses are shared once a booking is accepted.'),
    ).toBeNull();
  },
};

/** A message an admin hid reads "This message was removed." in a muted style, with nothing to report. */
export const WithRemovedMessage: Story = {
  beforeEach: withFakeApi(api(conversation(), [thread[0]!, removedMessage(2, sitterUserId, 1)])),
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Messages with Nisha Rao' });
    await expect(await canvas.findByText('This message was removed.')).toBeVisible();
    await expect(list).not.toHaveTextContent('Yes, Friday works.');
    await expect(canvas.queryByRole('button', { name: /Report message from/ })).toBeNull();
  },
};

/** A photo the sitter sent (a private image: in the site only the two participants load it), and one from the owner. */
export const WithPhotos: Story = {
  beforeEach: withFakeApi({
    ...api(),
    [`GET ${base}/messages`]: ok({
      messages: [
        ...thread,
        chatMessage(4, sitterUserId, 'Bella at the park', 0, false, [storyPhoto('park-1'), storyPhoto('park-2')]),
      ],
      nextBefore: null,
    }),
  }),
  play: async ({ canvas }) => {
    const photos = await canvas.findByRole('list', { name: 'Photos from Nisha Rao' });
    await expect(within(photos).getAllByRole('link')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Photo 2 of 2 from Nisha Rao' })).toBeVisible();
  },
};

/** Attach a photo, remove it, attach another and send it without text. */
export const AttachPhotos: Story = {
  beforeEach: withFakeApi(api()),
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: 'Write a message' });
    const attach = within(form).getByLabelText('Add photo');
    const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'bella.png', { type: 'image/png' });
    await userEvent.upload(attach, png());
    await expect(await within(form).findByRole('img', { name: 'Photo 1 to send' })).toBeVisible();
    await userEvent.click(within(form).getByRole('button', { name: 'Remove photo 1' }));
    await expect(within(form).queryByRole('img', { name: 'Photo 1 to send' })).toBeNull();
    await userEvent.upload(attach, png());
    await expect(await within(form).findByRole('img', { name: 'Photo 1 to send' })).toBeVisible();
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByRole('link', { name: 'Photo 1 of 1 from you' })).toBeVisible();
  },
};
