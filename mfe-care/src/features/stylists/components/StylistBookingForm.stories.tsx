import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { stylistMessages } from '@petpal/contracts';
import { apiError, ok, type RecordedRequest } from '@petpal/design-system/test-utils/fake-fetch';
import {
  expectNoSidewaysScroll,
  onDesktop,
  onPhone,
  storyViewports,
} from '@petpal/design-system/test-utils/story-viewports';
import { bella, milo } from '../../../test/fixtures';
import { StoryPlatform, withFakeApi } from '../../../test/story-platform';
import { availability, daySlots, meera, noDates, stylingAppointment } from '../../../test/stylist-fixtures';
import { StylistBookingForm } from './StylistBookingForm';

const meta = {
  title: 'Pet care/StylistBookingForm',
  component: StylistBookingForm,
  decorators: [(Story) => <StoryPlatform>{Story()}</StoryPlatform>],
  parameters: { viewport: storyViewports },
  globals: onDesktop,
  args: { stylist: meera, preferredService: 'Bath & Brush', onBooked: fn(), onCancel: fn() },
} satisfies Meta<typeof StylistBookingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const routes = {
  [`GET /api/care/stylists/${meera.id}/availability`]: ok(availability),
  [`GET /api/care/stylists/${meera.id}/slots`]: (request: RecordedRequest) =>
    ok(daySlots(request.query.get('date') ?? '')),
  'GET /api/auth/pets': ok({ pets: [bella, milo] }),
  'POST /api/care/stylist-appointments': { status: 201, body: { appointment: stylingAppointment() } },
};

/** Date, slot, pet, then Book Appointment: the form hands the confirmed appointment on. */
export const Book: Story = {
  beforeEach: withFakeApi(routes),
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Thursday, December 3, 2026, available' }));
    await userEvent.click(await canvas.findByRole('button', { name: '11:00 - 12:00' }));
    await userEvent.selectOptions(await canvas.findByLabelText('Pet (optional)'), 'Bella (Beagle)');
    await userEvent.click(canvas.getByRole('button', { name: 'Book Appointment' }));
    await waitFor(() => expect(args.onBooked).toHaveBeenCalled());
  },
};

/** Nothing chosen: each required field says what it needs. */
export const Required: Story = {
  args: { preferredService: '' },
  beforeEach: withFakeApi(routes),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('grid');
    await userEvent.click(canvas.getByRole('button', { name: 'Book Appointment' }));
    await expect(canvas.getByLabelText(/^Service/)).toHaveFocus();
    await expect(canvas.getByText(stylistMessages.service)).toBeVisible();
    await expect(canvas.getByText(stylistMessages.date)).toBeVisible();
  },
};

/** Someone took the slot meanwhile: the API's words, and the slot is chosen again. */
export const SlotTaken: Story = {
  beforeEach: withFakeApi({
    ...routes,
    'POST /api/care/stylist-appointments': apiError(409, 'slot_taken', stylistMessages.slotTaken),
  }),
  globals: onPhone,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Thursday, December 3, 2026, available' }));
    await userEvent.click(await canvas.findByRole('button', { name: '10:00 - 11:00' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Book Appointment' }));
    const form = within(canvas.getByRole('form', { name: 'Book Meera Iyer' }));
    await expect(await form.findByText(stylistMessages.slotTaken)).toBeVisible();
    await expect(form.getByRole('button', { name: '10:00 - 11:00' })).toHaveAttribute('aria-pressed', 'false');
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const Loading: Story = {
  beforeEach: withFakeApi({ [`GET /api/care/stylists/${meera.id}/availability`]: 'pending' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading available dates and checking holidays...')).toBeVisible();
  },
};

export const DatesFailed: Story = {
  beforeEach: withFakeApi({ [`GET /api/care/stylists/${meera.id}/availability`]: apiError(500, 'internal', 'Oops') }),
  play: async ({ canvas }) => {
    const retry = await canvas.findByRole('button', { name: 'Try again' });
    await expect(retry.closest('[role="alert"]')).toHaveTextContent(stylistMessages.loadDatesFailed);
  },
};

export const NoAvailability: Story = {
  beforeEach: withFakeApi({ ...routes, [`GET /api/care/stylists/${meera.id}/availability`]: ok(noDates) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No available dates found')).toBeVisible();
  },
};
