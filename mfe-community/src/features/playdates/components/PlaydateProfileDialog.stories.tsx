import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { playdateMessages } from '@petpal/contracts';
import { onPhone } from '@petpal/design-system/test-utils/story-viewports';
import { withFakeApi, platformMeta } from '../../../test/story-platform';
import { brunoChoice, brunoProfile, playdatesApi } from '../fixtures';
import { PlaydateProfileDialog } from './PlaydateProfileDialog';

const meta = {
  title: 'Community/PawfectMatch/PlaydateProfileDialog',
  component: PlaydateProfileDialog,
  ...platformMeta({ viewports: true }),
  args: { dog: { ...brunoChoice, listed: false }, onClose: fn() },
  beforeEach: withFakeApi(playdatesApi()),
} satisfies Meta<typeof PlaydateProfileDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A first listing sent empty: every missing choice is named. */
export const MissingChoices: Story = {
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'List for playdates' }));
    await expect(await screen.findByText(playdateMessages.energy)).toBeVisible();
    await expect(screen.getByText(playdateMessages.playStyles)).toBeVisible();
    await expect(screen.getByText(playdateMessages.where)).toBeVisible();
  },
};

export const Editing: Story = {
  args: { dog: brunoChoice, profile: brunoProfile },
  globals: onPhone,
  play: async () => {
    await expect(await screen.findByRole('checkbox', { name: 'Fetch' })).toBeChecked();
    await expect(screen.getByText('Position set (19.060, 72.830)')).toBeVisible();
  },
};
