import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { supplierMessages } from '@petpal/contracts';
import { apiError, ok, renderInRemote, stubApi } from '@petpal/design-system/test-utils/remote-render';
import { verifiedProvider } from '@petpal/design-system/test-utils/provider-standing';
import { kong, retiredBowl, supplier, supplierProduct } from '../fixtures';
import { SupplierProductsPage } from './SupplierProductsPage';

const LIST = 'GET /api/shop/supplier/products';
const renderPage = (user: Parameters<typeof renderInRemote>[1]['user'] = supplier) =>
  renderInRemote(<SupplierProductsPage />, { user, route: '/dashboard/supplier-products' });

describe('the supplier products page', () => {
  it('is for suppliers only', async () => {
    const requests = stubApi(verifiedProvider('supplier'));
    renderPage({ ...supplier, role: 'pharmacist' });
    expect(await screen.findByText(/This page is for suppliers\./)).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('lists own products with prices in both currencies, stock and state', async () => {
    stubApi({ ...verifiedProvider('supplier'), [LIST]: ok({ products: [supplierProduct(), kong, retiredBowl] }) });
    renderPage();
    const apoquel = await screen.findByRole('article', { name: 'Apoquel 16 mg Tablets (30)' });
    // Each price is its own unbreakable element within the line.
    expect(within(apoquel).getByText(/12 in stock · 99 sold/).textContent).toMatch(
      /₹3,450\.00 · \$62\.99 · 12 in stock · 99 sold/,
    );
    expect(within(screen.getByRole('article', { name: 'Kong Classic Medium' })).getByText('Sold out')).toBeTruthy();
    const bowl = screen.getByRole('article', { name: 'Stainless Steel Bowl Set' });
    expect(within(bowl).getByText('Deactivated')).toBeTruthy();
    expect(within(bowl).getByRole('button', { name: 'Put Back on Sale' })).toBeTruthy();
  });

  it('adds a product, checked before sending, prices sent in minor units', async () => {
    const created = supplierProduct({ id: '5e0d00000000000000000099', name: 'Salmon Oil 250 ml', category: 'health' });
    const requests = stubApi({
      ...verifiedProvider('supplier'),
      [LIST]: [ok({ products: [] }), ok({ products: [created] })],
      'POST /api/shop/supplier/products': { status: 201, body: { product: created } },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Product' }));
    const form = screen.getByRole('form', { name: 'Add a product' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add Product' }));
    expect(await within(form).findByText(supplierMessages.name)).toBeTruthy();
    expect(within(form).getByText(supplierMessages.species)).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    await userEvent.type(within(form).getByLabelText('Product name'), 'Salmon Oil 250 ml');
    await userEvent.type(within(form).getByLabelText('Brand'), 'Grizzly');
    await userEvent.selectOptions(within(form).getByLabelText('Category'), 'Health');
    await userEvent.click(within(form).getByLabelText('Dogs'));
    await userEvent.click(within(form).getByLabelText('Cats'));
    await userEvent.type(within(form).getByLabelText('Description'), 'Omega-3 for skin and coat.');
    await userEvent.type(within(form).getByLabelText('Price in rupees (₹)'), '1299');
    await userEvent.type(within(form).getByLabelText('Price in dollars ($)'), '19.99');
    await userEvent.type(within(form).getByLabelText('Units in stock'), '40');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByRole('article', { name: 'Salmon Oil 250 ml' })).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      name: 'Salmon Oil 250 ml',
      category: 'health',
      species: ['dog', 'cat'],
      brand: 'Grizzly',
      description: 'Omega-3 for skin and coat.',
      prices: { INR: 129900, USD: 1999 },
      stock: 40,
      prescriptionRequired: false,
    });
  });

  it('keeps a product photo uploaded as it is chosen, and removes it from an edit', async () => {
    const photoUrl = '/api/images/Apoquel-photo-01234567/1280';
    const product = supplierProduct({ imageUrl: photoUrl });
    const requests = stubApi({
      ...verifiedProvider('supplier'),
      [LIST]: ok({ products: [product] }),
      'POST /api/images': ok({ image: { id: 'Salmon-photo-0123456789', widths: [320], width: 320, height: 240 } }),
      [`PATCH /api/shop/supplier/products/${product.id}`]: ok({ product: { ...product, imageUrl: null } }),
    });
    renderPage();
    const card = await screen.findByRole('article', { name: 'Apoquel 16 mg Tablets (30)' });
    expect(card.querySelector('img')?.getAttribute('src')).toBe(photoUrl);
    await userEvent.click(within(card).getByRole('button', { name: 'Edit Product' }));
    const edit = screen.getByRole('form', { name: 'Edit Apoquel 16 mg Tablets (30)' });
    expect(within(edit).getByAltText('Preview of the product photo').getAttribute('src')).toBe(
      '/api/images/Apoquel-photo-01234567/320',
    );
    await userEvent.click(within(edit).getByRole('button', { name: 'Remove photo' }));
    await userEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ photoId: null }));

    await userEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    const form = screen.getByRole('form', { name: 'Add a product' });
    await userEvent.upload(
      within(form).getByLabelText('Product photo (optional)'),
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'oil.png', { type: 'image/png' }),
    );
    expect(await within(form).findByAltText('Preview of the product photo')).toBeTruthy();
    expect(requests.find((r) => r.path === '/api/images')?.method).toBe('POST');
  });

  it('edits price and stock as a change in units, showing a refusal', async () => {
    const product = supplierProduct();
    const requests = stubApi({
      ...verifiedProvider('supplier'),
      [LIST]: ok({ products: [product] }),
      [`PATCH /api/shop/supplier/products/${product.id}`]: [
        apiError(409, 'stock_below_zero', supplierMessages.belowZero(12)),
        ok({ product: { ...product, stock: 32, prices: { INR: 329900, USD: 6299 } } }),
      ],
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Product' }));
    const form = screen.getByRole('form', { name: 'Edit Apoquel 16 mg Tablets (30)' });
    await userEvent.type(within(form).getByLabelText('Stock change'), '-20');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(supplierMessages.belowZero(12))).toBeTruthy();
    const rupees = within(form).getByLabelText('Price in rupees (₹)');
    await userEvent.clear(rupees);
    await userEvent.type(rupees, '3299');
    const change = within(form).getByLabelText('Stock change');
    await userEvent.clear(change);
    await userEvent.type(change, '20');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: /^Edit / })).toBeNull());
    expect(requests.filter((r) => r.method === 'PATCH').map((r) => r.body)).toEqual([
      { stockChange: -20 },
      { prices: { INR: 329900, USD: 6299 }, stockChange: 20 },
    ]);
  });

  it('deactivates a product', async () => {
    const product = supplierProduct();
    const requests = stubApi({
      ...verifiedProvider('supplier'),
      [LIST]: [ok({ products: [product] }), ok({ products: [{ ...product, active: false }] })],
      [`POST /api/shop/supplier/products/${product.id}/deactivate`]: ok({ product: { ...product, active: false } }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Deactivated')).toBeTruthy();
    expect(requests.some((r) => r.path.endsWith('/deactivate'))).toBe(true);
  });
});
