import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { vetMessages } from '@petpal/contracts';
import {
  availability,
  bella,
  daySlots,
  drRao,
  drSmith,
  ownerAppointment,
  scheduleId,
  slot,
  upi,
  visa,
} from '../../../test/fixtures';
import { apiError, fakeApi, ok, petOwner, renderWithPlatform, type RecordedRequest } from '../../../test/render';
import type { Routes } from '@petpal/design-system/test-utils/fake-fetch';
import { BookingForm } from './BookingForm';

const base = `/api/vet/vets/${drRao.id}`;

function routes(overrides: Routes = {}): Routes {
  return {
    [`GET ${base}/availability`]: ok(availability()),
    [`GET ${base}/slots`]: (request: RecordedRequest) => ok(daySlots(request.query.get('date') ?? '')),
    'GET /api/auth/pets': ok({ pets: [bella] }),
    'GET /api/auth/payment-methods': ok({ methods: [visa, upi] }),
    'POST /api/vet/appointments': { status: 201, body: { appointment: ownerAppointment() } },
    ...overrides,
  };
}

function renderForm(vet = drRao, onBooked = vi.fn()) {
  renderWithPlatform(<BookingForm vet={vet} user={petOwner} onCancel={vi.fn()} onBooked={onBooked} />);
  return onBooked;
}

/** Calendar days by date: role queries over the whole form are slow in jsdom. */
async function day(isoDate: string): Promise<HTMLButtonElement> {
  return waitFor(() => {
    const button = document.querySelector<HTMLButtonElement>(`button[data-date="${isoDate}"]`);
    if (!button) throw new Error(`no day ${isoDate}`);
    return button;
  });
}
const slotButton = async (label: string) => (await screen.findByText(label)).closest('button')!;
const book = () => screen.getByText('Book Appointment').closest('button')!;

async function chooseSlot(user: ReturnType<typeof userEvent.setup>, date = '2026-12-04') {
  await user.click(await day(date));
  await user.click(await slotButton('09:30 - 10:00'));
}

describe('BookingForm: the vet', () => {
  it("shows the vet's photo beside their name and place, or their initials without one (decision 116)", async () => {
    fakeApi(routes());
    const photo = '/api/images/AAAAAAAAAAAAAAAAAAAAAA/640';
    const { unmount } = renderWithPlatform(
      <BookingForm vet={{ ...drRao, profileImageUrl: photo }} user={petOwner} onCancel={vi.fn()} onBooked={vi.fn()} />,
    );
    const form = screen.getByRole('form', { name: 'Book an appointment with Dr. Asha Rao' });
    expect(within(form).getByText('Dr. Asha Rao')).toBeTruthy();
    expect(within(form).getByText('Bengaluru, Karnataka')).toBeTruthy();
    const img = form.querySelector('img')!;
    expect(img.getAttribute('alt')).toBe('');
    expect(img.getAttribute('srcset')).toContain('/api/images/AAAAAAAAAAAAAAAAAAAAAA/320 320w');
    unmount();

    renderForm();
    const plain = screen.getByRole('form', { name: 'Book an appointment with Dr. Asha Rao' });
    expect(plain.querySelector('img')).toBeNull();
    expect(within(plain).getByText('AR')).toBeTruthy();
  });
});

