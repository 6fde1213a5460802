import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { verificationMessages } from '@petpal/contracts';
import { apiError, currentUrl, ok, renderInRemote, stubApi } from '@petpal/design-system/test-utils/remote-render';
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

  it('keeps the search and page in the address beside the tab, and an emptied box clears the search', async () => {
    const requests = stubApi({ 'GET /api/admin/users': ok(pageOf([user()])) });
    renderInRemote(<UsersTab />, { user: null, route: '/admin-dashboard?tab=users&q=priya&page=2' });
    expect(await screen.findByText('priya@example.com')).toBeTruthy();
    expect(requests.at(-1)?.query.get('q')).toBe('priya');
    expect(requests.at(-1)?.query.get('page')).toBe('2');
    const box = screen.getByRole('textbox', { name: /Search users/ }) as HTMLInputElement;
    expect(box.value).toBe('priya');
    await userEvent.clear(box);
    expect(currentUrl()).toBe('/admin-dashboard?tab=users');
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

  it('suspends a user with a reason, which is required, and shows them suspended', async () => {
    const path = `/api/admin/users/${user().id}/suspension`;
    const suspended = user({ suspended: { reason: 'Fake listings.', at: '2026-11-27T10:00:00.000Z' } });
    const requests = stubApi({
      'GET /api/admin/users': [ok(pageOf([user()])), ok(pageOf([suspended]))],
      [`POST ${path}`]: ok({ action: 'user.suspend', targetType: 'user', targetId: user().id }),
    });
    renderInRemote(<UsersTab />, { user: null });
    const card = (await screen.findByText('priya@example.com')).closest('li')!;
    await userEvent.click(within(card).getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend priya@example.com?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(within(dialog).getByText(verificationMessages.suspensionReason)).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Fake listings.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ reason: 'Fake listings.' });

    const after = (await screen.findByText('Reason: Fake listings.')).closest('li')!;
    expect(within(after).getByText('Suspended', { selector: 'span' })).toBeTruthy();
    expect(within(after).getByText('27 Nov 2026, 10:00', { exact: false })).toBeTruthy();
    expect(within(after).getByRole('button', { name: 'Lift suspension' })).toBeTruthy();
  });

  it('lifts a suspension after asking, and shows a refusal in the API’s words', async () => {
    const path = `/api/admin/users/${user().id}/suspension`;
    const suspended = user({ suspended: { reason: 'Fake listings.', at: '2026-11-27T10:00:00.000Z' } });
    const requests = stubApi({
      'GET /api/admin/users': ok(pageOf([suspended])),
      [`DELETE ${path}`]: [
        apiError(409, 'not_suspended', verificationMessages.notSuspended),
        ok({ action: 'user.unsuspend', targetType: 'user', targetId: user().id }),
      ],
    });
    renderInRemote(<UsersTab />, { user: null });
    const card = (await screen.findByText('priya@example.com')).closest('li')!;
    await userEvent.click(within(card).getByRole('button', { name: 'Lift suspension' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lift the suspension of priya@example.com?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lift suspension' }));
    expect(await within(dialog).findByText(verificationMessages.notSuspended)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lift suspension' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(2);
  });
});
