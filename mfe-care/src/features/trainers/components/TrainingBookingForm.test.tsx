import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { trainerMessages } from '@petpal/contracts';
import type { Routes } from '@petpal/design-system/test-utils/fake-fetch';
import { bella, inDays } from '../../../test/fixtures';
import { apiError, currentUrl, fakeApi, ok, renderWithPlatform, type RecordedRequest } from '../../../test/render';
import {
  inPerson,
  meera,
  ownerSession,
  trainerAvailability,
  trainerList,
  trainerSlots,
  upi,
  visa,
} from '../../../test/trainer-fixtures';
import { pickCalendarDay, pickSlot } from '../../../test/booking-calendar-steps';
import { TrainerPages } from './TrainerPages';

const date = inDays(3);

function api(overrides: Routes = {}) {
  return fakeApi({
    [`GET /api/care/trainers/${meera.id}`]: ok({ trainer: meera, nextAvailable: null, reviews: [] }),
    [`GET /api/care/trainers/${meera.id}/availability`]: ok(trainerAvailability([date], inDays(0))),
    [`GET /api/care/trainers/${meera.id}/slots`]: ok(trainerSlots(date)),
    'GET /api/auth/pets': ok({ pets: [bella] }),
    'GET /api/auth/payment-methods': ok({ methods: [visa, upi] }),
    'POST /api/care/training-appointments': (request: RecordedRequest) => {
      const body = request.body as { appointmentType: string };
      return {
        status: 201,
        body: {
          appointment:
            body.appointmentType === 'in_person'
              ? ownerSession({ ...inPerson, appointmentDate: date })
              : ownerSession({ appointmentDate: date }),
        },
      };
    },
    ...overrides,
  });
}

// The old booking step's address leads to the trainer's page (decision 101): the one booking form.
const renderPage = (route = `/services/book-a-trainer/session?trainer=${meera.id}`) =>
  renderWithPlatform(<TrainerPages />, { route, path: '/services/book-a-trainer/*' });

async function form() {
  return screen.findByRole('form', { name: 'Book a session with Meera Nair' });
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>, booking: HTMLElement) {
  await pickCalendarDay(user, date);
  await pickSlot(user, '10:00 - 11:00');
  await user.selectOptions(within(booking).getByLabelText('Session Type'), 'Puppy');
}

/** The toast region's text, where the spec's messages appear. */
const toasts = () => screen.getByRole('region', { name: 'Notifications' });

