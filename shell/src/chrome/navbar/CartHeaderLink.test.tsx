import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { announceCartCount } from '@petpal/design-system';
import { stubApi } from '@petpal/design-system/test-utils/api-server';
import { ok } from '@petpal/design-system/test-utils/fake-fetch';
import { petOwner, renderWithPlatform } from '../../test/render';
import { CartHeaderLink } from './CartHeaderLink';

afterEach(() => localStorage.clear());

const cartLink = () => screen.findByRole('link', { name: /^Cart/ });

describe('the header cart link', () => {
  it("reads a signed-in user's count from the API, then follows the shop's announcements", async () => {
    const requests = stubApi({ 'GET /api/shop/cart/count': ok({ itemCount: 3 }) });
    renderWithPlatform(<CartHeaderLink />, { user: petOwner });
    expect(await screen.findByRole('link', { name: 'Cart, 3 items' })).toHaveProperty(
      'href',
      `${window.location.origin}/cart`,
    );
    expect(requests.map((request) => request.path)).toEqual(['/api/shop/cart/count']);
    act(() => announceCartCount(1, { guest: false }));
    expect(await screen.findByRole('link', { name: 'Cart, 1 item' })).toBeTruthy();
    // A guest cart's count in another store is not this user's.
    act(() => announceCartCount(9, { guest: true }));
    expect((await cartLink()).getAttribute('aria-label')).toBe('Cart, 1 item');
    act(() => announceCartCount(0, { guest: false }));
    expect(await screen.findByRole('link', { name: 'Cart' })).toBeTruthy();
  });

  it("shows a guest the count the shop last kept for the browser's cart, without asking the API", async () => {
    stubApi({});
    localStorage.setItem('petpal.guest-cart-count', '2');
    renderWithPlatform(<CartHeaderLink />, { user: null });
    expect(await screen.findByRole('link', { name: 'Cart, 2 items' })).toBeTruthy();
    act(() => announceCartCount(4, { guest: true }));
    expect(await screen.findByRole('link', { name: 'Cart, 4 items' })).toBeTruthy();
  });

  it('is a link named "Cart" when the count cannot be read', async () => {
    stubApi({ 'GET /api/shop/cart/count': { status: 500, body: {} } });
    renderWithPlatform(<CartHeaderLink />, { user: petOwner });
    expect((await cartLink()).getAttribute('aria-label')).toBe('Cart');
  });
});
