import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shopMessages } from '@petpal/contracts';
import { apiError, currentUrl, ok, renderInRemote, stubApi } from '@petpal/design-system/test-utils/remote-render';
import { GUEST_CART_KEY } from '../../../lib/cart/guest-cart-store';
import {
  antibiotic,
  inDollars,
  kibble,
  productList,
  rope,
  shopper,
  soldOutBed,
} from '../../../test/catalogue-fixtures';
import { CataloguePage } from './CataloguePage';

const PRODUCTS = 'GET /api/shop/products';
const lastListQuery = (requests: ReturnType<typeof stubApi>) =>
  Object.fromEntries(requests.filter((request) => request.path === '/api/shop/products').at(-1)!.query);

beforeEach(() => localStorage.clear());

describe('the catalogue', () => {
  it('reads the filters from the address and asks the API for them, prices in minor units', async () => {
    const requests = stubApi({ [PRODUCTS]: ok(productList([kibble], { total: 45, page: 2 })) });
    renderInRemote(<CataloguePage shelf="merchandise" />, {
      user: null,
      route:
        '/merchandise?q=kibble&category=food&species=dog&minPrice=100&maxPrice=2000.5&inStock=true&sort=price_asc&page=2',
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Chicken Kibble 3 kg' })).toBeTruthy();
    expect(lastListQuery(requests)).toEqual({
      shelf: 'merchandise',
      category: 'food',
      species: 'dog',
      q: 'kibble',
      minPrice: '10000',
      maxPrice: '200050',
      inStock: 'true',
      sort: 'price_asc',
      page: '2',
      pageSize: '20',
      country: 'India',
    });
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('kibble');
  });

  it('keeps new filters in the address and goes back to page 1', async () => {
    const requests = stubApi({ [PRODUCTS]: ok(productList([kibble, rope], { total: 45 })) });
    renderInRemote(<CataloguePage shelf="merchandise" />, { user: null, route: '/merchandise?page=2' });
    await screen.findByRole('heading', { level: 2, name: 'Rope Toy' });

    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'price_desc');
    expect(currentUrl()).toBe('/merchandise?sort=price_desc');
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'toys');
    await userEvent.click(screen.getByLabelText('In stock only'));
    await userEvent.type(screen.getByLabelText('Search'), 'rope');
    await userEvent.type(screen.getByLabelText('Min price (₹)'), '50');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(currentUrl()).toBe('/merchandise?q=rope&category=toys&minPrice=50&inStock=true&sort=price_desc');
    await waitFor(() =>
      expect(lastListQuery(requests)).toMatchObject({
        q: 'rope',
        category: 'toys',
        minPrice: '5000',
        sort: 'price_desc',
      }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(currentUrl()).toContain('page=2');
  });

  it('drops the search word when the box is emptied, and a later choice does not bring it back', async () => {
    const requests = stubApi({ [PRODUCTS]: ok(productList([kibble, rope])) });
    renderInRemote(<CataloguePage shelf="merchandise" />, { user: null, route: '/merchandise?q=kibble&species=dog' });
    await screen.findByRole('heading', { level: 2, name: 'Rope Toy' });
    await userEvent.clear(screen.getByLabelText('Search'));
    expect(currentUrl()).toBe('/merchandise?species=dog');
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'toys');
    expect(currentUrl()).toBe('/merchandise?category=toys&species=dog');
    await waitFor(() => expect(lastListQuery(requests)).toMatchObject({ category: 'toys' }));
    expect(lastListQuery(requests).q).toBeUndefined();
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('');
  });

  it('applies the search word as typed with a choice, so the list is what the form shows', async () => {
    stubApi({ [PRODUCTS]: ok(productList([kibble, rope])) });
    renderInRemote(<CataloguePage shelf="merchandise" />, { user: null, route: '/merchandise?q=kibble' });
    await screen.findByRole('heading', { level: 2, name: 'Rope Toy' });
    const search = screen.getByLabelText('Search');
    await userEvent.clear(search);
    await userEvent.type(search, 'rope');
    await userEvent.selectOptions(screen.getByLabelText('Pet'), 'dog');
    expect(currentUrl()).toBe('/merchandise?q=rope&species=dog');
    expect(screen.getByLabelText('Search')).toBe(search);
  });

  it('refuses a price range upside down, in the API’s words, without asking', async () => {
    const requests = stubApi({ [PRODUCTS]: ok(productList([kibble])) });
    renderInRemote(<CataloguePage shelf="merchandise" />, { user: null, route: '/merchandise' });
    await screen.findByRole('heading', { level: 2, name: 'Chicken Kibble 3 kg' });
    const before = requests.length;
    await userEvent.type(screen.getByLabelText('Min price (₹)'), '500');
    await userEvent.type(screen.getByLabelText('Max price (₹)'), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText(shopMessages.priceRange)).toBeTruthy();
    expect(currentUrl()).toBe('/merchandise');
    expect(requests.length).toBe(before);
  });

  it('shows prices in rupees by default and stock states, asking for the merchandise shelf', async () => {
    const requests = stubApi({ [PRODUCTS]: ok(productList([kibble, rope, soldOutBed], { total: 3 })) });
    renderInRemote(<CataloguePage shelf="merchandise" />, { user: null, route: '/merchandise' });
    const kibbleCard = await screen.findByRole('article', { name: 'Chicken Kibble 3 kg' });
    expect(within(kibbleCard).getByText('₹1,299.00')).toBeTruthy();
    expect(within(kibbleCard).getByText('Happy Paws')).toBeTruthy();
    expect(within(kibbleCard).getByText('In stock')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Rope Toy' })).getByText('Only 3 left')).toBeTruthy();
    const bed = screen.getByRole('article', { name: 'Cosy Bed' });
    expect(within(bed).getByText('Out of stock')).toBeTruthy();
    expect(within(bed).getByRole('button', { name: 'Add to cart for Cosy Bed' })).toHaveProperty('disabled', true);
    expect(lastListQuery(requests).shelf).toBe('merchandise');
    expect(screen.getByText('3 products')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Chicken Kibble 3 kg' }).getAttribute('href')).toBe(
      '/merchandise/chicken-kibble-3kg',
    );
  });

  it('asks in the visitor’s country and shows dollars in the United States', async () => {
    const requests = stubApi({ [PRODUCTS]: ok(productList([inDollars(kibble, 1599)])) });
    renderInRemote(<CataloguePage shelf="merchandise" />, {
      user: null,
      route: '/merchandise',
      country: 'United States',
    });
    expect(await screen.findByText('$15.99')).toBeTruthy();
    expect(lastListQuery(requests).country).toBe('United States');
    expect(screen.getByLabelText('Min price ($)')).toBeTruthy();
  });

  it('shows the pharmacy shelf only, with the prescription badge and no category filter', async () => {
    const requests = stubApi({ [PRODUCTS]: ok(productList([antibiotic])) });
    renderInRemote(<CataloguePage shelf="pharmacy" />, { user: null, route: '/pharmacy?category=food' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pharmacy' })).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'Amoxicillin 250 mg' });
    expect(within(card).getByText('Prescription required')).toBeTruthy();
    expect(lastListQuery(requests).shelf).toBe('pharmacy');
    expect(lastListQuery(requests).category).toBeUndefined();
    expect(screen.queryByLabelText('Category')).toBeNull();
  });

  it('shows an empty result with a way to clear the filters', async () => {
    stubApi({ [PRODUCTS]: ok(productList([])) });
    renderInRemote(<CataloguePage shelf="merchandise" />, { user: null, route: '/merchandise?q=unicorn' });
    expect(await screen.findByText('No products found')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(currentUrl()).toBe('/merchandise');
  });

  it('shows a failure with Try again, which asks again', async () => {
    stubApi({ [PRODUCTS]: [apiError(500, 'internal', 'Boom'), ok(productList([kibble]))] });
    renderInRemote(<CataloguePage shelf="merchandise" />, { user: null, route: '/merchandise' });
    expect(await screen.findByText('We could not load the products. Please try again.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Chicken Kibble 3 kg' })).toBeTruthy();
  });

  it('adds to a guest’s cart in the browser, and to the stored cart when signed in', async () => {
    stubApi({ [PRODUCTS]: ok(productList([kibble])) });
    const guest = renderInRemote(<CataloguePage shelf="merchandise" />, { user: null, route: '/merchandise' });
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart for Chicken Kibble 3 kg' }));
    expect(await screen.findByText('Added to cart')).toBeTruthy();
    const stored = JSON.parse(localStorage.getItem(GUEST_CART_KEY)!) as { items: Array<{ quantity: number }> };
    expect(stored.items).toEqual([expect.objectContaining({ quantity: 1 })]);
    guest.unmount();
    localStorage.clear();

    const requests = stubApi({
      [PRODUCTS]: ok(productList([kibble])),
      'GET /api/shop/cart': ok({
        cart: { items: [], itemCount: 0, subtotal: { amountMinor: 0, currency: 'INR' }, currency: 'INR' },
      }),
      [`PUT /api/shop/cart/items/${kibble.id}`]: ok({
        cart: {
          items: [{ product: kibble, quantity: 1, lineTotal: kibble.price }],
          itemCount: 1,
          subtotal: kibble.price,
          currency: 'INR',
        },
      }),
    });
    renderInRemote(<CataloguePage shelf="merchandise" />, { user: shopper, route: '/merchandise' });
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart for Chicken Kibble 3 kg' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'PUT')).toBe(true));
    expect(requests.find((request) => request.method === 'PUT')!.body).toEqual({ quantity: 1 });
    expect(localStorage.getItem(GUEST_CART_KEY)).toBeNull();
  });
});
