import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, ok, renderInRemote, stubApi } from '@petpal/design-system/test-utils/remote-render';
import { pageOf, user } from '../../../test/fixtures';
import { UsersTab } from './UsersTab';

describe('UsersTab', () => {
  it('lists users with role, join date and status, and searches by email or name', async () => {
    const requests = stubApi({
      'GET /api/admin/users': (request) =>
        ok(
          pageOf(
            request.query.get('q') === 'ravi'
              ? [user({ id: '64b000000000000000000009', email: 'ravi@example.com', role: 'none', fullName: null })]
              : [user()],
          ),
        ),
    });
    renderInRemote(<UsersTab />, { user: null });
    expect(await screen.findByText('priya@example.com')).toBeTruthy();
    expect(screen.getByText('pet owner')).toBeTruthy();
    expect(screen.getByText('1 Nov 2026')).toBeTruthy();
    expect(screen.getByText('Profile complete')).toBeTruthy();

    await userEvent.type(screen.getByRole('textbox', { name: /Search users/ }), 'ravi');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('ravi@example.com')).toBeTruthy();
    expect(screen.getByText('No role yet')).toBeTruthy();
    expect(requests.at(-1)?.query.get('q')).toBe('ravi');
  });

  it('says when no user matches', async () => {
    stubApi({ 'GET /api/admin/users': ok(pageOf([])) });
    renderInRemote(<UsersTab />, { user: null });
    expect(await screen.findByText('No users yet.')).toBeTruthy();
  });

  it('shows the error with Retry', async () => {
    stubApi({ 'GET /api/admin/users': [apiError(500, 'internal', 'Something broke.'), ok(pageOf([user()]))] });
    renderInRemote(<UsersTab />, { user: null });
    expect(await screen.findByText('Something broke.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('priya@example.com')).toBeTruthy();
  });
});
