import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shopMessages } from '@petpal/contracts';
import { sessionUserAtom } from '@petpal/design-system';
import { apiError, ok, renderInRemote, stubApi } from '@petpal/design-system/test-utils/remote-render';
import { kibble, rope, shopper } from '../../../test/catalogue-fixtures';
import { cartOf, storeGuestCart } from '../../../test/cart-fixtures';
import { GUEST_CART_KEY } from '../../../lib/cart/guest-cart-store';
import { CartPage } from './CartPage';

beforeEach(() => localStorage.clear());

const guestProducts = {
  [`GET /api/shop/products/${kibble.slug}`]: ok({ product: kibble }),
  [`GET /api/shop/products/${rope.slug}`]: ok({ product: rope }),
};
const stored = () =>
  JSON.parse(localStorage.getItem(GUEST_CART_KEY) ?? '{"items":[]}') as {
    items: Array<{ product: { id: string }; quantity: number }>;
  };

describe('a guest’s cart', () => {
  it('lives in the browser: lines, quantity changes and removal survive a new page', async () => {
    storeGuestCart([
      [kibble, 1],
      [rope, 2],
    ]);
    stubApi(guestProducts);
    const first = renderInRemote(<CartPage />, { user: null, route: '/cart' });
    const lines = await screen.findByRole('list', { name: 'Cart items' });
    expect(within(lines).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText(/Subtotal \(3 items\)/).textContent).toContain('₹1,997.00');

    await userEvent.selectOptions(screen.getByLabelText('Quantity of Chicken Kibble 3 kg'), '4');
    expect(stored().items.find((line) => line.product.id === kibble.id)?.quantity).toBe(4);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Rope Toy' }));
    expect(stored().items).toHaveLength(1);
    first.unmount();

    renderInRemote(<CartPage />, { user: null, route: '/cart' });
    const again = await screen.findByRole('list', { name: 'Cart items' });
    expect(within(again).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText(/Subtotal \(4 items\)/).textContent).toContain('₹5,196.00');
    expect(screen.getByRole('link', { name: 'Proceed to checkout' }).getAttribute('href')).toBe(
      '/login?next=%2Fcheckout',
    );
  });

  it('says when the cart is empty', async () => {
    stubApi({});
    renderInRemote(<CartPage />, { user: null, route: '/cart' });
    expect(await screen.findByText(shopMessages.cartEmpty)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse merchandise' }).getAttribute('href')).toBe('/merchandise');
  });

  it('is merged into the stored cart once at sign-in, then emptied from the browser', async () => {
    storeGuestCart([[kibble, 2]]);
    const requests = stubApi({
      ...guestProducts,
      'POST /api/shop/cart/merge': ok(cartOf([[kibble, 3]])),
      'GET /api/shop/cart': ok(cartOf([[kibble, 3]])),
    });
    const { store } = renderInRemote(<CartPage />, { user: null, route: '/cart' });
    await screen.findByRole('list', { name: 'Cart items' });
    expect(requests.some((request) => request.path === '/api/shop/cart/merge')).toBe(false);

    act(() => store.set(sessionUserAtom, shopper));
    expect(await screen.findByText(/Subtotal \(3 items\)/)).toBeTruthy();
    const merges = requests.filter((request) => request.path === '/api/shop/cart/merge');
    expect(merges).toHaveLength(1);
    expect(merges[0]!.body).toEqual({
      mergeId: expect.stringMatching(/^gc-[0-9a-f]{32}$/),
      items: [{ productId: kibble.id, quantity: 2 }],
    });
    expect(merges[0]!.query.get('country')).toBe('India');
    expect(localStorage.getItem(GUEST_CART_KEY)).toBeNull();
    expect(screen.getByRole('link', { name: 'Proceed to checkout' }).getAttribute('href')).toBe('/checkout');
  });
});

describe('the merge at sign-in on a slow or failing network', () => {
  it('sends the same merge id on every try and keeps the guest cart until an answer arrives', async () => {
    storeGuestCart([[kibble, 2]]);
    const requests = stubApi({
      ...guestProducts,
      'POST /api/shop/cart/merge': ['network-error', ok(cartOf([[kibble, 2]]))],
      'GET /api/shop/cart': ok(cartOf([[kibble, 2]])),
    });
    renderInRemote(<CartPage />, { user: shopper, route: '/cart' });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    // The first try got no answer: the browser still holds the cart, with its id.
    const kept = JSON.parse(localStorage.getItem(GUEST_CART_KEY)!) as { mergeId: string; items: unknown[] };
    expect(kept.items).toHaveLength(1);

    await userEvent.click(retry);
    expect(await screen.findByText(/Subtotal \(2 items\)/)).toBeTruthy();
    const merges = requests.filter((request) => request.path === '/api/shop/cart/merge');
    expect(merges.map((request) => (request.body as { mergeId: string }).mergeId)).toEqual([
      kept.mergeId,
      kept.mergeId,
    ]);
    expect(localStorage.getItem(GUEST_CART_KEY)).toBeNull();
  });
});

describe('a signed-in user’s cart', () => {
  it('is the stored one: quantity is set and lines are removed through the API', async () => {
    const requests = stubApi({
      'GET /api/shop/cart': ok(
        cartOf([
          [kibble, 1],
          [rope, 1],
        ]),
      ),
      [`PUT /api/shop/cart/items/${kibble.id}`]: ok(
        cartOf([
          [kibble, 2],
          [rope, 1],
        ]),
      ),
      [`DELETE /api/shop/cart/items/${rope.id}`]: ok(cartOf([[kibble, 2]])),
    });
    renderInRemote(<CartPage />, { user: shopper, route: '/cart' });
    await screen.findByRole('list', { name: 'Cart items' });
    await userEvent.selectOptions(screen.getByLabelText('Quantity of Chicken Kibble 3 kg'), '2');
    expect(await screen.findByText(/Subtotal \(3 items\)/)).toBeTruthy();
    expect(requests.find((request) => request.method === 'PUT')!.body).toEqual({ quantity: 2 });
    await userEvent.click(screen.getByRole('button', { name: 'Remove Rope Toy' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove Rope Toy' })).toBeNull());
    expect(screen.getByText(/Subtotal \(2 items\)/)).toBeTruthy();
  });

  it('shows the API’s refusal past the stock in its words', async () => {
    const refusal = shopMessages.onlyLeft('Rope Toy', 3);
    stubApi({
      'GET /api/shop/cart': ok(cartOf([[{ ...rope, stock: 10 }, 1]])),
      [`PUT /api/shop/cart/items/${rope.id}`]: apiError(400, 'out_of_stock', refusal),
    });
    renderInRemote(<CartPage />, { user: shopper, route: '/cart' });
    await userEvent.selectOptions(await screen.findByLabelText('Quantity of Rope Toy'), '5');
    expect((await screen.findByRole('alert')).textContent).toBe('Sorry, only 3 of Rope Toy left in stock.');
  });

  it('shows a failure to load with Try again', async () => {
    stubApi({ 'GET /api/shop/cart': [apiError(500, 'internal', 'Something went wrong.'), ok(cartOf([[kibble, 1]]))] });
    renderInRemote(<CartPage />, { user: shopper, route: '/cart' });
    expect(await screen.findByText('We could not load your cart. Please try again.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Cart items' })).toBeTruthy();
  });
});
