import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockFetch, renderWithPlatform } from '../../test/render';
import { SignupPage } from './SignupPage';

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const accepted = { status: 201, body: { status: 'pending_verification', email: 'sam@example.com' } };

async function signUp(user = userEvent.setup(), values = ['Sam@example.com', 'secret1', 'secret1']) {
  const [email = '', password = '', confirm = ''] = values;
  if (email) await user.type(input('Email'), email);
  if (password) await user.type(input('Password'), password);
  if (confirm) await user.type(input('Confirm Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  return user;
}

afterEach(() => vi.useRealTimers());

describe('sign-up page', () => {
  it('shows the notice word for word, with its links', () => {
    renderWithPlatform(<SignupPage />, { route: '/signup' });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Create an Account']);
    expect(
      screen.getByText(
        (_, element) => element?.tagName === 'P' && element.textContent?.startsWith('By signing up') === true,
      ).textContent,
    ).toBe(
      'By signing up, you agree to our Terms of Service and Privacy Statement, consent to receive marketing emails and messages from PetPal, and confirm that you are 18 years or older.',
    );
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms-of-service');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });

  it('checks the fields with the contract and sends nothing when they are wrong', async () => {
    const fetchMock = mockFetch(accepted);
    renderWithPlatform(<SignupPage />, { route: '/signup' });
    await signUp(undefined, ['sam@example.com', 'secret1', 'secret2']);

    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(document.activeElement).toBe(input('Confirm Password'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('goes to /verify-email carrying the email', async () => {
    const fetchMock = mockFetch(accepted);
    const { location } = renderWithPlatform(<SignupPage />, { route: '/signup' });
    await signUp();

    await waitFor(() => expect(location().pathname).toBe('/verify-email'));
    expect(location().search).toBe('?email=sam%40example.com');
    expect(location().state).toEqual({ email: 'sam@example.com' });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'sam@example.com',
      password: 'secret1',
      confirmPassword: 'secret1',
    });
    expect((init?.headers as Record<string, string>)['Idempotency-Key']).toBeTruthy();
  });

  it.each([
    [
      apiError(409, 'email_taken', 'This email is already registered. Try logging in instead.'),
      'This email is already registered. Try logging in instead.',
    ],
    [apiError(429, 'rate_limited', 'Too many requests.'), 'Too many signup attempts. Please try again later.'],
    [
      apiError(500, 'internal', 'Something went wrong.'),
      'An unexpected error occurred during signup. Please try again.',
    ],
  ])('shows the banner for a refused sign-up', async (answer, message) => {
    mockFetch(answer);
    const { location } = renderWithPlatform(<SignupPage />, { route: '/signup' });
    await signUp();

    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
    expect(document.activeElement).toBe(screen.getByRole('alert'));
    expect(location().pathname).toBe('/signup');
  });

  it('puts 400 field errors under their fields and focuses the first', async () => {
    mockFetch(
      apiError(400, 'invalid_input', 'Some fields are not valid.', {
        password: 'Please use a stronger password (at least 6 characters).',
      }),
    );
    renderWithPlatform(<SignupPage />, { route: '/signup' });
    await signUp();

    expect(await screen.findByText('Please use a stronger password (at least 6 characters).')).toBeTruthy();
    expect(input('Password').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(input('Password')));
  });

  it('says it is retrying when an attempt times out, then carries on', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch('pending', accepted);
    const { location } = renderWithPlatform(<SignupPage />, { route: '/signup' });
    await signUp(userEvent.setup({ advanceTimers: vi.advanceTimersByTime }));

    expect(screen.queryByText('Signup is taking longer than usual. Retrying...')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(screen.getByText('Signup is taking longer than usual. Retrying...')).toBeTruthy();
    expect(screen.getByText('Signup timeout')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Sign Up' }) as HTMLButtonElement).disabled).toBe(true);

    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await waitFor(() => expect(location().pathname).toBe('/verify-email'));
  });
});
