import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { standingOf, STANDING_ROUTE, verifiedProvider } from '@petpal/design-system/test-utils/provider-standing';
import { StoryPlatform, withFakeApi } from '../../../test/story-platform';
import { sitterUser } from '../../../test/users';
import { SitterInboxCard } from './SitterInboxCard';

const meta = {
  title: 'Pet care/SitterInboxCard',
  component: SitterInboxCard,
  decorators: [(Story) => <StoryPlatform>{Story()}</StoryPlatform>],
} satisfies Meta<typeof SitterInboxCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ForAPetSitter: Story = {
  beforeEach: withFakeApi(verifiedProvider('pet_sitter'), { user: sitterUser }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Your booking requests' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Manage Requests' })).toHaveAttribute(
      'href',
      '/dashboard/sitter-practice',
    );
  },
};

export const PendingVerification: Story = {
  beforeEach: withFakeApi(
    {
      [STANDING_ROUTE]: standingOf('pet_sitter', {
        status: 'pending',
        missing: [
          { field: 'yearsExperience', label: 'Years of experience' },
          { field: 'idCheck', label: 'ID check' },
        ],
        submittedAt: null,
      }),
    },
    { user: sitterUser },
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Pending verification' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Complete your profile' })).toHaveAttribute(
      'href',
      '/profile/pet-sitter',
    );
  },
};