describe('BookingForm: calendar', () => {
  it('loads the window, marks available and holiday days, and shows the legend and the holiday notice', async () => {
    fakeApi(routes());
    renderForm();
    expect(screen.getByText('Loading available dates and checking holidays...')).toBeTruthy();
    expect((await day('2026-12-04')).getAttribute('aria-label')).toBe('Friday, December 4, 2026, available');
    const holiday = await day('2026-12-24');
    expect(holiday.getAttribute('aria-label')).toBe('Thursday, December 24, 2026, holiday');
    expect(holiday.getAttribute('aria-disabled')).toBe('true');
    expect((await day('2026-12-05')).getAttribute('aria-disabled')).toBe('true');
    expect((await day('2026-12-02')).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Available')).toBeTruthy();
    expect(screen.getByText('Holiday (Unavailable)')).toBeTruthy();
    expect(
      screen.getByText(
        'This veterinarian has 2 holiday(s) in the next 30 days. Holiday dates are not available for booking.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Select a date')).toBeTruthy();
  });

  it('steps to the previous and next available day, shown as MMMM d, yyyy', async () => {
    const user = userEvent.setup();
    fakeApi(routes());
    renderForm();
    await day('2026-12-04');
    const stepper = within(screen.getByLabelText('Previous day').parentElement!);
    expect(screen.getByLabelText('Previous day')).toHaveProperty('disabled', true);
    await user.click(screen.getByLabelText('Next day'));
    expect(stepper.getByText('December 3, 2026')).toBeTruthy();
    await user.click(screen.getByLabelText('Next day'));
    await user.click(screen.getByLabelText('Next day'));
    expect(stepper.getByText('December 7, 2026')).toBeTruthy();
    expect((await day('2026-12-07')).closest('td')?.getAttribute('aria-selected')).toBe('true');
    await user.click(screen.getByLabelText('Previous day'));
    expect(stepper.getByText('December 4, 2026')).toBeTruthy();
  });

  it('picking a holiday toasts why and clears the date and slot', async () => {
    const user = userEvent.setup();
    fakeApi(routes());
    renderForm();
    await chooseSlot(user);
    await user.click(await day('2026-12-24'));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(vetMessages.holiday)).toBeTruthy();
    expect(screen.getByText('Select a date to see the available time slots.')).toBeTruthy();
    expect(book()).toHaveProperty('disabled', true);
  });

  it.each([
    [
      { availableDates: [], hasSchedules: false, scheduledDates: [], holidays: [] },
      'No available dates found',
      'The veterinarian has not set their availability',
      'This veterinarian has no available dates in the next 30 days.',
    ],
    [
      { availableDates: [], scheduledDates: ['2026-12-07'], holidays: [] },
      'No available dates found',
      'This veterinarian has no available dates in the next 30 days.',
      'This veterinarian has no available dates in the next 30 days.',
    ],
    [
      { availableDates: [], scheduledDates: ['2026-12-24'], holidays: ['2026-12-24'] },
      'All available dates are holidays',
      'Please contact the veterinarian directly.',
      'All available dates for this veterinarian are holidays. Please try again later or contact them directly.',
    ],
  ])(
    'covers the calendar when nothing can be chosen and toasts why (%#)',
    async (window, title, description, toast) => {
      fakeApi(routes({ [`GET ${base}/availability`]: ok(availability(window)) }));
      renderForm();
      const overlay = (await screen.findByText(title)).closest('[role="status"]');
      expect(overlay?.textContent).toBe(`${title}${description}`);
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByText('Error')).toBeTruthy();
      expect(within(alert).getByText(toast)).toBeTruthy();
    },
  );

  it('toasts "Failed to load available dates. Please try again." and loads again on Try again', async () => {
    const user = userEvent.setup();
    fakeApi(routes({ [`GET ${base}/availability`]: [apiError(500, 'internal', 'Oops'), ok(availability())] }));
    renderForm();
    await waitFor(() =>
      expect(screen.getAllByText('Failed to load available dates. Please try again.').length).toBe(2),
    );
    await user.click(screen.getByText('Try again'));
    expect((await day('2026-12-04')).getAttribute('aria-label')).toBe('Friday, December 4, 2026, available');
  });
});

