import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionUserAtom } from '@petpal/design-system';
import { apiError, mockFetch, renderWithPlatform } from '../../../test/render';
import { PhoneSignIn } from './PhoneSignIn';

const sent = { status: 200, body: { sent: true } };
const signedIn = (role: 'none' | 'pet_owner', isNewUser = true) => ({
  status: 200,
  body: { user: { id: 'u1', email: '', role }, isNewUser },
});

function bodyOf(fetchMock: ReturnType<typeof mockFetch>, call: number): unknown {
  return JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body));
}

afterEach(() => vi.useRealTimers());

async function toCodeStep(fetchMock = mockFetch(sent), mode: 'login' | 'signup' = 'signup') {
  const onBack = vi.fn();
  const view = renderWithPlatform(<PhoneSignIn mode={mode} onBack={onBack} />, { route: `/${mode}` });
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Phone Number'), '+91 98765 43210');
  await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
  await screen.findByLabelText('Verification Code');
  return { ...view, user, onBack, fetchMock };
}

describe('phone flow', () => {
  it('requires a number before sending anything', async () => {
    const fetchMock = mockFetch(sent);
    renderWithPlatform(<PhoneSignIn mode="login" onBack={() => {}} />, { route: '/login' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send Verification Code' }));
    expect(screen.getByText('Please enter your phone number')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the code to the E.164 number, says so, and moves to the code step', async () => {
    const { fetchMock } = await toCodeStep();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/phone/send');
    expect(bodyOf(fetchMock, 0)).toEqual({ phone: '+919876543210', mode: 'signup' });
    expect(await screen.findByText('OTP sent to your phone number')).toBeTruthy();
    expect(screen.getByText(/\+919876543210/)).toBeTruthy();
  });

  it('shows the banner and toast when the code cannot be sent', async () => {
    mockFetch(apiError(429, 'rate_limited', 'Please wait a minute before requesting another code.'));
    renderWithPlatform(<PhoneSignIn mode="login" onBack={() => {}} />, { route: '/login' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Phone Number'), '+919876543210');
    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    expect(await screen.findByText('Phone sign-in failed')).toBeTruthy();
    expect(
      await screen.findByText('Failed to send OTP: Please wait a minute before requesting another code.'),
    ).toBeTruthy();
  });

  it('limits the code to 6 characters and requires it', async () => {
    const { user, fetchMock } = await toCodeStep();
    const code = screen.getByLabelText('Verification Code') as HTMLInputElement;
    expect(code.maxLength).toBe(6);
    await user.click(screen.getByRole('button', { name: 'Verify & Continue' }));
    expect(screen.getByText('Please enter the OTP')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('signs up: sets the session user, "Signed up successfully!", then /role-selection', async () => {
    const fetchMock = mockFetch(sent, signedIn('none'));
    const { user, store, location } = await toCodeStep(fetchMock);
    await user.type(screen.getByLabelText('Verification Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify & Continue' }));
    expect(await screen.findByText('Signed up successfully!')).toBeTruthy();
    expect(bodyOf(fetchMock, 1)).toEqual({ phone: '+919876543210', code: '123456', mode: 'signup' });
    expect(store.get(sessionUserAtom)).toMatchObject({ id: 'u1', role: 'none' });
    await waitFor(() => expect(location().pathname).toBe('/role-selection'));
  });

  it('logs in a user with a role: "Logged in successfully!", then /dashboard', async () => {
    const fetchMock = mockFetch(sent, signedIn('pet_owner', false));
    const { user, location } = await toCodeStep(fetchMock, 'login');
    await user.type(screen.getByLabelText('Verification Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify & Continue' }));
    expect(await screen.findByText('Logged in successfully!')).toBeTruthy();
    await waitFor(() => expect(location().pathname).toBe('/dashboard'));
  });

  it('shows the banner and toast for a wrong code', async () => {
    const fetchMock = mockFetch(sent, apiError(400, 'code_invalid', 'Invalid verification code.'));
    const { user } = await toCodeStep(fetchMock);
    await user.type(screen.getByLabelText('Verification Code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify & Continue' }));
    expect(await screen.findByText('OTP verification failed')).toBeTruthy();
    expect(await screen.findByText('OTP verification failed: Invalid verification code.')).toBeTruthy();
  });

  it('Change Phone Number returns to step 1; the back button returns to the email form', async () => {
    const { user, onBack } = await toCodeStep();
    await user.click(screen.getByRole('button', { name: 'Change Phone Number' }));
    expect((screen.getByLabelText('Phone Number') as HTMLInputElement).value).toBe('+919876543210');
    await user.click(screen.getByRole('button', { name: 'Back to email sign up' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});
