import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { vetMessages, type VetPractice } from '@petpal/contracts';
import { practice, practiceAppointment } from '../../../test/fixtures';
import {
  apiError,
  fakeApi,
  ok,
  petOwner,
  renderWithPlatform,
  vetUser,
  type RecordedRequest,
} from '../../../test/render';
import type { Routes } from '@petpal/design-system/test-utils/fake-fetch';
import { standingOf, STANDING_ROUTE, verifiedProvider } from '@petpal/design-system/test-utils/provider-standing';
import { VetPracticePage } from './VetPracticePage';

const pending = practiceAppointment();
const done = practiceAppointment({ id: 'e00000000000000000000002', date: '2026-11-02', status: 'confirmed' });

function api(overrides: Routes = {}) {
  return fakeApi({
    ...verifiedProvider('veterinary_doctor'),
    'GET /api/vet/practice': ok(practice),
    'GET /api/vet/practice/appointments': (request: RecordedRequest) =>
      ok({ appointments: request.query.get('scope') === 'past' ? [done] : [pending] }),
    ...overrides,
  });
}

const renderPage = () => renderWithPlatform(<VetPracticePage />, { user: vetUser });
const tab = (name: string) => screen.getByRole('tab', { name });

describe('VetPracticePage', () => {
  it('is for veterinarians only', () => {
    const requests = api();
    renderWithPlatform(<VetPracticePage />, { user: petOwner });
    expect(screen.getByText(/This page is for veterinarians/)).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('shows a vet waiting for verification the standing panel instead of the practice', async () => {
    const requests = api({
      [STANDING_ROUTE]: standingOf('veterinary_doctor', {
        status: 'pending',
        missing: [{ field: 'licenseId', label: 'Licence number' }],
      }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Pending verification' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Still missing' }).textContent).toBe('Licence number');
    expect(screen.getByRole('link', { name: 'Complete your profile' }).getAttribute('href')).toBe(
      '/profile/veterinary',
    );
    expect(screen.queryByRole('tab')).toBeNull();
    expect(requests.some((request) => request.path.startsWith('/api/vet/'))).toBe(false);
  });

  it('confirms a pending appointment and writes visit notes on a past one', async () => {
    const user = userEvent.setup();
    const requests = api({
      [`POST /api/vet/practice/appointments/${pending.id}/confirm`]: ok({
        appointment: { ...pending, status: 'confirmed' },
      }),
      [`PUT /api/vet/practice/appointments/${done.id}/notes`]: ok({
        appointment: { ...done, visitNotes: 'Ear drops.' },
      }),
    });
    renderPage();
    const upcoming = await screen.findByRole('list', { name: 'Upcoming appointments' });
    expect(upcoming.textContent).toContain('Sam (sam@example.com)');
    expect(upcoming.textContent).toContain('Teleconsultation · Zoom: https://zoom.us/j/1');
    await user.click(within(upcoming).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Appointment confirmed')).toBeTruthy();

    const past = await screen.findByRole('list', { name: 'Past visits' });
    await user.click(within(past).getByRole('button', { name: 'Add Visit Notes' }));
    const dialog = screen.getByRole('dialog', { name: 'Visit notes' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Notes' }));
    expect(within(dialog).getByText('Please write the visit notes.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Notes'), 'Ear drops.');
    await user.click(within(dialog).getByRole('button', { name: 'Save Notes' }));
    expect(await screen.findByText('Visit notes saved')).toBeTruthy();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ notes: 'Ear drops.' });
  });

  it('says when another decision won', async () => {
    const user = userEvent.setup();
    api({
      [`POST /api/vet/practice/appointments/${pending.id}/cancel`]: apiError(
        409,
        'already_decided',
        vetMessages.alreadyDecided,
      ),
    });
    renderPage();
    const upcoming = await screen.findByRole('list', { name: 'Upcoming appointments' });
    await user.click(within(upcoming).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(vetMessages.alreadyDecided)).toBeTruthy();
  });

  it('adds weekly hours with the contract’s checks', async () => {
    const user = userEvent.setup();
    const requests = api({ 'POST /api/vet/practice/schedules': ok({ schedule: practice.schedules[0] }) });
    renderPage();
    await screen.findByRole('list', { name: 'Upcoming appointments' });
    await user.click(tab('Weekly schedule'));
    expect(screen.getByRole('list', { name: 'Monday hours' }).textContent).toContain('09:00 - 17:00 · 30-minute slots');
    expect(screen.getByRole('list', { name: 'Monday hours' }).textContent).toContain('Break 13:00 - 14:00 (Lunch)');
    await user.click(screen.getByRole('button', { name: 'Add hours on Tuesday' }));
    const dialog = screen.getByRole('dialog');
    const end = within(dialog).getByLabelText('End time');
    await user.clear(end);
    await user.type(end, '08:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save Schedule' }));
    expect(within(dialog).getByText(vetMessages.timeRange)).toBeTruthy();
    await user.clear(end);
    await user.type(end, '12:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save Schedule' }));
    expect(await screen.findByText('Schedule saved')).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      scheduleDate: null,
      dayOfWeek: 'tuesday',
      startTime: '09:00',
      endTime: '12:00',
      slotDurationMinutes: 30,
      isAvailable: true,
    });
  });

  it('closes a date with a date-specific schedule', async () => {
    const user = userEvent.setup();
    const requests = api({ 'POST /api/vet/practice/schedules': ok({ schedule: practice.schedules[1] }) });
    renderPage();
    await screen.findByRole('list', { name: 'Upcoming appointments' });
    await user.click(tab('Date-specific schedules'));
    expect(screen.getByRole('list', { name: 'Hours on December 12, 2026' }).textContent).toContain('10:00 - 12:00');
    await user.click(screen.getByRole('button', { name: 'Add Date Schedule' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Date'), '2026-12-15');
    await user.click(within(dialog).getByLabelText('Open for bookings'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Schedule' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
        scheduleDate: '2026-12-15',
        dayOfWeek: null,
        isAvailable: false,
      }),
    );
  });

  it('adds and removes holidays', async () => {
    const user = userEvent.setup();
    const withNew: VetPractice = {
      ...practice,
      holidays: [...practice.holidays, { id: 'f2', startDate: '2026-12-31', endDate: '2026-12-31', reason: '' }],
    };
    const requests = api({
      'GET /api/vet/practice': [ok(practice), ok(withNew)],
      'POST /api/vet/practice/holidays': ok({ holiday: withNew.holidays[1] }),
      [`DELETE /api/vet/practice/holidays/${practice.holidays[0]!.id}`]: ok({ deleted: true }),
    });
    renderPage();
    await screen.findByRole('list', { name: 'Upcoming appointments' });
    await user.click(tab('Holidays'));
    expect(screen.getByRole('list', { name: 'Holidays' }).textContent).toContain(
      'December 24, 2026 to December 25, 2026 · Christmas',
    );
    await user.type(screen.getByLabelText('First day'), '2026-12-31');
    await user.click(screen.getByRole('button', { name: 'Add Holiday' }));
    expect(await screen.findByText('December 31, 2026')).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      startDate: '2026-12-31',
      endDate: '2026-12-31',
      reason: '',
    });
    await user.click(screen.getByRole('button', { name: 'Remove holiday December 24, 2026 to December 25, 2026' }));
    expect(await screen.findByText('Holiday removed')).toBeTruthy();
  });

  it('saves the time zone and fee', async () => {
    const user = userEvent.setup();
    const requests = api({ 'PUT /api/vet/practice/settings': ok({ ...practice, consultationFee: 0 }) });
    renderPage();
    await screen.findByRole('list', { name: 'Upcoming appointments' });
    await user.click(tab('Settings'));
    const fee = screen.getByLabelText('Consultation fee (INR)');
    await user.clear(fee);
    await user.type(fee, '0');
    await user.selectOptions(screen.getByLabelText('Time zone'), 'Europe/Berlin');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Settings saved')).toBeTruthy();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ timeZone: 'Europe/Berlin', consultationFee: 0 });
  });
});
