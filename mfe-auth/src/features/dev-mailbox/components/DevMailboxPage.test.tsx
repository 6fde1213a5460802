import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, mockFetch, renderWithPlatform } from '../../../test/render';
import { DevMailboxPage } from './DevMailboxPage';

const items = [
  {
    to: 'sam@example.com',
    subject: 'Confirm your PetPal account',
    text: `Confirm your email: http://localhost:8080/verify-email?token=${'d'.repeat(64)}\nThanks!`,
    createdAt: '2026-11-22T10:00:00.000Z',
  },
];

describe('development mailbox', () => {
  it('lists what would have been sent, with clickable links', async () => {
    const fetchMock = mockFetch({ status: 200, body: { items } });
    renderWithPlatform(<DevMailboxPage />, { route: '/dev/mailbox' });

    expect(await screen.findByRole('heading', { level: 2, name: 'Confirm your PetPal account' })).toBeTruthy();
    expect(screen.getByText(/would have emailed or texted/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /verify-email\?token=/ }).getAttribute('href')).toBe(
      `http://localhost:8080/verify-email?token=${'d'.repeat(64)}`,
    );
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/dev/outbox');
  });

  it('filters by address and refreshes', async () => {
    const fetchMock = mockFetch({ status: 200, body: { items } });
    const user = userEvent.setup();
    const { location } = renderWithPlatform(<DevMailboxPage />, { route: '/dev/mailbox' });
    await screen.findByText('1 message');

    await user.type(screen.getByLabelText('Email address or phone number'), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await screen.findByText('1 message for sam@example.com');
    expect(location().search).toBe('?to=sam%40example.com');
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/dev/outbox?to=sam%40example.com');

    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
  });

  it('says so when the mailbox does not exist (production)', async () => {
    mockFetch(apiError(404, 'not_found', 'We could not find what you were looking for.'));
    renderWithPlatform(<DevMailboxPage />, { route: '/dev/mailbox' });
    expect(await screen.findByText('The development mailbox is not available.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refresh' })).toBeNull();
  });
});
