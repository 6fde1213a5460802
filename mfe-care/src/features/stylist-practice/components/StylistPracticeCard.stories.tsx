import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { standingOf, STANDING_ROUTE, verifiedProvider } from '@petpal/design-system/test-utils/provider-standing';
import { StoryPlatform, withFakeApi } from '../../../test/story-platform';
import { stylistUser } from '../../../test/users';
import { StylistPracticeCard } from './StylistPracticeCard';

const meta = {
  title: 'Pet care/StylistPracticeCard',
  component: StylistPracticeCard,
  decorators: [(Story) => <StoryPlatform>{Story()}</StoryPlatform>],
} satisfies Meta<typeof StylistPracticeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  beforeEach: withFakeApi(verifiedProvider('pet_stylist'), { user: stylistUser }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Manage Practice' })).toHaveAttribute(
      'href',
      '/dashboard/stylist-practice',
    );
  },
};

export const Suspended: Story = {
  beforeEach: withFakeApi(
    { [STANDING_ROUTE]: standingOf('pet_stylist', { status: 'suspended', reason: 'Repeated late cancellations.' }) },
    { user: stylistUser },
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Account suspended' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Manage Practice' })).toBeNull();
  },
};
