import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ok } from '@petpal/design-system/test-utils/fake-fetch';
import { catGroup, group } from '../../../test/fixtures';
import { withFakeApi, platformMeta } from '../../../test/story-platform';
import { GroupCard } from './GroupCard';

const bandra = group();

const meta = {
  title: 'Community/GroupCard',
  component: GroupCard,
  ...platformMeta(),
  args: { group: bandra, signedIn: true },
} satisfies Meta<typeof GroupCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotJoined: Story = {
  beforeEach: withFakeApi({
    [`PUT /api/community/groups/${bandra.id}/membership`]: ok({ group: { ...bandra, joined: true } }),
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: bandra.name })).toHaveAttribute(
      'href',
      `/community/group/${bandra.id}`,
    );
    await expect(canvas.getByText('Mumbai · 12 members · 3 posts')).toBeVisible();
    await expect(canvas.getByRole('button', { name: `Join ${bandra.name}` })).toBeVisible();
  },
};

export const Moderated: Story = {
  args: { group: group({ joined: true, moderator: true }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: `Leave ${bandra.name}` })).toBeVisible();
    await expect(canvas.getByText('You moderate this group')).toBeVisible();
  },
};

/** A guest reads: no Join. One member, one post: singular words. */
export const ForAGuest: Story = {
  args: { group: catGroup, signedIn: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pune · 1 member · 1 post')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
