import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockFetch, renderWithPlatform } from '../../../test/render';
import { VerifyEmailPage } from './VerifyEmailPage';

const token = 'b'.repeat(64);

describe('verify email page', () => {
  it('without a token, says where the link went and leads home', () => {
    const fetchMock = mockFetch({ status: 200, body: {} });
    renderWithPlatform(<VerifyEmailPage />, {
      route: { pathname: '/verify-email', search: '?email=query%40example.com', state: { email: 'sam@example.com' } },
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Check your email');
    expect(screen.getByText('sam@example.com')).toBeTruthy();
    expect(screen.getByText(/check your inbox and spam folder/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads the email from the query after a reload', () => {
    renderWithPlatform(<VerifyEmailPage />, { route: '/verify-email?email=sam%40example.com' });
    expect(screen.getByText('sam@example.com')).toBeTruthy();
  });

  it('confirms the address of a link once and offers to log in', async () => {
    const fetchMock = mockFetch({ status: 200, body: { verified: true, email: 'sam@example.com' } });
    renderWithPlatform(<VerifyEmailPage />, { route: `/verify-email?token=${token}` });

    expect(screen.getByRole('status').textContent).toBe('Confirming your email...');
    expect(await screen.findByText('Your email is confirmed. You can now log in.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ token });
  });

  it("shows the API's message when the link does not work", async () => {
    mockFetch(apiError(400, 'invalid_token', 'This confirmation link is invalid or has expired.'));
    renderWithPlatform(<VerifyEmailPage />, { route: `/verify-email?token=${token}` });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('This confirmation link is invalid or has expired.'),
    );
  });
});
