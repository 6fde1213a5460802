import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ok, renderInRemote, stubApi } from '@petpal/design-system/test-utils/remote-render';
import { shopper } from '../test/catalogue-fixtures';
import { order } from '../test/order-fixtures';
import { kibbleAutoship } from '../features/autoship/fixtures';
import { OrdersWithAutoshipPage } from './autoship-pages';

describe('/pharmas-orders with Autoship', () => {
  it('shows the Autoship section beside the orders', async () => {
    stubApi({
      'GET /api/shop/orders': ok({ orders: [{ ...order(), autoshipId: kibbleAutoship.id }] }),
      'GET /api/shop/autoship': ok({ autoships: [kibbleAutoship] }),
    });
    renderInRemote(<OrdersWithAutoshipPage />, { user: shopper, route: '/pharmas-orders' });
    const section = await screen.findByRole('region', { name: 'Autoship' });
    expect(within(section).getByRole('article', { name: 'Autoship of Chicken Kibble 3 kg' })).toBeTruthy();
    expect(await screen.findByRole('list', { name: 'Orders' })).toBeTruthy();
  });

  it('asks nothing about Autoship of an account that is not a pet owner', async () => {
    const requests = stubApi({ 'GET /api/shop/orders': ok({ orders: [] }) });
    renderInRemote(<OrdersWithAutoshipPage />, { user: { ...shopper, role: 'supplier' }, route: '/pharmas-orders' });
    expect(await screen.findByText('No orders yet')).toBeTruthy();
    expect(requests.some((request) => request.path === '/api/shop/autoship')).toBe(false);
  });
});
