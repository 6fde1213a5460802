import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
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