describe('TrainingBookingForm on the trainer page', () => {
  it('says "Missing Information" and moves to the first field when required fields are empty', async () => {
    const user = userEvent.setup();
    const requests = api();
    renderPage();
    const booking = await form();
    await user.click(within(booking).getByRole('button', { name: 'Book Session' }));
    expect(within(toasts()).getByText('Missing Information')).toBeTruthy();
    expect(within(toasts()).getByText('Please fill in all required fields.')).toBeTruthy();
    expect(document.activeElement).toBe(within(booking).getByLabelText('Session Type'));
    // Under the session grid (date, times and slot in one message) and under Session Type.
    expect(within(booking).getAllByText('Please fill in all required fields.')).toHaveLength(2);
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('books an in-person session: confirmed, nothing to pay, then the confirmation', async () => {
    const user = userEvent.setup();
    const requests = api();
    renderPage();
    const booking = await form();
    expect(currentUrl()).toBe(`/services/book-a-trainer/trainer/${meera.id}`);
    expect(screen.getByText('₹1,500 per hour')).toBeTruthy();
    expect(await within(booking).findByText(/Times in Asia\/Kolkata \(provider's time\)/)).toBeTruthy();
    await fillRequired(user, booking);
    await user.selectOptions(within(booking).getByLabelText('Pet (optional)'), 'Bella (Beagle)');
    await user.type(within(booking).getByLabelText('Special Instructions (optional)'), 'Pulls on the lead.');
    expect(within(booking).queryByLabelText('Contact Info')).toBeNull();
    await user.click(within(booking).getByRole('button', { name: 'Book Session' }));

    expect(await screen.findByRole('heading', { name: 'Training Session Booked' })).toBeTruthy();
    expect(within(toasts()).getByText('Your in-person training session is confirmed.')).toBeTruthy();
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.body).toEqual({
      trainerId: meera.id,
      appointmentDate: date,
      startTime: '10:00',
      endTime: '11:00',
      sessionType: 'Puppy',
      appointmentType: 'in_person',
      petId: bella.id,
      scheduleId: 'c10000000000000000000001',
      specialInstructions: 'Pulls on the lead.',
      disclaimerAccepted: false,
    });
    expect(post?.headers['Idempotency-Key']).toMatch(/\S{16,}/);
    expect(requests.some((r) => r.path === '/api/auth/payment-methods')).toBe(false);
  });

  it('asks for every online requirement, then for a payment method when none is saved', async () => {
    const user = userEvent.setup();
    api({ 'GET /api/auth/payment-methods': ok({ methods: [] }) });
    renderPage();
    const booking = await form();
    await fillRequired(user, booking);
    await user.click(within(booking).getByRole('radio', { name: 'Online' }));
    expect(await within(booking).findByText('No Payment Method Found')).toBeTruthy();
    expect(
      within(booking)
        .getByRole('link', { name: /Add Payment Method/ })
        .getAttribute('target'),
    ).toBe('_blank');

    await user.click(within(booking).getByRole('button', { name: 'Book Session' }));
    expect(within(toasts()).getByText('Missing Information')).toBeTruthy();
    expect(within(toasts()).getByText('Please complete all online training requirements.')).toBeTruthy();
    expect(within(booking).getAllByText('Please complete all online training requirements.')).toHaveLength(3);
    expect(document.activeElement).toBe(within(booking).getByRole('radio', { name: 'WhatsApp' }));

    await user.click(within(booking).getByRole('radio', { name: 'Google Meet' }));
    await user.type(within(booking).getByLabelText('Contact Info'), 'https://meet.google.com/abc-defg-hij');
    await user.click(within(booking).getByLabelText('I have read and accept the online training terms.'));
    await user.click(within(booking).getByRole('button', { name: 'Book Session' }));
    expect(within(toasts()).getByText('Payment Method Required')).toBeTruthy();
    expect(within(toasts()).getByText('Please select a payment method for online training.')).toBeTruthy();
  });

  it('books an online session charged to the chosen saved method', async () => {
    const user = userEvent.setup();
    const requests = api();
    renderPage();
    const booking = await form();
    await fillRequired(user, booking);
    await user.click(within(booking).getByRole('radio', { name: 'Online' }));
    const method = (await within(booking).findByLabelText('Payment Method')) as HTMLSelectElement;
    expect(method.value).toBe(visa.id);
    expect(within(booking).getByText(/The session costs ₹1,500.00/)).toBeTruthy();
    await user.selectOptions(method, 'UPI sam@okaxis');
    await user.click(within(booking).getByRole('radio', { name: 'Zoom' }));
    await user.type(within(booking).getByLabelText('Contact Info'), 'https://zoom.us/j/123456789');
    await user.click(within(booking).getByLabelText('I have read and accept the online training terms.'));
    await user.click(within(booking).getByRole('button', { name: 'Book Session' }));

    expect(await screen.findByRole('heading', { name: 'Training Session Booked' })).toBeTruthy();
    expect(within(toasts()).getByText(trainerMessages.bookedOnline)).toBeTruthy();
    expect(screen.getByText('₹1,500.00, charged 24 hours before the session')).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      appointmentType: 'online_training',
      contactMethod: 'zoom',
      contactLink: 'https://zoom.us/j/123456789',
      disclaimerAccepted: true,
      paymentMethodId: upi.id,
    });
  });

  it("shows the API's refusal and retries with the same Idempotency-Key", async () => {
    const user = userEvent.setup();
    const requests = api({
      'POST /api/care/training-appointments': [
        apiError(503, 'unavailable', 'Try later'),
        apiError(409, 'slot_taken', trainerMessages.slotTaken),
      ],
    });
    renderPage();
    const booking = await form();
    await fillRequired(user, booking);
    await user.click(within(booking).getByRole('button', { name: 'Book Session' }));
    await waitFor(() => expect(within(toasts()).getByText(trainerMessages.bookFailed)).toBeTruthy());
    await user.click(within(booking).getByRole('button', { name: 'Book Session' }));
    expect(await within(booking).findByText(trainerMessages.slotTaken)).toBeTruthy();
    // The taken session is chosen again from the grid.
    expect(within(booking).getByRole('button', { name: '10:00 - 11:00' }).getAttribute('aria-pressed')).toBe('false');
    const keys = requests.filter((r) => r.method === 'POST').map((r) => r.headers['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('leads the old step without a trainer back to the search it carried', async () => {
    fakeApi({ 'GET /api/care/trainers': ok(trainerList([])) });
    renderPage('/services/book-a-trainer/session?location=Pune');
    await waitFor(() => expect(currentUrl()).toBe('/services/book-a-trainer?location=Pune'));
  });

  it('asks a guest to log in', () => {
    const requests = fakeApi({});
    renderWithPlatform(<TrainerPages />, {
      user: null,
      route: `/services/book-a-trainer/trainer/${meera.id}`,
      path: '/services/book-a-trainer/*',
    });
    expect(screen.getByRole('link', { name: 'Login' })).toBeTruthy();
    expect(requests).toHaveLength(0);
  });
});
