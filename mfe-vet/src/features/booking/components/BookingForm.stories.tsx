import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { availability, bella, daySlots, drRao, ownerAppointment, visa } from '../../../test/fixtures';
import { ok, type RecordedRequest, type Routes } from '@petpal/design-system/test-utils/fake-fetch';
import { StoryPlatform, withFakeApi } from '../../../test/story-platform';
import { petOwner } from '../../../test/users';
import { BookingForm } from './BookingForm';

const base = `/api/vet/vets/${drRao.id}`;
const routes = (overrides: Routes = {}): Routes => ({
  [`GET ${base}/availability`]: ok(availability()),
  [`GET ${base}/slots`]: (request: RecordedRequest) => ok(daySlots(request.query.get('date') ?? '')),
  'GET /api/auth/pets': ok({ pets: [bella] }),
  'GET /api/auth/payment-methods': ok({ methods: [visa] }),
  'POST /api/vet/appointments': { status: 201, body: { appointment: ownerAppointment() } },
  ...overrides,
});

const meta = {
  title: 'Vet booking/BookingForm',
  component: BookingForm,
  decorators: [(Story) => <StoryPlatform>{Story()}</StoryPlatform>],
  args: { vet: drRao, user: petOwner, onCancel: fn(), onBooked: fn() },
} satisfies Meta<typeof BookingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InPerson: Story = {
  beforeEach: withFakeApi(routes()),
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const book = canvas.getByRole('button', { name: 'Book Appointment' });
    await expect(book).toBeDisabled();
    await userEvent.click(await canvas.findByRole('button', { name: 'Friday, December 4, 2026, available' }));
    await userEvent.click(await canvas.findByRole('button', { name: '09:30 - 10:00' }));
    await userEvent.selectOptions(await canvas.findByLabelText('Pet (optional)'), 'Bella (Beagle)');
    await userEvent.click(canvas.getByLabelText('Phone'));
    await expect(book).toBeEnabled();
    await userEvent.click(book);
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('Appointment Booked')).toBeVisible();
    await expect(page.getByText('Your appointment request has been sent to the veterinarian.')).toBeVisible();
    await waitFor(() => expect(args.onBooked).toHaveBeenCalled());
  },
};

export const TeleconsultationWithoutPaymentMethod: Story = {
  beforeEach: withFakeApi(routes({ 'GET /api/auth/payment-methods': ok({ methods: [] }) })),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByLabelText('Teleconsultation'));
    await expect(canvas.getByRole('heading', { name: 'Disclaimer' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Payment Method' })).toBeNull();
    await userEvent.click(canvas.getByLabelText('I have read and accept the teleconsultation disclaimer.'));
    await expect(await canvas.findByText('No Payment Method Found')).toBeVisible();
    await userEvent.click(canvas.getByLabelText('WhatsApp'));
    await userEvent.type(canvas.getByLabelText('WhatsApp Number'), '+91 98765 43210');
    await userEvent.click(await canvas.findByRole('button', { name: 'Friday, December 4, 2026, available' }));
    await userEvent.click(await canvas.findByRole('button', { name: '09:30 - 10:00' }));
    await expect(canvas.getByRole('button', { name: 'Book Appointment' })).toBeDisabled();
    await expect(canvas.getByText('Please choose a payment method.')).toBeVisible();
  },
};
