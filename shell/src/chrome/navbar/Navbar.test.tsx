import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sessionUserAtom } from '@petpal/design-system';
import { stubApi } from '@petpal/design-system/test-utils/api-server';
import { ok } from '@petpal/design-system/test-utils/fake-fetch';
import type { SessionUser } from '@petpal/contracts';
import { petOwner, renderWithPlatform } from '../../test/render';
import { NavbarApp } from '../NavbarApp';

vi.mock('../../composition/RemoteParcel', () => ({
  RemoteParcel: ({ area }: { area: string }) => <div data-testid="parcel">{area}</div>,
}));

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const hrefOf = (name: string, container = mainNav()) =>
  within(container).getByRole('link', { name }).getAttribute('href');

/** The navbar with the header's cart count answered (empty), so a signed-in render asks nothing unanswered. */
function renderNavbar(user: SessionUser | null = null, routes: Parameters<typeof stubApi>[0] = {}) {
  const requests = stubApi({ 'GET /api/shop/cart/count': ok({ itemCount: 0 }), ...routes });
  return { ...renderWithPlatform(<NavbarApp />, { user }), requests };
}

describe('navbar for a guest', () => {
  it('links the logo and Home to the landing page and offers Login and Sign Up', () => {
    renderNavbar();
    expect(hrefOf('PetPal')).toBe('/');
    expect(hrefOf('Home')).toBe('/');
    expect(hrefOf('Community')).toBe('/community');
    expect(hrefOf('About')).toBe('/about');
    expect(hrefOf('Help & Support')).toBe('/help-support');
    expect(hrefOf('Login')).toBe('/login');
    expect(hrefOf('Sign Up')).toBe('/signup');
  });

  it('hides Payments, Logout, the bell and the location widget', () => {
    renderNavbar();
    expect(screen.queryByRole('link', { name: 'Payments' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
    expect(screen.queryByTestId('parcel')).toBeNull();
    expect(screen.queryByText(/your location/i)).toBeNull();
  });

  it('sends services to /login except the open ones, and closes the menu on Escape', async () => {
    const user = userEvent.setup();
    renderNavbar();
    const trigger = screen.getByRole('button', { name: 'Services' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');

    await user.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(hrefOf('Book a Pet Sitter')).toBe('/login');
    expect(hrefOf('Payments')).toBe('/login');
    expect(hrefOf('Emergency Services')).toBe('/emergency-services');
    expect(hrefOf('PawfectMatch')).toBe('/pawfectmatch');
    expect(hrefOf('Become a Pet Parent')).toBe('/become-pet-parent');

    await user.keyboard('{Escape}');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Book a Pet Sitter' })).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('closes the services menu on a click outside it and after choosing an entry', async () => {
    const user = userEvent.setup();
    renderNavbar();
    const trigger = screen.getByRole('button', { name: 'Services' });
    await user.click(trigger);
    await user.click(document.body);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');

    await user.click(trigger);
    await user.click(screen.getByRole('link', { name: 'Emergency Services' }));
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(window.location.pathname).toBe('/emergency-services');
  });
});

describe('navbar for a signed-in user', () => {
  it('links Home to the dashboard and shows Payments, Logout, the bell and the location', () => {
    renderNavbar(petOwner);
    expect(hrefOf('Cart')).toBe('/cart');
    expect(hrefOf('PetPal')).toBe('/dashboard');
    expect(hrefOf('Home')).toBe('/dashboard');
    expect(hrefOf('Payments')).toBe('/payments');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(screen.getByTestId('parcel').textContent).toBe('Notifications');
    expect(screen.getByText('Detecting location...')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign Up' })).toBeNull();
  });

  it('hides Find a Pet Trainer from a pet trainer', async () => {
    const user = userEvent.setup();
    renderNavbar({ ...petOwner, role: 'pet_trainer' });
    await user.click(screen.getByRole('button', { name: 'Services' }));
    expect(screen.queryByRole('link', { name: 'Find a Pet Trainer' })).toBeNull();
    expect(hrefOf('Find a Stylist')).toBe('/services/book-a-stylist');
  });

  it('logs out: posts with credentials, clears the session user and goes home', async () => {
    window.history.pushState(null, '', '/dashboard');
    const user = userEvent.setup();
    const { store, requests } = renderNavbar(petOwner, { 'POST /api/auth/logout': ok({ signedOut: true }) });

    await user.click(screen.getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(store.get(sessionUserAtom)).toBeNull());
    expect(requests.filter((request) => request.method === 'POST')).toEqual([
      expect.objectContaining({ method: 'POST', path: '/api/auth/logout', credentials: 'include' }),
    ]);
    expect(window.location.pathname).toBe('/');
    expect(screen.getByRole('link', { name: 'Login' })).toBeTruthy();
  });

  it('shows "Logout failed" and keeps the user signed in when the call fails', async () => {
    const routes = { 'POST /api/auth/logout': { status: 500, body: {} } };
    const user = userEvent.setup();
    const { store } = renderNavbar(petOwner, routes);

    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect((await screen.findByRole('alert')).textContent).toContain('Logout failed');
    expect(store.get(sessionUserAtom)).toEqual(petOwner);
  });
});

describe('mobile menu', () => {
  it('toggles with Open menu / Close menu and closes after navigating', async () => {
    const user = userEvent.setup();
    renderNavbar(petOwner);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const close = screen.getByRole('button', { name: 'Close menu' });
    expect(close.getAttribute('aria-expanded')).toBe('true');
    const menu = document.getElementById(close.getAttribute('aria-controls') ?? '');
    if (!menu) throw new Error('menu not rendered');
    const payments = within(menu).getAllByRole('link', { name: 'Payments' });
    expect(payments.map((link) => link.getAttribute('href'))).toEqual(['/payments', '/payments']);
    expect(within(menu).getByRole('link', { name: 'Find a Veterinarian' }).getAttribute('href')).toBe(
      '/services/book-a-vet',
    );
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeTruthy();

    await user.click(within(menu).getByRole('link', { name: 'About' }));

    expect(window.location.pathname).toBe('/about');
    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(menu.id)).toBeNull();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    renderNavbar();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeTruthy();
  });
});
