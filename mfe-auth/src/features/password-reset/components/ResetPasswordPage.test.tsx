import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionUserAtom } from '@petpal/design-system';
import { apiError, mockFetch, petOwner, renderWithPlatform } from '../../../test/render';
import { ResetPasswordPage } from './ResetPasswordPage';

const token = 'c'.repeat(64);
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'Update Password' }) as HTMLButtonElement;

async function choose(password: string, confirm: string) {
  const user = userEvent.setup();
  await user.type(input('New password'), password);
  await user.type(input('Confirm new password'), confirm);
  await user.click(submit());
}

describe('reset password page', () => {
  it('verifies the link, then enables the form', async () => {
    const fetchMock = mockFetch({ status: 200, body: { valid: true } });
    renderWithPlatform(<ResetPasswordPage />, { route: `/reset-password?token=${token}` });

    expect(screen.getByRole('status').textContent).toBe('Verifying reset link...');
    expect(submit().disabled).toBe(true);
    await waitFor(() => expect(submit().disabled).toBe(false));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/password-reset/check');
    expect(screen.getByRole('link', { name: 'Back to Login' }).getAttribute('href')).toBe('/login');
  });

  it("shows the API's message and keeps the form disabled for a dead link", async () => {
    mockFetch(apiError(400, 'invalid_token', 'Password reset link has expired. Please request a new one.'));
    renderWithPlatform(<ResetPasswordPage />, { route: `/reset-password?token=${token}` });

    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Password reset link has expired. Please request a new one.'),
    );
    expect(submit().disabled).toBe(true);
    expect(input('New password').disabled).toBe(true);
  });

  it('says a link without a token is invalid, without asking the API', () => {
    const fetchMock = mockFetch({ status: 200, body: { valid: true } });
    renderWithPlatform(<ResetPasswordPage />, { route: '/reset-password' });
    expect(screen.getByRole('alert').textContent).toBe('Invalid or expired reset link. Please request a new one.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the new password before sending it', async () => {
    const fetchMock = mockFetch({ status: 200, body: { valid: true } });
    renderWithPlatform(<ResetPasswordPage />, { route: `/reset-password?token=${token}` });
    await waitFor(() => expect(submit().disabled).toBe(false));

    await choose('123', '123');
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
    await choose('456', '789');
    expect(screen.getByText("Passwords don't match")).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('updates the password, signs out and goes to /login with the notice', async () => {
    const fetchMock = mockFetch({ status: 200, body: { valid: true } }, { status: 200, body: { updated: true } });
    const { store, location } = renderWithPlatform(<ResetPasswordPage />, {
      route: `/reset-password?token=${token}`,
      user: petOwner,
    });
    await waitFor(() => expect(submit().disabled).toBe(false));
    await choose('newsecret', 'newsecret');

    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(location().state).toEqual({ passwordUpdated: true });
    expect(store.get(sessionUserAtom)).toBeNull();
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/auth/password-reset/complete');
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({
      token,
      password: 'newsecret',
      confirmPassword: 'newsecret',
    });
  });

  it('shows why an update was refused, or the generic message', async () => {
    mockFetch(
      { status: 200, body: { valid: true } },
      apiError(400, 'invalid_token', 'Invalid or expired reset link. Please request a new password reset link.'),
    );
    renderWithPlatform(<ResetPasswordPage />, { route: `/reset-password?token=${token}` });
    await waitFor(() => expect(submit().disabled).toBe(false));
    await choose('newsecret', 'newsecret');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Invalid or expired reset link. Please request a new password reset link.',
      ),
    );
  });
});
