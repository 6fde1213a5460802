import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stylistMessages } from '@petpal/contracts';
import type { Routes } from '@petpal/design-system/test-utils/fake-fetch';
import { bella, milo } from '../../../test/fixtures';
import { apiError, fakeApi, ok, renderWithPlatform, type RecordedRequest } from '../../../test/render';
import { availability, daySlots, meera, stylingAppointment } from '../../../test/stylist-fixtures';
import { stylistPageUrl, stylistUrls } from '../../../lib/stylist-urls';
import { pickCalendarDay, pickSlot } from '../../../test/booking-calendar-steps';
import { StylistProfilePage } from './StylistProfilePage';

const next = { date: '2026-12-04', startTime: '10:00', startsAt: '2026-12-04T04:30:00.000Z' };

const review = {
  id: 'r1',
  rating: 4,
  feedback: 'Calm with an anxious poodle.',
  author: 'Asha',
  createdAt: '2026-11-20T09:00:00.000Z',
};

const renderPage = (id = meera.id, query = '') =>
  renderWithPlatform(<StylistProfilePage />, { route: `${stylistPageUrl(id)}${query}`, path: stylistUrls.profile });

const booked = stylingAppointment({ startTime: '10:00', endTime: '11:00', serviceType: 'Nail Trimming' });

function api(overrides: Routes = {}) {
  return fakeApi({
    [`GET /api/care/stylists/${meera.id}`]: ok({ stylist: meera, nextAvailable: null, reviews: [] }),
    [`GET /api/care/stylists/${meera.id}/availability`]: ok(availability),
    [`GET /api/care/stylists/${meera.id}/slots`]: (request: RecordedRequest) =>
      ok(daySlots(request.query.get('date') ?? '')),
    'GET /api/auth/pets': ok({ pets: [bella, milo] }),
    'POST /api/care/stylist-appointments': { status: 201, body: { appointment: booked } },
    ...overrides,
  });
}

const openBooking = () => screen.findByRole('form', { name: 'Book Meera Iyer' });

