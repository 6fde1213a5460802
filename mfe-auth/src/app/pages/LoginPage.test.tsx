import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { VERIFICATION_CODES, verificationMessages, type SignedIn } from '@petpal/contracts';
import { sessionUserAtom } from '@petpal/design-system';
import { apiError, mockFetch, renderWithPlatform } from '../../test/render';
import { LoginPage } from './LoginPage';

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const banner = () => screen.getByRole('alert');

function signedIn(profile: SignedIn['profile'], role: SignedIn['user']['role'] = 'pet_owner') {
  return { status: 200, body: { user: { id: 'u1', email: 'sam@example.com', role }, profile } };
}

async function logIn(email = 'Sam@Example.com', password = 'secret1') {
  const user = userEvent.setup();
  await user.type(input('Email'), email);
  await user.type(input('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

describe('login page', () => {
  it('has one h1, the sign-up link and the terms notice', () => {
    renderWithPlatform(<LoginPage />, { route: '/login' });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Welcome back']);
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms-of-service');
    expect(screen.getByRole('link', { name: 'Privacy Statement' }).getAttribute('href')).toBe('/privacy-statement');
  });

  it('checks the fields before sending anything and focuses the first invalid one', async () => {
    const fetchMock = mockFetch(signedIn('complete'));
    renderWithPlatform(<LoginPage />, { route: '/login' });
    await logIn('sam@', '123');

    expect(screen.getByText('Please enter a valid email')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(document.activeElement).toBe(input('Email'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs in: sets the session user, shows the notice, and goes to /dashboard after 500 ms', async () => {
    const fetchMock = mockFetch(signedIn('complete'));
    const { store, location } = renderWithPlatform(<LoginPage />, { route: '/login' });
    const started = Date.now();
    await logIn();

    expect(await screen.findByText('Login successful! Welcome back to PetPal.')).toBeTruthy();
    expect(store.get(sessionUserAtom)).toEqual({ id: 'u1', email: 'sam@example.com', role: 'pet_owner' });
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as unknown;
    expect(body).toEqual({ email: 'sam@example.com', password: 'secret1' });
    expect(location().pathname).toBe('/login');
    expect((screen.getByRole('button', { name: 'Login' }) as HTMLButtonElement).disabled).toBe(true);

    await waitFor(() => expect(location().pathname).toBe('/dashboard'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
  });

  it('sends a user without a role to /role-selection', async () => {
    mockFetch(signedIn('none', 'none'));
    const { location } = renderWithPlatform(<LoginPage />, { route: '/login' });
    await logIn();

    expect(await screen.findByText('Welcome! Please complete your profile setup.')).toBeTruthy();
    await waitFor(() => expect(location().pathname).toBe('/role-selection'));
  });

  it('asks a user whose role record is missing to complete the profile, from /dashboard', async () => {
    mockFetch(signedIn('role_record_missing', 'veterinary_doctor'));
    const { location } = renderWithPlatform(<LoginPage />, { route: '/login' });
    await logIn();

    expect(await screen.findByText('Welcome back! Please complete your profile setup.')).toBeTruthy();
    await waitFor(() => expect(location().pathname).toBe('/dashboard'));
  });

  it.each([
    [401, 'invalid_credentials', 'Incorrect email or password. Please try again.'],
    [403, 'email_not_verified', 'Please verify your email before logging in.'],
    [429, 'rate_limited', 'Too many login attempts. Please try again later.'],
    [403, VERIFICATION_CODES.suspended, verificationMessages.accountSuspended],
  ])("shows the API's message in a focused banner on %i %s", async (status, code, message) => {
    mockFetch(apiError(status, code, message));
    const { store, location } = renderWithPlatform(<LoginPage />, { route: '/login' });
    await logIn();

    await waitFor(() => expect(banner().textContent).toBe(message));
    expect(document.activeElement).toBe(banner());
    expect(store.get(sessionUserAtom)).toBeNull();
    expect(location().pathname).toBe('/login');
    expect((screen.getByRole('button', { name: 'Login' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('reports a connection issue when the request fails', async () => {
    mockFetch('network-error');
    renderWithPlatform(<LoginPage />, { route: '/login' });
    await logIn();
    await waitFor(() =>
      expect(banner().textContent).toBe('Connection issue: please check your internet connection and try again.'),
    );
  });

  it('reports a server failure as unexpected', async () => {
    mockFetch(apiError(500, 'internal', 'Something went wrong. Please try again.'));
    renderWithPlatform(<LoginPage />, { route: '/login' });
    await logIn();
    await waitFor(() =>
      expect(banner().textContent).toBe(
        'Something went wrong: an unexpected error occurred during login. Please try again.',
      ),
    );
  });

  it('greets a user whose password was just reset', () => {
    renderWithPlatform(<LoginPage />, { route: { pathname: '/login', state: { passwordUpdated: true } } });
    expect(screen.getByRole('status').textContent).toContain(
      'Password successfully updated. Please log in with your new password.',
    );
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    renderWithPlatform(<LoginPage />, { route: '/login' });
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input('Password').type).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input('Password').type).toBe('password');
  });
});

describe('Reset Password dialog', () => {
  async function openDialog() {
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    return { user, dialog: within(await screen.findByRole('dialog', { name: 'Reset Password' })) };
  }

  it('opens on the email field, validates it, and closes with Cancel', async () => {
    const fetchMock = mockFetch({ status: 200, body: { sent: true } });
    renderWithPlatform(<LoginPage />, { route: '/login' });
    const { user, dialog } = await openDialog();

    expect(document.activeElement).toBe(dialog.getByLabelText('Email'));
    await user.type(dialog.getByLabelText('Email'), 'sam');
    await user.click(dialog.getByRole('button', { name: 'Send Reset Link' }));
    expect(dialog.getByText('Please enter a valid email address')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends the link and tells the user to check the inbox', async () => {
    const fetchMock = mockFetch({ status: 200, body: { sent: true } });
    renderWithPlatform(<LoginPage />, { route: '/login' });
    const { user, dialog } = await openDialog();
    await user.type(dialog.getByLabelText('Email'), 'sam@example.com');
    await user.click(dialog.getByRole('button', { name: 'Send Reset Link' }));

    expect((await dialog.findByRole('status')).textContent).toContain(
      'We sent a password reset link to sam@example.com. Please check your inbox',
    );
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/password-reset/request');
    await user.click(dialog.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the API's answer when no account has the address", async () => {
    mockFetch(apiError(404, 'not_found', 'No account found with this email address.'));
    renderWithPlatform(<LoginPage />, { route: '/login' });
    const { user, dialog } = await openDialog();
    await user.type(dialog.getByLabelText('Email'), 'nobody@example.com');
    await user.click(dialog.getByRole('button', { name: 'Send Reset Link' }));

    expect((await dialog.findByRole('alert')).textContent).toBe('No account found with this email address.');
  });
});
