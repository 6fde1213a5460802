import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ownerAppointment } from '../../../test/fixtures';
import { standingOf, STANDING_ROUTE, verifiedProvider } from '@petpal/design-system/test-utils/provider-standing';
import { fakeApi, ok, renderWithPlatform, vetUser } from '../../../test/render';
import { UpcomingVisitsCard } from './UpcomingVisitsCard';

describe('UpcomingVisitsCard', () => {
  it('lists the next three visits and links to all appointments', async () => {
    fakeApi({
      'GET /api/vet/appointments': ok({
        appointments: ['1', '2', '3', '4'].map((n) =>
          ownerAppointment({ id: `e0000000000000000000000${n}`, date: `2026-12-0${n}` }),
        ),
      }),
    });
    renderWithPlatform(<UpcomingVisitsCard />);
    const list = await screen.findByRole('list', { name: 'Upcoming vet visits' });
    expect(list.querySelectorAll('li')).toHaveLength(3);
    expect(list.textContent).toContain('December 1, 2026, 09:00 - 09:30');
    expect(screen.getByRole('link', { name: 'View All Appointments' }).getAttribute('href')).toBe('/appointments');
  });

  it('invites an owner without visits to find a veterinarian', async () => {
    fakeApi({ 'GET /api/vet/appointments': ok({ appointments: [] }) });
    renderWithPlatform(<UpcomingVisitsCard />);
    expect(await screen.findByText('No upcoming vet visits')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find a Veterinarian' }).getAttribute('href')).toBe('/services/book-a-vet');
  });

  it('sends a verified veterinarian to their practice', async () => {
    const requests = fakeApi(verifiedProvider('veterinary_doctor'));
    renderWithPlatform(<UpcomingVisitsCard />, { user: vetUser });
    expect((await screen.findByRole('link', { name: 'Manage Practice' })).getAttribute('href')).toBe(
      '/dashboard/vet-practice',
    );
    expect(requests.map((request) => request.path)).toEqual(['/api/auth/provider-standing']);
  });

  it('shows a rejected veterinarian the reason instead of the way to the practice', async () => {
    fakeApi({
      [STANDING_ROUTE]: standingOf('veterinary_doctor', { status: 'rejected', reason: 'Licence not on the register.' }),
    });
    renderWithPlatform(<UpcomingVisitsCard />, { user: vetUser });
    expect(await screen.findByRole('heading', { level: 4, name: 'Application not approved' })).toBeTruthy();
    expect(screen.getByText('Reason: Licence not on the register.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Manage Practice' })).toBeNull();
  });
});
