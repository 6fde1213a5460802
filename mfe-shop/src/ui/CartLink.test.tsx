import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { onCartCount, storedGuestCartCount, type CartCountAnnouncement } from '@petpal/design-system';
import { ok, renderInRemote, stubApi } from '@petpal/design-system/test-utils/remote-render';
import { kibble, rope, shopper } from '../test/catalogue-fixtures';
import { cartOf, storeGuestCart } from '../test/cart-fixtures';
import { CartLink } from './CartLink';

beforeEach(() => localStorage.clear());

describe('the cart link', () => {
  it('counts the items of a signed-in user’s stored cart', async () => {
    stubApi({
      'GET /api/shop/cart': ok(
        cartOf([
          [kibble, 2],
          [rope, 1],
        ]),
      ),
    });
    renderInRemote(<CartLink />, { user: shopper });
    const link = await screen.findByRole('link', { name: 'Cart (3 items)' });
    expect(link.getAttribute('href')).toBe('/cart');
  });

  it("announces each cart's count to the shell's header: the stored cart's, and the browser's kept for guests", async () => {
    const heard: CartCountAnnouncement[] = [];
    const stop = onCartCount((announcement) => heard.push(announcement));
    storeGuestCart([[kibble, 2]]);
    stubApi({ [`GET /api/shop/products/${kibble.slug}`]: ok({ product: kibble }) });
    const { unmount } = renderInRemote(<CartLink />, { user: null });
    await waitFor(() => expect(heard).toContainEqual({ count: 2, guest: true }));
    expect(storedGuestCartCount()).toBe(2);
    unmount();
    localStorage.clear();
    stubApi({ 'GET /api/shop/cart': ok(cartOf([[rope, 4]])) });
    renderInRemote(<CartLink />, { user: shopper });
    await waitFor(() => expect(heard).toContainEqual({ count: 4, guest: false }));
    stop();
  });

  it('counts a guest’s cart kept in the browser, and says just Cart when it is empty', async () => {
    storeGuestCart([[kibble, 1]]);
    stubApi({ [`GET /api/shop/products/${kibble.slug}`]: ok({ product: kibble }) });
    const { unmount } = renderInRemote(<CartLink />, { user: null });
    expect(await screen.findByRole('link', { name: 'Cart (1 item)' })).toBeTruthy();
    unmount();
    localStorage.clear();
    renderInRemote(<CartLink />, { user: null });
    expect(await screen.findByRole('link', { name: 'Cart' })).toBeTruthy();
  });
});
