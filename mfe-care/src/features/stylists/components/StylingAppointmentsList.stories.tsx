import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { stylistMessages } from '@petpal/contracts';
import { apiError, ok, type RecordedRequest } from '@petpal/design-system/test-utils/fake-fetch';
import {
  expectNoSidewaysScroll,
  onDesktop,
  onPhone,
  storyViewports,
} from '@petpal/design-system/test-utils/story-viewports';
import { StoryPlatform, withFakeApi } from '../../../test/story-platform';
import { cancelledAppointment, pastAppointment, stylingAppointment } from '../../../test/stylist-fixtures';
import { StylingAppointmentsList } from './StylingAppointmentsList';

const upcoming = stylingAppointment();

const meta = {
  title: 'Pet care/StylingAppointmentsList',
  component: StylingAppointmentsList,
  decorators: [(Story) => <StoryPlatform>{Story()}</StoryPlatform>],
  parameters: { viewport: storyViewports },
  globals: onDesktop,
  args: { part: 'upcoming' },
} satisfies Meta<typeof StylingAppointmentsList>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled = (cancel = ok({ appointment: { ...upcoming, status: 'cancelled', cancellable: false } })) =>
  withFakeApi({
    'GET /api/care/stylist-appointments': (request: RecordedRequest) =>
      ok({
        appointments: request.query.get('scope') === 'past' ? [cancelledAppointment, pastAppointment] : [upcoming],
      }),
    [`POST /api/care/stylist-appointments/${upcoming.id}/cancel`]: cancel,
  });

export const Filled: Story = {
  beforeEach: filled(),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    const list = await canvas.findByRole('list', { name: 'Upcoming grooming appointments' });
    await expect(canvas.queryByRole('list', { name: 'Past grooming appointments' })).toBeNull();
    await userEvent.click(within(list).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(page.getByRole('button', { name: 'Cancel Appointment' }));
    await expect(await page.findByText(stylistMessages.cancelled)).toBeVisible();
  },
};

/** The Past tab: completed and cancelled appointments, nothing upcoming. */
export const Past: Story = {
  args: { part: 'past' },
  beforeEach: filled(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Past grooming appointments' })).toHaveTextContent(
      'Completed',
    );
    await expect(canvas.queryByRole('list', { name: 'Upcoming grooming appointments' })).toBeNull();
  },
};

export const CancelRefused: Story = {
  beforeEach: filled(apiError(409, 'not_cancellable', stylistMessages.notCancellable)),
  globals: onPhone,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    const list = await canvas.findByRole('list', { name: 'Upcoming grooming appointments' });
    await expectNoSidewaysScroll(canvasElement);
    await userEvent.click(within(list).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(page.getByRole('button', { name: 'Cancel Appointment' }));
    await expect(await page.findByText(stylistMessages.notCancellable)).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: withFakeApi({ 'GET /api/care/stylist-appointments': ok({ appointments: [] }) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No upcoming grooming appointments.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Book a Pet Stylist' })).toHaveAttribute(
      'href',
      '/services/book-a-stylist',
    );
  },
};

export const Loading: Story = {
  beforeEach: withFakeApi({ 'GET /api/care/stylist-appointments': 'pending' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading grooming appointments...')).toBeVisible();
  },
};

export const Failed: Story = {
  beforeEach: withFakeApi({ 'GET /api/care/stylist-appointments': apiError(500, 'internal', 'Oops') }),
  play: async ({ canvas }) => {
    const retry = await canvas.findByRole('button', { name: 'Try again' });
    await expect(retry.closest('[role="alert"]')).toHaveTextContent(stylistMessages.loadAppointmentsFailed);
  },
};

/** A user without a pet owner profile has no grooming appointments: nothing shows. */
export const NotAnOwner: Story = {
  beforeEach: withFakeApi({
    'GET /api/care/stylist-appointments': apiError(403, 'forbidden', stylistMessages.noOwnerProfile),
  }),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.queryByText('Grooming appointments')).toBeNull());
  },
};
