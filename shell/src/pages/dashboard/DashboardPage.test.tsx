import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '@petpal/design-system/test-utils/api-server';
import { ok } from '@petpal/design-system/test-utils/fake-fetch';
import type { SessionUser } from '@petpal/contracts';
import { petOwner, renderWithPlatform } from '../../test/render';
import { AppointmentsPage } from '../appointments/AppointmentsPage';
import { DashboardPage } from './DashboardPage';

vi.mock('../../composition/RemoteParcel', () => ({
  RemoteParcel: ({ remote, expose, area }: { remote: string; expose: string; area: string }) => (
    <section aria-label={area} data-parcel={`${remote}/${expose}`} />
  ),
}));

function renderAt(path: string, user: SessionUser | null | undefined) {
  return renderWithPlatform(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/dashboard" element={<DashboardPage />} />
        <Route path="/appointments" element={<AppointmentsPage />} />
        <Route path="/login" element={<p>Login page</p>} />
      </Routes>
    </MemoryRouter>,
    { user },
  );
}

const parcels = () =>
  Array.from(document.querySelectorAll('[data-parcel]')).map((el) => el.getAttribute('data-parcel'));

describe('dashboard and appointments', () => {
  it('greets the user by the name on their profile and composes the five dashboard cards', async () => {
    stubApi({
      'GET /api/auth/profile': ok({
        role: 'pet_owner',
        record: { id: 'p1', fullName: 'Sam Rivera', phoneNumber: '+91 91234 56789', location: 'Bengaluru' },
        complete: true,
      }),
    });
    renderAt('/dashboard', petOwner);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Sam Rivera' })).toBeTruthy();
    expect(screen.queryByText(/sam@example.com/)).toBeNull();
    expect(parcels()).toEqual([
      'mfe_vet/upcoming-visits',
      'mfe_care/care-bookings',
      'mfe_notifications/pet-reports-card',
      'mfe_community/todo-card',
      'mfe_shop/shop-card',
    ]);
  });

  it('greets without a name while the profile has none to give, never with the address', async () => {
    stubApi({ 'GET /api/auth/profile': ok({ role: 'none', record: null, complete: false }) });
    renderAt('/dashboard', { ...petOwner, role: 'none' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome back');
  });

  it('composes vet appointments and care bookings', () => {
    renderAt('/appointments', petOwner);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Appointments');
    expect(parcels()).toEqual(['mfe_vet/vet-appointments', 'mfe_care/care-bookings']);
  });

  it.each(['/dashboard', '/appointments'])('sends guests from %s to /login', (path) => {
    renderAt(path, null);
    expect(screen.getByText('Login page')).toBeTruthy();
  });

  it('waits for the session before deciding', () => {
    renderAt('/dashboard', undefined);
    expect(screen.getByRole('status').textContent).toBe('Checking your session');
    expect(screen.queryByText('Login page')).toBeNull();
  });
});
