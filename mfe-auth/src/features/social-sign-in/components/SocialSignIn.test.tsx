import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sessionUserAtom } from '@petpal/design-system';
import { mockFetch, renderWithPlatform } from '../../../test/render';
import { SocialButtons } from './SocialButtons';
import { SocialSignIn } from './SocialSignIn';

describe('social buttons', () => {
  it('go to the start link for the mode, with a spinner and both disabled meanwhile', async () => {
    const go = vi.fn();
    renderWithPlatform(<SocialButtons mode="signup" go={go} />, { route: '/signup' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(go).toHaveBeenCalledWith('/api/auth/oidc/google/start?mode=signup');
    const google = screen.getByRole('button', { name: /Continue with Google/ }) as HTMLButtonElement;
    const facebook = screen.getByRole('button', { name: /Continue with Facebook/ }) as HTMLButtonElement;
    expect(google.disabled).toBe(true);
    expect(facebook.disabled).toBe(true);
    expect(google.getAttribute('aria-busy')).toBe('true');
  });

  it('toasts "Failed to login with Facebook" when the page cannot leave', async () => {
    const go = vi.fn(() => {
      throw new Error('Navigation blocked');
    });
    renderWithPlatform(<SocialButtons mode="login" go={go} />, { route: '/login' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue with Facebook' }));
    expect(await screen.findByText('Failed to login with Facebook: Navigation blocked')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Continue with Facebook' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('coming back from the provider', () => {
  it('a new account: "Signed up successfully with Google!", session user set, then /role-selection', async () => {
    mockFetch({ status: 200, body: { user: { id: 'u1', email: 'ana@petpal.demo', role: 'none' } } });
    const { store, location } = renderWithPlatform(<SocialSignIn mode="signup" />, {
      route: '/signup?signedIn=google&new=1&next=%2Frole-selection',
    });
    expect(await screen.findByText('Signed up successfully with Google!')).toBeTruthy();
    expect(store.get(sessionUserAtom)).toMatchObject({ email: 'ana@petpal.demo' });
    await waitFor(() => expect(location().pathname).toBe('/role-selection'));
  });

  it('a known account with a role: "Logged in successfully with Facebook!", then next', async () => {
    mockFetch({ status: 200, body: { user: { id: 'u1', email: 'ana@petpal.demo', role: 'pet_owner' } } });
    const { location } = renderWithPlatform(<SocialSignIn mode="login" />, {
      route: '/login?signedIn=facebook&next=%2Fdashboard',
    });
    expect(await screen.findByText('Logged in successfully with Facebook!')).toBeTruthy();
    await waitFor(() => expect(location().pathname).toBe('/dashboard'));
  });

  it('a failed callback: "Google sign-in failed" banner and "Google authentication failed: ..." toast', async () => {
    const fetchMock = mockFetch({ status: 200, body: { user: null } });
    const { location } = renderWithPlatform(<SocialSignIn mode="login" />, {
      route: '/login?error=google&stage=callback&message=Access%20was%20denied.',
    });
    expect(await screen.findByText('Google sign-in failed')).toBeTruthy();
    expect(await screen.findByText('Google authentication failed: Access was denied.')).toBeTruthy();
    expect(location().search).toBe('');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a sign-in that could not start: "Failed to signup with Facebook: ..."', async () => {
    mockFetch({ status: 200, body: { user: null } });
    renderWithPlatform(<SocialSignIn mode="signup" />, {
      route: '/signup?error=facebook&stage=start&message=Unavailable.',
    });
    expect(await screen.findByText('Facebook sign-in failed')).toBeTruthy();
    expect(await screen.findByText('Failed to signup with Facebook: Unavailable.')).toBeTruthy();
  });
});
