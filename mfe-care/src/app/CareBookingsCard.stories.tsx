import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { careMessages } from '@petpal/contracts';
import {
  expectNoSidewaysScroll,
  onDesktop,
  onPhone,
  storyViewports,
} from '@petpal/design-system/test-utils/story-viewports';
import { ownerRequest } from '../test/fixtures';
import { apiError, ok, type RecordedRequest } from '@petpal/design-system/test-utils/fake-fetch';
import { StoryPlatform, withFakeApi } from '../test/story-platform';
import { sitterUser, stylistUser } from '../test/users';
import { cancelledAppointment, stylingAppointment } from '../test/stylist-fixtures';
import { ownerSession } from '../test/trainer-fixtures';
import { CareBookingsCard } from './CareBookingsCard';
import { verifiedProvider } from '@petpal/design-system/test-utils/provider-standing';

const pending = ownerRequest();
const declined = ownerRequest({
  id: 'e10000000000000000000003',
  status: 'declined',
  declineReason: 'Away that week.',
  canCancel: false,
});
const done = ownerRequest({
  id: 'e10000000000000000000004',
  status: 'accepted',
  startDate: '2026-11-02',
  endDate: '2026-11-02',
  canCancel: false,
  canRate: true,
});

const grooming = stylingAppointment();

const meta = {
  title: 'Pet care/CareBookingsCard',
  component: CareBookingsCard,
  decorators: [(Story) => <StoryPlatform>{Story()}</StoryPlatform>],
  parameters: { viewport: storyViewports },
  globals: onDesktop,
} satisfies Meta<typeof CareBookingsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const bookings = withFakeApi({
  'GET /api/care/requests': (request: RecordedRequest) =>
    ok({ requests: request.query.get('scope') === 'past' ? [done, declined] : [pending] }),
  'GET /api/care/stylist-appointments': (request: RecordedRequest) =>
    ok({ appointments: request.query.get('scope') === 'past' ? [cancelledAppointment] : [grooming] }),
  [`POST /api/care/stylist-appointments/${grooming.id}/cancel`]: ok({
    appointment: { ...grooming, status: 'cancelled', cancelledBy: 'owner', cancellable: false },
  }),
  'GET /api/care/training-appointments': (request: RecordedRequest) =>
    ok({ appointments: request.query.get('scope') === 'past' ? [] : [ownerSession()] }),
  [`POST /api/care/requests/${pending.id}/cancel`]: ok({ request: { ...pending, status: 'cancelled' } }),
  [`POST /api/care/requests/${done.id}/rating`]: {
    status: 201,
    body: { review: { id: 'r9', rating: 5, feedback: '', author: 'Sam', createdAt: '2026-11-03T10:00:00.000Z' } },
  },
});

export const CancelAndRate: Story = {
  beforeEach: bookings,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    const upcoming = await canvas.findByRole('list', { name: 'Upcoming care bookings' });
    await expect(upcoming).toHaveTextContent('Pending');
    await userEvent.click(within(upcoming).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(page.getByRole('button', { name: 'Cancel Booking' }));
    await expect(await page.findByText('Booking Cancelled')).toBeVisible();

    await userEvent.click(canvas.getByRole('tab', { name: 'Past' }));
    const past = canvas.getByRole('list', { name: 'Past care bookings' });
    await expect(past).toHaveTextContent('Away that week.');
    await userEvent.click(within(past).getByRole('button', { name: 'Rate' }));
    const dialog = page.getByRole('dialog', { name: 'Rate your pet sitter' });
    await userEvent.click(within(dialog).getByLabelText('5 stars'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Rating' }));
    await expect(await page.findByText('Rating submitted successfully!')).toBeVisible();
  },
};

/** The training sessions, after the grooming appointments. */
export const TrainingSessions: Story = {
  beforeEach: bookings,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Upcoming training sessions' })).toHaveTextContent(
      'Meera Nair',
    );
  },
};

/** The grooming appointments under the sitter bookings: Cancel asks first. */
export const CancelGrooming: Story = {
  beforeEach: bookings,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    const upcoming = await canvas.findByRole('list', { name: 'Upcoming grooming appointments' });
    await expect(upcoming).toHaveTextContent('Meera Iyer, Mumbai, Maharashtra');
    await userEvent.click(within(upcoming).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(page.getByRole('button', { name: 'Cancel Appointment' }));
    await expect(await page.findByText('Your appointment has been cancelled successfully.')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Past' }));
    await expect(await canvas.findByRole('list', { name: 'Past grooming appointments' })).toHaveTextContent(
      'Cancelled by the stylist. Reason: Unwell that day.',
    );
  },
};

export const Phone: Story = {
  beforeEach: bookings,
  globals: onPhone,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByRole('list', { name: 'Upcoming care bookings' })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Past' }));
    await expect(canvas.getByRole('list', { name: 'Past care bookings' })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const NoBookings: Story = {
  beforeEach: withFakeApi({
    'GET /api/care/requests': apiError(403, 'forbidden', careMessages.noOwnerProfile),
    'GET /api/care/stylist-appointments': apiError(403, 'forbidden', careMessages.noOwnerProfile),
    'GET /api/care/training-appointments': apiError(403, 'forbidden', careMessages.noOwnerProfile),
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No care bookings yet')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Book a Pet Sitter' })).toHaveAttribute(
      'href',
      '/services/book-pet-sitter',
    );
  },
};

export const ForAPetSitter: Story = {
  beforeEach: withFakeApi(verifiedProvider('pet_sitter'), { user: sitterUser }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Manage Requests' })).toHaveAttribute(
      'href',
      '/dashboard/sitter-practice',
    );
  },
};

export const ForAPetStylist: Story = {
  beforeEach: withFakeApi(verifiedProvider('pet_stylist'), { user: stylistUser }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Manage Practice' })).toHaveAttribute(
      'href',
      '/dashboard/stylist-practice',
    );
  },
};
