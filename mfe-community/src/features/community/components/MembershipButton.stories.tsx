import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { apiError, ok } from '@petpal/design-system/test-utils/fake-fetch';
import { group } from '../../../test/fixtures';
import { withFakeApi, platformMeta } from '../../../test/story-platform';
import { MembershipButton } from './MembershipButton';

const bandra = group();
const membership = `/api/community/groups/${bandra.id}/membership`;

const meta = {
  title: 'Community/MembershipButton',
  component: MembershipButton,
  ...platformMeta(),
  args: { group: bandra },
} satisfies Meta<typeof MembershipButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Join: Story = {
  beforeEach: withFakeApi({ [`PUT ${membership}`]: 'pending' }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Join ${bandra.name}` }));
    await expect(canvas.getByRole('button', { name: `Join ${bandra.name}` })).toHaveAttribute('aria-busy', 'true');
  },
};

export const JoinFails: Story = {
  beforeEach: withFakeApi({ [`PUT ${membership}`]: apiError(404, 'not_found', 'We could not find that group.') }),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Join ${bandra.name}` }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('We could not find that group.')).toBeVisible();
  },
};

/** A moderator is told that leaving ends their moderation. */
export const ModeratorLeaves: Story = {
  args: { group: group({ joined: true, moderator: true }) },
  beforeEach: withFakeApi({ [`DELETE ${membership}`]: ok({ group: bandra }) }),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Leave ${bandra.name}` }));
    const dialog = within(
      within(canvasElement.ownerDocument.body).getByRole('dialog', { name: `Leave ${bandra.name}?` }),
    );
    await expect(dialog.getByText(/you stop moderating it/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Leave group' })).toBeVisible();
  },
};