describe('StylistProfilePage', () => {
  it("shows the stylist with the rate per hour, the next open time in the stylist's zone, and the calendar", async () => {
    fakeApi({
      [`GET /api/care/stylists/${meera.id}`]: ok({ stylist: meera, nextAvailable: next, reviews: [review] }),
      [`GET /api/care/stylists/${meera.id}/availability`]: ok(availability),
      [`GET /api/care/stylists/${meera.id}/slots`]: (request: RecordedRequest) =>
        ok(daySlots(request.query.get('date') ?? '')),
      'GET /api/auth/pets': ok({ pets: [bella] }),
      'POST /api/care/stylist-appointments': { status: 201, body: { appointment: stylingAppointment() } },
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Meera Iyer' })).toBeTruthy();
    expect(screen.getByText('₹700 per hour')).toBeTruthy();
    expect(screen.getByText(`December 4, 2026, 10:00 (${meera.timeZone})`)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Book an appointment' })).toBeTruthy();
    // The newest reviews: stars, author and date, text (decision 101), and Contact.
    const reviews = screen.getByRole('list', { name: 'Reviews of Meera Iyer' });
    expect(reviews.textContent).toContain('Asha · November 20, 2026');
    expect(reviews.textContent).toContain('Calm with an anxious poodle.');
    expect(screen.getByRole('button', { name: /Contact/ })).toBeTruthy();
    await waitFor(() => expect(document.querySelector('button[data-date]')).toBeTruthy());
  });

  it('says "No reviews yet" for a stylist nobody has rated, with the New badge', async () => {
    fakeApi({
      [`GET /api/care/stylists/${meera.id}`]: ok({
        stylist: { ...meera, rating: null, reviewCount: 0 },
        nextAvailable: null,
        reviews: [],
      }),
      [`GET /api/care/stylists/${meera.id}/availability`]: ok(availability),
      'GET /api/auth/pets': ok({ pets: [bella] }),
    });
    renderPage();
    expect(await screen.findByText('No reviews yet')).toBeTruthy();
    expect(screen.getByText('New')).toBeTruthy();
    expect(screen.getByText('No open times in the next 30 days')).toBeTruthy();
  });

  it('says so for a stylist that does not exist', async () => {
    fakeApi({ [`GET /api/care/stylists/${meera.id}`]: apiError(404, 'not_found', stylistMessages.stylistNotFound) });
    renderPage();
    expect(await screen.findByText(stylistMessages.stylistNotFound)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find a Pet Stylist' }).getAttribute('href')).toBe(stylistUrls.booking);
  });

  it('books a slot for a service and confirms it', async () => {
    const user = userEvent.setup();
    const requests = api();
    renderPage(meera.id, '?service=Nail+Trimming');
    const booking = await openBooking();
    expect((within(booking).getByLabelText(/^Service/) as HTMLSelectElement).value).toBe('Nail Trimming');
    await pickCalendarDay(user, '2026-12-03');
    await pickSlot(user, '10:00 - 11:00');
    await user.selectOptions(within(booking).getByLabelText('Pet (optional)'), 'Bella (Beagle)');
    await user.type(within(booking).getByLabelText('Special instructions (optional)'), 'Short nails please');
    await user.click(within(booking).getByRole('button', { name: 'Book Appointment' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Appointment Booked' })).toBeTruthy();
    expect(screen.getAllByText(stylistMessages.booked).length).toBeGreaterThan(0);
    expect(screen.getByText('December 3, 2026, 10:00 - 11:00 (Asia/Kolkata)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Appointments' }).getAttribute('href')).toBe('/appointments');
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.body).toEqual({
      stylistId: meera.id,
      date: '2026-12-03',
      startTime: '10:00',
      scheduleId: daySlots().slots[0]!.scheduleId,
      serviceType: 'Nail Trimming',
      petId: bella.id,
      specialInstructions: 'Short nails please',
    });
    expect(post.headers['Idempotency-Key']).toBeTruthy();
  });

  it('requires a service, a date and a slot', async () => {
    const user = userEvent.setup();
    const requests = api();
    renderPage();
    const booking = await openBooking();
    await within(booking).findByRole('grid');
    await user.click(within(booking).getByRole('button', { name: 'Book Appointment' }));
    expect(within(booking).getByText(stylistMessages.service)).toBeTruthy();
    expect(within(booking).getByText(stylistMessages.date)).toBeTruthy();
    expect(document.activeElement).toBe(within(booking).getByLabelText(/^Service/));
    await user.selectOptions(within(booking).getByLabelText(/^Service/), 'Bath & Brush');
    await pickCalendarDay(user, '2026-12-03');
    await screen.findByText('10:00 - 11:00', { selector: 'button' });
    await user.click(within(booking).getByRole('button', { name: 'Book Appointment' }));
    expect(within(booking).getByText(stylistMessages.slot)).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('says a holiday is not available, and books no holiday', async () => {
    const user = userEvent.setup();
    api();
    renderPage();
    const booking = await openBooking();
    await pickCalendarDay(user, '2026-12-24');
    expect(within(booking).getByText(stylistMessages.holiday)).toBeTruthy();
    expect(within(booking).getByText('Select a date to see the free time slots.')).toBeTruthy();
  });

  it('asks for another slot when the chosen one was just taken (409)', async () => {
    const user = userEvent.setup();
    api({ 'POST /api/care/stylist-appointments': apiError(409, 'slot_taken', stylistMessages.slotTaken) });
    renderPage();
    const booking = await openBooking();
    await user.selectOptions(within(booking).getByLabelText(/^Service/), 'Bath & Brush');
    await pickCalendarDay(user, '2026-12-03');
    await pickSlot(user, '11:00 - 12:00');
    await user.click(within(booking).getByRole('button', { name: 'Book Appointment' }));
    await waitFor(() => expect(screen.getAllByText(stylistMessages.slotTaken)).toHaveLength(2));
    expect(within(booking).getByRole('button', { name: '11:00 - 12:00' }).getAttribute('aria-pressed')).toBe('false');
  });
});
