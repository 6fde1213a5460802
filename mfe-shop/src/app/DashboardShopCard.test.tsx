import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, renderInRemote, stubApi } from '@petpal/design-system/test-utils/remote-render';
import { standingOf, STANDING_ROUTE, verifiedProvider } from '@petpal/design-system/test-utils/provider-standing';
import { owner, pharmacist, readyItem, uploadedItem, waitingItem } from '../features/pharmacy/fixtures';
import { kong, retiredBowl, supplier, supplierProduct } from '../features/supplier/fixtures';
import { DashboardShopCard } from './DashboardShopCard';

describe('the dashboard shop card', () => {
  it('tells a pharmacist how many prescriptions wait, and links to the queue', async () => {
    stubApi({
      ...verifiedProvider('pharmacist'),
      'GET /api/shop/pharmacy/queue': ok({ items: [readyItem(), uploadedItem, waitingItem] }),
    });
    renderInRemote(<DashboardShopCard />, { user: pharmacist });
    expect(await screen.findByText('2 prescriptions to check, 1 order waiting for the owner.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the queue' }).getAttribute('href')).toBe(
      '/dashboard/pharmacy-practice',
    );
  });

  it('tells a supplier what is on sale and running low, and links to the products', async () => {
    const low = supplierProduct({ id: 'e00000000000000000000009', stock: 2, active: true });
    stubApi({
      ...verifiedProvider('supplier'),
      'GET /api/shop/supplier/products': ok({ products: [{ ...kong, stock: 40 }, low, retiredBowl] }),
    });
    renderInRemote(<DashboardShopCard />, { user: supplier });
    expect(await screen.findByText('2 on sale, 1 with 5 or fewer in stock.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage products and stock' }).getAttribute('href')).toBe(
      '/dashboard/supplier-products',
    );
  });

  it('shows a supplier whose application lacks the tax ID what is missing instead of the products', async () => {
    const requests = stubApi({
      [STANDING_ROUTE]: standingOf('supplier', {
        status: 'pending',
        missing: [{ field: 'taxId', label: 'Tax ID (GSTIN)' }],
        submittedAt: null,
      }),
    });
    renderInRemote(<DashboardShopCard />, { user: supplier });
    expect(await screen.findByRole('heading', { level: 4, name: 'Pending verification' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Complete your profile' }).getAttribute('href')).toBe('/profile/supplier');
    expect(screen.queryByRole('link', { name: 'Manage products and stock' })).toBeNull();
    expect(requests.some((request) => request.path.startsWith('/api/shop/'))).toBe(false);
  });

  it('shows an owner their latest orders', async () => {
    stubApi({ 'GET /api/shop/orders': ok({ orders: [] }) });
    renderInRemote(<DashboardShopCard />, { user: owner });
    expect(await screen.findByText('No orders yet')).toBeTruthy();
  });
});
