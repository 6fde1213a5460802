import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ok } from '@petpal/design-system/test-utils/fake-fetch';
import { StoryPlatform, StoryRoute, withFakeApi } from '../../../test/story-platform';
import { chatMessage, conversation, sitterUserId, storyPhoto } from '../story-fixtures';
import { ConversationListPage } from './ConversationListPage';

const meta = {
  title: 'Messages/ConversationListPage',
  component: ConversationListPage,
  render: () => <StoryRoute route="/messages" />,
  decorators: [(Story) => <StoryPlatform>{Story()}</StoryPlatform>],
} satisfies Meta<typeof ConversationListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithUnread: Story = {
  beforeEach: withFakeApi({
    'GET /api/messages/conversations': ok({
      conversations: [
        conversation(),
        conversation({
          id: 'c00000000000000000000002',
          other: { ...conversation().other, name: 'Dr. Meera Shah', providerKind: 'vet' },
          lastMessage: null,
          unreadCount: 0,
        }),
      ],
      unreadConversations: 1,
    }),
  }),
  play: async ({ canvas }) => {
    const rows = await canvas.findByRole('list', { name: 'Conversations' });
    const links = within(rows).getAllByRole('link');
    await expect(links).toHaveLength(2);
    await expect(links[0]).toHaveTextContent('Nisha Rao');
    await expect(links[0]).toHaveTextContent('Yes, Friday works.');
    await expect(within(links[0]!).getByRole('img', { name: '1 unread' })).toBeVisible();
    await expect(links[1]).toHaveTextContent('No messages yet. Say hello.');
  },
};

/** A last message of photos alone reads "Photo" (decision 098). */
export const PhotoOnly: Story = {
  beforeEach: withFakeApi({
    'GET /api/messages/conversations': ok({
      conversations: [conversation({ lastMessage: chatMessage(3, sitterUserId, '', 0, false, [storyPhoto('walk')]) })],
      unreadConversations: 1,
    }),
  }),
  play: async ({ canvas }) => {
    const rows = await canvas.findByRole('list', { name: 'Conversations' });
    await expect(within(rows).getByRole('link')).toHaveTextContent(/Nisha Rao.*Photo/);
  },
};

export const Empty: Story = {
  beforeEach: withFakeApi({ 'GET /api/messages/conversations': ok({ conversations: [], unreadConversations: 0 }) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No conversations yet')).toBeVisible();
  },
};

export const Guest: Story = {
  beforeEach: withFakeApi({}, { user: null }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Log in to see your messages.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Login' })).toBeVisible();
  },
};
