import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@petpal/contracts';
import { sessionUserAtom } from '@petpal/design-system';
import { apiError, mockFetch, renderWithPlatform } from '../../../test/render';
import { RequireSignedIn } from './RequireSignedIn';
import { RoleSelectionPage } from './RoleSelectionPage';

const newUser: SessionUser = { id: 'u1', email: 'sam@example.com', role: 'none' };

function renderPage(user: SessionUser | null | undefined) {
  return renderWithPlatform(
    <Routes>
      <Route
        path="/role-selection"
        element={<RequireSignedIn>{(signedIn) => <RoleSelectionPage user={signedIn} />}</RequireSignedIn>}
      />
      <Route path="*" element={<p>Elsewhere</p>} />
    </Routes>,
    { user, route: '/role-selection' },
  );
}

describe('role selection', () => {
  it('sends a guest to /login and waits while the session loads', () => {
    const guest = renderPage(null);
    expect(guest.location().pathname).toBe('/login');
    guest.unmount();
    const loading = renderPage(undefined);
    expect(screen.getByRole('status').textContent).toBe('Checking your session...');
    expect(loading.location().pathname).toBe('/role-selection');
  });

  it('sends a user who already has a role to /dashboard, replacing the entry', () => {
    const page = renderPage({ ...newUser, role: 'pet_owner' });
    expect(page.location()).toMatchObject({ pathname: '/dashboard' });
    expect(screen.getByText('Elsewhere')).toBeTruthy();
  });

  it('asks for a role before sending anything', async () => {
    const fetchMock = mockFetch({ status: 200, body: {} });
    renderPage(newUser);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Choose Your Role');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert').textContent).toBe('Please choose a role to continue.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stores the chosen role, updates the session user and opens that role’s profile page', async () => {
    const updated: SessionUser = { ...newUser, role: 'veterinary_doctor' };
    const fetchMock = mockFetch({ status: 200, body: { user: updated } });
    const page = renderPage(newUser);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Veterinary Doctor' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(page.location().pathname).toBe('/profile/veterinary'));
    expect(page.store.get(sessionUserAtom)).toEqual(updated);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/role',
      expect.objectContaining({ method: 'PUT', body: JSON.stringify({ role: 'veterinary_doctor' }) }),
    );
  });

  it("shows the API's message when the role could not be saved", async () => {
    mockFetch(apiError(429, 'rate_limited', 'Too many requests. Please try again later.'));
    renderPage(newUser);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Supplier' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Too many requests. Please try again later.');
  });
});
