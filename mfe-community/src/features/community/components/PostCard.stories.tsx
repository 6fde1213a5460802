import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { communityMessages } from '@petpal/contracts';
import { expectNoSidewaysScroll, onPhone } from '@petpal/design-system/test-utils/story-viewports';
import { HTML_BODY, ownPost, photoPost, post } from '../../../test/fixtures';
import { platformMeta } from '../../../test/story-platform';
import { PostCard } from './PostCard';

const meta = {
  title: 'Community/PostCard',
  component: PostCard,
  ...platformMeta({ viewports: true }),
  args: { post: post(), inFeed: true },
} satisfies Meta<typeof PostCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InFeed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: post().title })).toHaveAttribute(
      'href',
      `/community/post/${post().id}`,
    );
    await expect(canvas.getByRole('link', { name: '1 comment' })).toBeVisible();
  },
};

/** In a feed only the first photo shows; the title stays a link. */
export const WithPhotosInFeed: Story = {
  args: { post: photoPost },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img', { name: /^Photo 1 of 2/ })).toHaveLength(1);
  },
};

/** On the post's page: the title is the h1 and every photo opens full size. */
export const OnItsPage: Story = {
  args: { post: { ...photoPost, editedAt: new Date().toISOString() }, inFeed: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: photoPost.title })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: /^Photo \d of 2/ })).toHaveLength(2);
    await expect(canvas.getByText('(edited)')).toBeVisible();
  },
};

/** What its author and the moderators see after several flags. */
export const Hidden: Story = {
  args: { post: ownPost({ hidden: true }), inFeed: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Hidden')).toBeVisible();
    await expect(canvas.getByText(communityMessages.hiddenPending)).toBeVisible();
  },
};

/** HTML is text: no image, no script, no bold; long words wrap on a phone. */
export const HtmlAsTextOnPhone: Story = {
  args: {
    post: post({
      title: '<img src=x onerror=alert(1)>',
      body: `${HTML_BODY}\nhttps://example.com/a-very-long-address-without-any-break-in-it-at-all-whatsoever`,
    }),
  },
  globals: onPhone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: '<img src=x onerror=alert(1)>' })).toBeVisible();
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
    await expect(canvasElement.querySelector('script, b')).toBeNull();
    await expectNoSidewaysScroll(canvasElement);
  },
};
