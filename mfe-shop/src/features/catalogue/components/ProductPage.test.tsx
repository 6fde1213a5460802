import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shopMessages } from '@petpal/contracts';
import { apiError, currentUrl, ok, renderInRemote, stubApi } from '@petpal/design-system/test-utils/remote-render';
import { GUEST_CART_KEY } from '../../../lib/cart/guest-cart-store';
import { antibiotic, kibble, rope } from '../../../test/catalogue-fixtures';
import { ProductPage } from './ProductPage';

beforeEach(() => localStorage.clear());

const renderProduct = (slug: string, shelf: 'merchandise' | 'pharmacy' = 'merchandise') =>
  renderInRemote(<ProductPage shelf={shelf} />, { user: null, route: `/${shelf}/${slug}`, path: `/${shelf}/:slug` });

describe('a product’s page', () => {
  it('shows the product and adds the chosen quantity, from 1 to the stock', async () => {
    const requests = stubApi({ [`GET /api/shop/products/${rope.slug}`]: ok({ product: rope }) });
    renderProduct(rope.slug);
    expect(await screen.findByRole('heading', { level: 1, name: 'Rope Toy' })).toBeTruthy();
    expect(screen.getByText('₹349.00')).toBeTruthy();
    expect(screen.getByText('Only 3 left')).toBeTruthy();
    expect(requests[0]!.query.get('country')).toBe('India');
    const quantity = screen.getByLabelText('Quantity') as HTMLSelectElement;
    expect([...quantity.options].map((option) => option.value)).toEqual(['1', '2', '3']);
    await userEvent.selectOptions(quantity, '2');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart for Rope Toy' }));
    expect(await screen.findByText('Added to cart')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(GUEST_CART_KEY)!)).toMatchObject({ items: [{ quantity: 2 }] });
  });

  it('offers at most 10 of a well stocked product', async () => {
    stubApi({ [`GET /api/shop/products/${kibble.slug}`]: ok({ product: kibble }) });
    renderProduct(kibble.slug);
    const quantity = (await screen.findByLabelText('Quantity')) as HTMLSelectElement;
    expect(quantity.options).toHaveLength(10);
  });

  it('shows the prescription badge of a pharmacy item', async () => {
    stubApi({ [`GET /api/shop/products/${antibiotic.slug}`]: ok({ product: antibiotic }) });
    renderProduct(antibiotic.slug, 'pharmacy');
    expect(await screen.findByText('Prescription required')).toBeTruthy();
  });

  it('moves a product to its own shelf', async () => {
    stubApi({ [`GET /api/shop/products/${antibiotic.slug}`]: ok({ product: antibiotic }) });
    renderProduct(antibiotic.slug);
    await waitFor(() => expect(currentUrl()).toBe(`/pharmacy/${antibiotic.slug}`));
  });

  it('says when the product is not in the catalogue', async () => {
    stubApi({ 'GET /api/shop/products/gone': apiError(404, 'not_found', shopMessages.productNotFound) });
    renderProduct('gone');
    expect(await screen.findByText('Product not found')).toBeTruthy();
    expect(screen.getByText(shopMessages.productNotFound)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Merchandise & Pet Food' }).getAttribute('href')).toBe(
      '/merchandise',
    );
  });
});
