import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, currentUrl, ok, renderInRemote, stubApi } from '@petpal/design-system/test-utils/remote-render';
import { ADMIN, auditEntry, NO_ADMIN, pageOf, user } from '../test/fixtures';
import { AdminDashboardPage } from './AdminDashboardPage';

const render = (route = '/admin-dashboard') => renderInRemote(<AdminDashboardPage />, { user: null, route });

describe('AdminDashboardPage', () => {
  it('asks a visitor without an admin session to sign in at /admin-login, loading no admin list', async () => {
    const requests = stubApi({ 'GET /api/auth/admin/session': ok(NO_ADMIN) });
    render();
    expect(await screen.findByText('Please sign in as an admin to see the dashboard.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Admin sign in' }).getAttribute('href')).toBe('/admin-login');
    expect(requests.map((request) => request.path)).toEqual(['/api/auth/admin/session']);
  });

  it('shows the users tab first, and keeps the chosen tab in the URL', async () => {
    stubApi({
      'GET /api/auth/admin/session': ok(ADMIN),
      'GET /api/admin/users': ok(pageOf([user()])),
      'GET /api/admin/audit': ok(pageOf([auditEntry()])),
    });
    render();
    expect(await screen.findByText('Signed in as root@petpal.example')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Users', selected: true })).toBeTruthy();
    expect(await screen.findByText('priya@example.com')).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: 'Audit' }));
    expect(currentUrl()).toBe('/admin-dashboard?tab=audit');
    expect(await screen.findByText('provider.verify')).toBeTruthy();
  });

  it('opens the tab named in the URL', async () => {
    stubApi({
      'GET /api/auth/admin/session': ok(ADMIN),
      'GET /api/admin/audit': ok(pageOf([])),
    });
    render('/admin-dashboard?tab=audit');
    expect(await screen.findByRole('tab', { name: 'Audit', selected: true })).toBeTruthy();
    expect(await screen.findByText('No admin actions yet.')).toBeTruthy();
  });

  it('offers Retry when the session cannot be checked', async () => {
    stubApi({
      'GET /api/auth/admin/session': [apiError(503, 'unavailable', 'The service is busy.'), ok(NO_ADMIN)],
    });
    render();
    expect(await screen.findByText('The service is busy.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Admin sign in' })).toBeTruthy();
  });
});
