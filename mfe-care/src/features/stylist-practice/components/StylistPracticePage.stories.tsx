import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { stylistMessages } from '@petpal/contracts';
import { apiError, ok, type RecordedRequest } from '@petpal/design-system/test-utils/fake-fetch';
import {
  expectNoSidewaysScroll,
  onDesktop,
  onPhone,
  storyViewports,
} from '@petpal/design-system/test-utils/story-viewports';
import { StoryPlatform, withFakeApi } from '../../../test/story-platform';
import { petOwner, stylistUser } from '../../../test/users';
import { cancelledAppointment, pastAppointment, practice, stylingAppointment } from '../../../test/stylist-fixtures';
import { StylistPracticePage } from './StylistPracticePage';
import { verifiedProvider } from '@petpal/design-system/test-utils/provider-standing';

const upcoming = stylingAppointment();
const base = practice();

const meta = {
  title: 'Pet care/StylistPracticePage',
  component: StylistPracticePage,
  decorators: [(Story) => <StoryPlatform route="/dashboard/stylist-practice">{Story()}</StoryPlatform>],
  parameters: { layout: 'fullscreen', viewport: storyViewports },
  globals: onDesktop,
} satisfies Meta<typeof StylistPracticePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled = withFakeApi(
  {
    ...verifiedProvider('pet_stylist'),
    'GET /api/care/stylist-practice': ok(base),
    'GET /api/care/stylist-practice/appointments': (request: RecordedRequest) =>
      ok({
        appointments: request.query.get('scope') === 'past' ? [cancelledAppointment, pastAppointment] : [upcoming],
      }),
    [`POST /api/care/stylist-practice/appointments/${upcoming.id}/cancel`]: ok({
      appointment: { ...upcoming, status: 'cancelled', cancelledBy: 'stylist', cancelReason: 'Unwell' },
    }),
    'POST /api/care/stylist-practice/schedules': {
      status: 201,
      body: {
        ...base,
        schedules: [
          ...base.schedules,
          {
            id: 'c10000000000000000000009',
            dayOfWeek: 'tuesday',
            startTime: '09:00',
            endTime: '17:00',
            slotDurationMinutes: 60,
            isAvailable: true,
            breaks: [],
          },
        ],
      },
    },
    'POST /api/care/stylist-practice/holidays': { status: 201, body: base },
  },
  { user: stylistUser },
);

/** Appointments first: cancelling needs a reason, which the owner is told. */
export const CancelWithReason: Story = {
  beforeEach: filled,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    const list = await canvas.findByRole('list', { name: 'Upcoming appointments' });
    await expect(await canvas.findByRole('list', { name: 'Past and cancelled appointments' })).toHaveTextContent(
      'Unwell that day.',
    );
    await userEvent.click(within(list).getByRole('button', { name: 'Cancel' }));
    const dialog = within(page.getByRole('dialog', { name: 'Cancel this appointment?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel Appointment' }));
    await expect(dialog.getByLabelText(/^Reason for cancelling/)).toHaveFocus();
    await userEvent.keyboard('Unwell');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel Appointment' }));
    await expect(await page.findByText(stylistMessages.cancelled)).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** On a phone: weekly hours, Add Hours on Tuesday with the 60-minute default. */
export const AddHoursOnPhone: Story = {
  beforeEach: filled,
  globals: onPhone,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Weekly hours' }));
    await expectNoSidewaysScroll(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add hours on Tuesday' }));
    const dialog = within(page.getByRole('dialog', { name: 'Add hours' }));
    await expect(dialog.getByLabelText(/^Slot length/)).toHaveValue(60);
    await userEvent.click(dialog.getByRole('button', { name: 'Save Hours' }));
    await expect(await canvas.findByRole('list', { name: 'Tuesday hours' })).toHaveTextContent(
      '09:00 - 17:00 · 60-minute slots',
    );
  },
};

export const Holidays: Story = {
  beforeEach: filled,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Holidays' }));
    await expect(canvas.getByRole('list', { name: 'Holidays' })).toHaveTextContent(
      'December 24, 2026 to December 25, 2026 · Christmas',
    );
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const TimeZone: Story = {
  beforeEach: filled,
  globals: onPhone,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Time zone' }));
    await expect(canvas.getByRole('combobox', { name: /^Time zone/ })).toHaveValue('Asia/Kolkata');
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const Loading: Story = {
  beforeEach: withFakeApi(
    { ...verifiedProvider('pet_stylist'), 'GET /api/care/stylist-practice': 'pending' },
    { user: stylistUser },
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your practice...')).toBeVisible();
  },
};

export const Failed: Story = {
  beforeEach: withFakeApi(
    { ...verifiedProvider('pet_stylist'), 'GET /api/care/stylist-practice': apiError(500, 'internal', 'Oops') },
    { user: stylistUser },
  ),
  play: async ({ canvas }) => {
    const retry = await canvas.findByRole('button', { name: 'Try again' });
    await expect(retry.closest('[role="alert"]')).toHaveTextContent('Failed to load your practice. Please try again.');
  },
};

export const NoAppointments: Story = {
  beforeEach: withFakeApi(
    {
      ...verifiedProvider('pet_stylist'),
      'GET /api/care/stylist-practice': ok(practice({ schedules: [], holidays: [] })),
      'GET /api/care/stylist-practice/appointments': ok({ appointments: [] }),
    },
    { user: stylistUser },
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByText('No upcoming appointments. New bookings from pet owners show here.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Weekly hours' }));
    await expect(canvas.getAllByText('Closed.')).toHaveLength(7);
  },
};

export const ProfileMissing: Story = {
  beforeEach: withFakeApi(
    {
      ...verifiedProvider('pet_stylist'),
      'GET /api/care/stylist-practice': apiError(403, 'forbidden', stylistMessages.notStylist),
    },
    { user: stylistUser },
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Complete Profile' })).toHaveAttribute(
      'href',
      '/profile/pet-stylist',
    );
  },
};

export const NotAPetStylist: Story = {
  beforeEach: withFakeApi({}, { user: petOwner }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/This page is for pet stylists/)).toBeVisible();
  },
};

export const Guest: Story = {
  beforeEach: withFakeApi({}, { user: null }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  },
};
