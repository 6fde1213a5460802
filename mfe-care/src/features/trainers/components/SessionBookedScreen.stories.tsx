import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { trainerMessages } from '@petpal/contracts';
import { expectNoSidewaysScroll, onPhone, storyViewports } from '@petpal/design-system/test-utils/story-viewports';
import { StoryPlatform } from '../../../test/story-platform';
import { inPerson, ownerSession } from '../../../test/trainer-fixtures';
import { SessionBookedScreen } from './SessionBookedScreen';

const meta = {
  title: 'Pet care/SessionBookedScreen',
  component: SessionBookedScreen,
  decorators: [(Story) => <StoryPlatform>{Story()}</StoryPlatform>],
  parameters: { viewport: storyViewports },
  args: { appointment: ownerSession() },
} satisfies Meta<typeof SessionBookedScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Online: Story = {
  globals: onPhone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Training Session Booked' })).toHaveFocus();
    await expect(canvas.getByText(trainerMessages.bookedOnline)).toBeVisible();
    await expect(canvas.getByText('₹1,500.00, charged 24 hours before the session')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View Appointments' })).toHaveAttribute('href', '/appointments');
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const InPerson: Story = {
  args: { appointment: ownerSession(inPerson) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(trainerMessages.bookedInPerson)).toBeVisible();
    await expect(canvas.getByText('In person')).toBeVisible();
    await expect(canvas.queryByText(/to accept/)).toBeNull();
  },
};
