import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stylistMessages } from '@petpal/contracts';
import type { Routes } from '@petpal/design-system/test-utils/fake-fetch';
import { bella, milo } from '../../../test/fixtures';
import { apiError, currentUrl, fakeApi, ok, renderWithPlatform, type RecordedRequest } from '../../../test/render';
import { availability, daySlots, meera, rohan, stylingAppointment, stylistList } from '../../../test/stylist-fixtures';
import { StylistBookingPage } from './StylistBookingPage';

const booked = stylingAppointment({ startTime: '10:00', endTime: '11:00', serviceType: 'Nail Trimming' });

function api(overrides: Routes = {}) {
  return fakeApi({
    'GET /api/care/stylists': (request: RecordedRequest) =>
      ok(stylistList(request.query.get('location') === 'Nowhere' ? [] : [meera, rohan])),
    [`GET /api/care/stylists/${meera.id}/availability`]: ok(availability),
    [`GET /api/care/stylists/${meera.id}/slots`]: (request: RecordedRequest) =>
      ok(daySlots(request.query.get('date') ?? '')),
    'GET /api/auth/pets': ok({ pets: [bella, milo] }),
    'POST /api/care/stylist-appointments': { status: 201, body: { appointment: booked } },
    ...overrides,
  });
}

const renderPage = (route = '/services/book-a-stylist') => renderWithPlatform(<StylistBookingPage />, { route });

async function openBooking(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Book Appointment with Meera Iyer' }));
  return screen.getByRole('dialog', { name: 'Book Meera Iyer' });
}

async function pickDay(user: ReturnType<typeof userEvent.setup>, isoDate: string) {
  const day = await waitFor(() => {
    const button = document.querySelector<HTMLButtonElement>(`button[data-date="${isoDate}"]`);
    expect(button).toBeTruthy();
    return button!;
  });
  await user.click(day);
}

describe('StylistBookingPage', () => {
  it('asks a guest to log in', () => {
    const requests = api();
    renderWithPlatform(<StylistBookingPage />, { user: null });
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(requests).toHaveLength(0);
  });

  it('searches by location and service, and keeps the search in the address', async () => {
    const user = userEvent.setup();
    const requests = api();
    renderPage();
    const card = await screen.findByRole('listitem', { name: 'Meera Iyer' });
    for (const text of ['Mumbai, Maharashtra', '8 years of experience', '₹700 per hour', 'De-shedding']) {
      expect(card.textContent).toContain(text);
    }
    expect(screen.getByText('2 pet stylists found')).toBeTruthy();
    const search = screen.getByRole('search', { name: 'Search pet stylists' });
    await user.type(within(search).getByLabelText('Location'), ' mumbai ');
    await user.selectOptions(within(search).getByLabelText('Service'), 'Nail Trimming');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(currentUrl()).toBe('/services/book-a-stylist?location=mumbai&service=Nail+Trimming'));
    const last = requests.filter((r) => r.path === '/api/care/stylists').at(-1)!;
    expect(Object.fromEntries(last.query)).toEqual({ location: 'mumbai', service: 'Nail Trimming' });
  });

  it('says "No pet stylists match your filter criteria." when none match', async () => {
    api();
    renderPage('/services/book-a-stylist?location=Nowhere');
    expect(await screen.findByText(stylistMessages.noStylists)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Pet stylists' })).toBeNull();
  });

  it('toasts "Failed to load pet stylists. Please try again." and offers to try again', async () => {
    api({ 'GET /api/care/stylists': apiError(500, 'internal', 'Oops') });
    renderPage();
    await waitFor(() => expect(screen.getAllByText(stylistMessages.loadStylistsFailed)).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('books a slot for a service and confirms it', async () => {
    const user = userEvent.setup();
    const requests = api();
    renderPage('/services/book-a-stylist?service=Nail+Trimming');
    const dialog = await openBooking(user);
    expect((within(dialog).getByLabelText(/^Service/) as HTMLSelectElement).value).toBe('Nail Trimming');
    await pickDay(user, '2026-12-03');
    await user.click(await within(dialog).findByRole('button', { name: '10:00 - 11:00' }));
    await user.selectOptions(within(dialog).getByLabelText('Pet (optional)'), 'Bella (Beagle)');
    await user.type(within(dialog).getByLabelText('Special instructions (optional)'), 'Short nails please');
    await user.click(within(dialog).getByRole('button', { name: 'Book Appointment' }));

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
    const dialog = await openBooking(user);
    await within(dialog).findByRole('grid');
    await user.click(within(dialog).getByRole('button', { name: 'Book Appointment' }));
    expect(within(dialog).getByText(stylistMessages.service)).toBeTruthy();
    expect(within(dialog).getByText(stylistMessages.date)).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByLabelText(/^Service/));
    await user.selectOptions(within(dialog).getByLabelText(/^Service/), 'Bath & Brush');
    await pickDay(user, '2026-12-03');
    await within(dialog).findByRole('button', { name: '10:00 - 11:00' });
    await user.click(within(dialog).getByRole('button', { name: 'Book Appointment' }));
    expect(within(dialog).getByText(stylistMessages.slot)).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('says a holiday is not available, and books no holiday', async () => {
    const user = userEvent.setup();
    api();
    renderPage();
    const dialog = await openBooking(user);
    await pickDay(user, '2026-12-24');
    expect(within(dialog).getByText(stylistMessages.holiday)).toBeTruthy();
    expect(within(dialog).getByText('Select a date to see the free time slots.')).toBeTruthy();
  });

  it('asks for another slot when the chosen one was just taken (409)', async () => {
    const user = userEvent.setup();
    api({ 'POST /api/care/stylist-appointments': apiError(409, 'slot_taken', stylistMessages.slotTaken) });
    renderPage();
    const dialog = await openBooking(user);
    await user.selectOptions(within(dialog).getByLabelText(/^Service/), 'Bath & Brush');
    await pickDay(user, '2026-12-03');
    await user.click(await within(dialog).findByRole('button', { name: '11:00 - 12:00' }));
    await user.click(within(dialog).getByRole('button', { name: 'Book Appointment' }));
    await waitFor(() => expect(screen.getAllByText(stylistMessages.slotTaken)).toHaveLength(2));
    expect(within(dialog).getByRole('button', { name: '11:00 - 12:00' }).getAttribute('aria-pressed')).toBe('false');
  });
});
