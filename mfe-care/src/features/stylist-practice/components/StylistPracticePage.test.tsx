import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stylistMessages, type StylistPractice } from '@petpal/contracts';
import type { Routes } from '@petpal/design-system/test-utils/fake-fetch';
import { verifiedProvider } from '@petpal/design-system/test-utils/provider-standing';
import {
  apiError,
  fakeApi,
  ok,
  petOwner,
  renderWithPlatform,
  stylistUser,
  type RecordedRequest,
} from '../../../test/render';
import {
  cancelledAppointment,
  pastAppointment,
  practice,
  scheduleId,
  stylingAppointment,
} from '../../../test/stylist-fixtures';
import { StylistPracticePage } from './StylistPracticePage';

const upcoming = stylingAppointment();
const base = practice();

function api(overrides: Routes = {}) {
  return fakeApi({
    ...verifiedProvider('pet_stylist'),
    'GET /api/care/stylist-practice': ok(base),
    'GET /api/care/stylist-practice/appointments': (request: RecordedRequest) =>
      ok({
        appointments: request.query.get('scope') === 'past' ? [cancelledAppointment, pastAppointment] : [upcoming],
      }),
    ...overrides,
  });
}

const renderPage = () => renderWithPlatform(<StylistPracticePage />, { user: stylistUser });

async function openTab(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('tab', { name }));
}