describe('BookingForm: slots', () => {
  it('shows the chosen date’s slots in the vet’s zone; changing the date clears the slot', async () => {
    const user = userEvent.setup();
    fakeApi(routes());
    renderForm();
    expect(await screen.findByText(/^Times in Asia\/Kolkata \(provider's time\)/)).toBeTruthy();
    await chooseSlot(user);
    expect((await slotButton('09:30 - 10:00')).getAttribute('aria-pressed')).toBe('true');
    expect(book()).toHaveProperty('disabled', false);
    await user.click(await day('2026-12-07'));
    await waitFor(async () => expect((await slotButton('09:30 - 10:00')).getAttribute('aria-pressed')).toBe('false'));
    expect(book()).toHaveProperty('disabled', true);
  });

  it('says "Loading available time slots..." while they load', async () => {
    const user = userEvent.setup();
    fakeApi(routes({ [`GET ${base}/slots`]: 'pending' }));
    renderForm();
    await user.click(await day('2026-12-04'));
    expect(screen.getByText('Loading available time slots...')).toBeTruthy();
  });

  it('shows the holiday panel and keeps Book disabled', async () => {
    const user = userEvent.setup();
    fakeApi(routes({ [`GET ${base}/slots`]: ok(daySlots('2026-12-04', { holiday: true, slots: [] })) }));
    renderForm();
    await user.click(await day('2026-12-04'));
    expect(await screen.findByText('Doctor is Not Available')).toBeTruthy();
    expect(screen.getByText('The selected date is marked as a holiday.')).toBeTruthy();
    expect(screen.getByText('Please select a different date to continue.')).toBeTruthy();
    expect(book()).toHaveProperty('disabled', true);
  });

  it('says why there are no slots', async () => {
    const user = userEvent.setup();
    fakeApi(
      routes({ [`GET ${base}/slots`]: ok(daySlots('2026-12-04', { slots: [], emptyReason: 'breaks_or_booked' })) }),
    );
    renderForm();
    await user.click(await day('2026-12-04'));
    expect(await screen.findByText('No available slots for this date.')).toBeTruthy();
    expect(screen.getByText('Every time on this date falls in a break or is already booked.')).toBeTruthy();
  });

  it('toasts "Failed to load available time slots." when they fail', async () => {
    const user = userEvent.setup();
    fakeApi(routes({ [`GET ${base}/slots`]: apiError(500, 'internal', 'Oops') }));
    renderForm();
    await user.click(await day('2026-12-04'));
    await waitFor(() => expect(screen.getAllByText('Failed to load available time slots.').length).toBe(2));
  });
});

describe('BookingForm: two schedules offering the same time', () => {
  it('books the slot of the schedule chosen', async () => {
    const user = userEvent.setup();
    const otherSchedule = 'e00000000000000000000009';
    const twins = (date: string) =>
      daySlots(date, {
        slots: [slot(date, '09:00', '09:30'), { ...slot(date, '09:00', '10:00'), scheduleId: otherSchedule }],
      });
    const requests = fakeApi(
      routes({ [`GET ${base}/slots`]: (r: RecordedRequest) => ok(twins(r.query.get('date') ?? '')) }),
    );
    const onBooked = renderForm();
    await user.click(await day('2026-12-04'));
    const long = await slotButton('09:00 - 10:00');
    await user.click(long);
    expect(long.getAttribute('aria-pressed')).toBe('true');
    expect((await slotButton('09:00 - 09:30')).getAttribute('aria-pressed')).toBe('false');
    await user.click(screen.getByLabelText('Email'));
    await user.click(book());
    await waitFor(() => expect(onBooked).toHaveBeenCalled());
    expect(requests.find((r) => r.method === 'POST')!.body).toMatchObject({
      startTime: '09:00',
      scheduleId: otherSchedule,
    });
  });
});

describe('BookingForm: booking in person', () => {
  it('books with the chosen fields and an Idempotency-Key, then says "Appointment Booked"', async () => {
    const user = userEvent.setup();
    const requests = fakeApi(routes());
    const onBooked = renderForm();
    await chooseSlot(user);
    await user.selectOptions(screen.getByLabelText('Pet (optional)'), 'Bella (Beagle)');
    await user.click(screen.getByLabelText('Reason for Visit (optional)'));
    await user.paste('Itchy ears');
    await user.click(screen.getByLabelText('Email'));
    await user.click(book());
    await waitFor(() => expect(onBooked).toHaveBeenCalled());
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.body).toEqual({
      vetId: drRao.id,
      date: '2026-12-04',
      startTime: '09:30',
      scheduleId,
      appointmentType: 'in_person',
      petId: bella.id,
      reason: 'Itchy ears',
      preferredContact: 'email',
      contactMethod: null,
      contactLink: null,
      disclaimerAccepted: false,
      paymentMethodId: null,
    });
    expect(post.headers['Idempotency-Key']).toMatch(/^[\w-]{16,}$/);
    expect(await screen.findByText('Appointment Booked')).toBeTruthy();
    expect(screen.getByText('Your appointment request has been sent to the veterinarian.')).toBeTruthy();
  });

  it('on a 409 shows its message, drops the slot and loads the grid again', async () => {
    const user = userEvent.setup();
    const requests = fakeApi(
      routes({ 'POST /api/vet/appointments': apiError(409, 'slot_taken', vetMessages.slotTaken) }),
    );
    renderForm();
    await chooseSlot(user);
    const slotLoads = () => requests.filter((r) => r.path.endsWith('/slots')).length;
    const before = slotLoads();
    await user.click(book());
    expect(await screen.findByText(vetMessages.slotTaken)).toBeTruthy();
    await waitFor(() => expect(slotLoads()).toBeGreaterThan(before));
    expect((await slotButton('09:30 - 10:00')).getAttribute('aria-pressed')).toBe('false');
    expect(book()).toHaveProperty('disabled', true);
  });

  it('retries a failed request with the same Idempotency-Key, and says "Failed to book appointment. Please try again."', async () => {
    const user = userEvent.setup();
    const requests = fakeApi(
      routes({
        'POST /api/vet/appointments': ['network-error', { status: 201, body: { appointment: ownerAppointment() } }],
      }),
    );
    const onBooked = renderForm();
    await chooseSlot(user);
    await user.click(book());
    expect(await screen.findByText(vetMessages.bookFailed)).toBeTruthy();
    await user.click(book());
    await waitFor(() => expect(onBooked).toHaveBeenCalled());
    const keys = requests.filter((r) => r.method === 'POST').map((r) => r.headers['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('lists pets as name (breed), "Loading pets..." meanwhile', async () => {
    fakeApi(routes({ 'GET /api/auth/pets': 'pending' }));
    renderForm();
    const select = screen.getByLabelText('Pet (optional)');
    expect(within(select).getByRole('option').textContent).toBe('Loading pets...');
  });

  it('does not toast when the user has no pet owner profile', async () => {
    fakeApi(routes({ 'GET /api/auth/pets': apiError(404, 'not_found', 'Pet owner profile was not found.') }));
    renderForm();
    await day('2026-12-04');
    await waitFor(() =>
      expect(within(screen.getByLabelText('Pet (optional)')).getByRole('option').textContent).toBe('No pet selected'),
    );
    expect(screen.queryByText('Failed to load pets')).toBeNull();
  });
});

describe('BookingForm: teleconsultation', () => {
  async function chooseTele(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByLabelText('Teleconsultation'));
  }

  it('asks for the disclaimer, then the payment method (default preselected), contact method and link', async () => {
    const user = userEvent.setup();
    const requests = fakeApi(
      routes({
        'POST /api/vet/appointments': {
          status: 201,
          body: {
            appointment: ownerAppointment({
              appointmentType: 'teleconsultation',
              paymentRequired: true,
              paymentStatus: 'pending',
              consultationFee: 500,
            }),
          },
        },
      }),
    );
    renderForm();
    await chooseTele(user);
    expect(screen.getByText('Disclaimer', { selector: 'h3' })).toBeTruthy();
    expect(screen.queryByText('Payment Method', { selector: 'h3' })).toBeNull();
    await chooseSlot(user);
    expect(book()).toHaveProperty('disabled', true);
    expect(screen.getByText(vetMessages.disclaimer)).toBeTruthy();

    await user.click(screen.getByLabelText('I have read and accept the teleconsultation disclaimer.'));
    expect(await screen.findByLabelText('Visa ending in 4242')).toHaveProperty('checked', true);
    await user.click(screen.getByLabelText('UPI sam@okaxis'));
    await user.click(screen.getByLabelText('Zoom'));
    expect(book()).toHaveProperty('disabled', true);
    await user.click(screen.getByLabelText('Zoom Meeting Link'));
    await user.paste('https://zoom.us/j/123');
    expect(book()).toHaveProperty('disabled', false);
    await user.click(book());
    expect(
      await screen.findByText(
        'Your teleconsultation appointment request has been sent. Payment will be automatically charged 24 hours before your appointment.',
      ),
    ).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      appointmentType: 'teleconsultation',
      contactMethod: 'zoom',
      contactLink: 'https://zoom.us/j/123',
      disclaimerAccepted: true,
      paymentMethodId: upi.id,
    });
  });

  it('without a saved method says "No Payment Method Found" and links to /payments in a new tab', async () => {
    const user = userEvent.setup();
    fakeApi(routes({ 'GET /api/auth/payment-methods': ok({ methods: [] }) }));
    renderForm();
    await chooseTele(user);
    await user.click(screen.getByLabelText('I have read and accept the teleconsultation disclaimer.'));
    expect(await screen.findByText('No Payment Method Found')).toBeTruthy();
    expect(screen.getByText('You need to add a payment method before booking a teleconsultation.')).toBeTruthy();
    const link = screen.getByText('Add Payment Method').closest('a')!;
    expect(link.getAttribute('href')).toBe('/payments');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('needs no payment method when the vet is free', async () => {
    const user = userEvent.setup();
    const requests = fakeApi(routes());
    renderWithPlatform(<BookingForm vet={drSmith} user={petOwner} onCancel={vi.fn()} onBooked={vi.fn()} />);
    await chooseTele(user);
    await user.click(screen.getByLabelText('I have read and accept the teleconsultation disclaimer.'));
    expect(screen.queryByText('Payment Method', { selector: 'h3' })).toBeNull();
    expect(requests.some((r) => r.path === '/api/auth/payment-methods')).toBe(false);
  });
});
