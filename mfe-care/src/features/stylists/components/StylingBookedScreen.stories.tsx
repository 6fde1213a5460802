import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { stylistMessages } from '@petpal/contracts';
import { StoryPlatform } from '../../../test/story-platform';
import { stylingAppointment } from '../../../test/stylist-fixtures';
import { StylingBookedScreen } from './StylingBookedScreen';

const meta = {
  title: 'Pet care/StylingBookedScreen',
  component: StylingBookedScreen,
  decorators: [(Story) => <StoryPlatform>{Story()}</StoryPlatform>],
  args: { appointment: stylingAppointment(), onBookAnother: fn() },
} satisfies Meta<typeof StylingBookedScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Booked: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: stylistMessages.bookedTitle })).toHaveFocus();
    await expect(canvas.getByText('December 3, 2026, 11:00 - 12:00 (Asia/Kolkata)')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View Appointments' })).toHaveAttribute('href', '/appointments');
    await userEvent.click(canvas.getByRole('button', { name: 'Book Another' }));
    await expect(args.onBookAnother).toHaveBeenCalled();
  },
};

export const WithoutPet: Story = {
  args: { appointment: stylingAppointment({ petName: null }) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Pet')).toBeNull();
  },
};