describe('StylistPracticePage', () => {
  it('is for pet stylists only', () => {
    const requests = api();
    renderWithPlatform(<StylistPracticePage />, { user: petOwner });
    expect(screen.getByText(/This page is for pet stylists/)).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('asks a guest to log in', () => {
    api();
    renderWithPlatform(<StylistPracticePage />, { user: null });
    expect(screen.getByText('Log in with your pet stylist account to manage your practice.')).toBeTruthy();
  });

  it('asks a stylist without a profile to complete it', async () => {
    api({ 'GET /api/care/stylist-practice': apiError(403, 'forbidden', stylistMessages.notStylist) });
    renderPage();
    expect((await screen.findByRole('link', { name: 'Complete Profile' })).getAttribute('href')).toBe(
      '/profile/pet-stylist',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('toasts a failed load and offers to try again', async () => {
    api({ 'GET /api/care/stylist-practice': apiError(500, 'internal', 'Oops') });
    renderPage();
    await waitFor(() =>
      expect(screen.getAllByText('Failed to load your practice. Please try again.').length).toBeGreaterThan(1),
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('lists upcoming and past appointments with what the stylist needs to know', async () => {
    api();
    renderPage();
    const list = await screen.findByRole('list', { name: 'Upcoming appointments' });
    const first = within(list).getAllByRole('listitem')[0]!;
    for (const text of ['Bath & Brush', 'Confirmed', 'OwnerSam Rivera', 'PetBella', 'InstructionsSensitive ears.']) {
      expect(first.textContent).toContain(text);
    }
    const past = await screen.findByRole('list', { name: 'Past and cancelled appointments' });
    const [cancelled, done] = within(past).getAllByRole('listitem');
    expect(cancelled!.textContent).toContain('Cancelled by the stylist. Reason: Unwell that day.');
    expect(done!.textContent).toContain('Completed');
    // Past ones offer only Message to their owner (docs/decisions/095).
    expect(
      within(past)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Message', 'Message']);
  });

  it('cancels an appointment with a reason, which is required', async () => {
    const user = userEvent.setup();
    const requests = api({
      [`POST /api/care/stylist-practice/appointments/${upcoming.id}/cancel`]: ok({
        appointment: { ...upcoming, status: 'cancelled', cancelledBy: 'stylist', cancelReason: 'Unwell' },
      }),
    });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Upcoming appointments' });
    await user.click(within(list).getByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this appointment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Appointment' }));
    expect(within(dialog).getByText(stylistMessages.cancelReason)).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByLabelText(/^Reason for cancelling/));
    await user.type(within(dialog).getByLabelText(/^Reason for cancelling/), '  Unwell ');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Appointment' }));
    expect(await screen.findByText(stylistMessages.cancelled)).toBeTruthy();
    expect(requests.find((r) => r.path.endsWith('/cancel'))?.body).toEqual({ reason: 'Unwell' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('adds weekly hours with the 60-minute default slot, and shows the answered practice', async () => {
    const user = userEvent.setup();
    const tuesday = {
      id: 'c10000000000000000000009',
      dayOfWeek: 'tuesday' as const,
      startTime: '09:00',
      endTime: '17:00',
      slotDurationMinutes: 60,
      isAvailable: true,
      breaks: [],
    };
    const requests = api({
      'POST /api/care/stylist-practice/schedules': {
        status: 201,
        body: { ...base, schedules: [...base.schedules, tuesday] } satisfies StylistPractice,
      },
    });
    renderPage();
    await openTab(user, 'Weekly hours');
    expect(screen.getByRole('list', { name: 'Monday hours' }).textContent).toContain('Break 13:00 - 14:00');
    expect(screen.getByRole('list', { name: 'Saturday hours' }).textContent).toContain('Closed for bookings');
    await user.click(screen.getByRole('button', { name: 'Add hours on Tuesday' }));
    const dialog = screen.getByRole('dialog', { name: 'Add hours' });
    expect((within(dialog).getByLabelText(/^Slot length/) as HTMLInputElement).value).toBe('60');
    await user.click(within(dialog).getByRole('button', { name: 'Save Hours' }));
    expect(await screen.findByText('Hours added')).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      dayOfWeek: 'tuesday',
      startTime: '09:00',
      endTime: '17:00',
      slotDurationMinutes: 60,
      isAvailable: true,
    });
    expect(screen.getByRole('list', { name: 'Tuesday hours' }).textContent).toContain(
      '09:00 - 17:00 · 60-minute slots',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses hours that end before they start', async () => {
    const user = userEvent.setup();
    const requests = api();
    renderPage();
    await openTab(user, 'Weekly hours');
    await user.click(screen.getByRole('button', { name: 'Add hours on Wednesday' }));
    const dialog = screen.getByRole('dialog', { name: 'Add hours' });
    fireEvent.change(within(dialog).getByLabelText('End time'), { target: { value: '08:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save Hours' }));
    expect(within(dialog).getByText(stylistMessages.timeRange)).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('adds a break to a schedule', async () => {
    const user = userEvent.setup();
    const requests = api({
      [`POST /api/care/stylist-practice/schedules/${scheduleId}/breaks`]: { status: 201, body: base },
    });
    renderPage();
    await openTab(user, 'Weekly hours');
    await user.click(screen.getByRole('button', { name: 'Add break to 10:00 - 18:00 · 60-minute slots' }));
    const dialog = screen.getByRole('dialog', { name: 'Add break' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Break' }));
    expect(await screen.findByText('Break added')).toBeTruthy();
    expect(requests.find((r) => r.path.endsWith('/breaks'))?.body).toEqual({ startTime: '13:00', endTime: '14:00' });
  });

  it('adds a one-day holiday and removes one', async () => {
    const user = userEvent.setup();
    const newYear = {
      id: 'c30000000000000000000002',
      startDate: '2026-12-31',
      endDate: '2026-12-31',
      reason: 'New Year',
    };
    const requests = api({
      'POST /api/care/stylist-practice/holidays': {
        status: 201,
        body: { ...base, holidays: [...base.holidays, newYear] } satisfies StylistPractice,
      },
      'DELETE /api/care/stylist-practice/holidays/*': ok({ ...base, holidays: [newYear] }),
    });
    renderPage();
    await openTab(user, 'Holidays');
    const form = screen.getByRole('form', { name: 'Add a holiday' });
    fireEvent.change(within(form).getByLabelText('First day'), { target: { value: '2026-12-31' } });
    await user.type(within(form).getByLabelText('Reason (optional)'), 'New Year');
    await user.click(within(form).getByRole('button', { name: 'Add Holiday' }));
    expect(await screen.findByText('Holiday added')).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      startDate: '2026-12-31',
      endDate: '2026-12-31',
      reason: 'New Year',
    });
    const holidays = screen.getByRole('list', { name: 'Holidays' });
    expect(holidays.textContent).toContain('December 31, 2026 · New Year');
    await user.click(
      within(holidays).getByRole('button', { name: 'Remove holiday December 24, 2026 to December 25, 2026' }),
    );
    expect(await screen.findByText('Holiday removed')).toBeTruthy();
    expect(requests.find((r) => r.method === 'DELETE')?.path).toBe(
      '/api/care/stylist-practice/holidays/c30000000000000000000001',
    );
    await waitFor(() => expect(screen.getByRole('list', { name: 'Holidays' }).textContent).not.toContain('Christmas'));
  });

  it('saves the time zone', async () => {
    const user = userEvent.setup();
    const requests = api({
      'PUT /api/care/stylist-practice/settings': ok({
        ...base,
        stylist: { ...base.stylist, timeZone: 'Europe/London' },
      }),
    });
    renderPage();
    await openTab(user, 'Time zone');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Time zone/ }), 'Europe/London');
    await user.click(screen.getByRole('button', { name: 'Save Time Zone' }));
    expect(await screen.findByText('Time zone saved')).toBeTruthy();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ timeZone: 'Europe/London' });
    expect(screen.getByText(/times in Europe\/London/)).toBeTruthy();
  });
});
