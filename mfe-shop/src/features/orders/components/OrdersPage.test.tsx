import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shopMessages } from '@petpal/contracts';
import { apiError, ok, renderInRemote, stubApi } from '@petpal/design-system/test-utils/remote-render';
import { shopper } from '../../../test/catalogue-fixtures';
import { deliveredOrder, order, prescriptionOrder } from '../../../test/order-fixtures';
import { OrdersPage } from './OrdersPage';
import { ShopCard } from './ShopCard';
import { formatMoney } from '@petpal/design-system';

const placed = order();
const LIST = 'GET /api/shop/orders';

describe('my orders', () => {
  it('lists the orders newest first with their status and the prescription step', async () => {
    stubApi({ [LIST]: ok({ orders: [deliveredOrder, placed, prescriptionOrder] }) });
    renderInRemote(<OrdersPage />, { user: shopper, route: '/pharmas-orders' });
    const list = await screen.findByRole('list', { name: 'Orders' });
    const items = within(list).getAllByRole('article');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Order #0000C3D4',
      'Order #0000A1B2',
      'Order #0000E5F6',
    ]);
    expect(within(items[0]!).getByText('Waiting for prescription')).toBeTruthy();
    expect(within(items[0]!).getByRole('link', { name: 'Add prescription' })).toBeTruthy();
    expect(within(items[2]!).getByText('Delivered')).toBeTruthy();
    expect(within(items[2]!).queryByRole('button', { name: /Cancel order/ })).toBeNull();
  });

  it('cancels an order after a confirmation, then shows it cancelled', async () => {
    const cancelled = {
      ...placed,
      status: 'cancelled' as const,
      refundStatus: 'refunded' as const,
      refund: { amount: placed.total, refundedAt: '2026-11-27T10:00:00.000Z' },
    };
    const requests = stubApi({
      [LIST]: [ok({ orders: [placed] }), ok({ orders: [cancelled] })],
      [`POST /api/shop/orders/${placed.id}/cancel`]: ok({ order: cancelled }),
    });
    renderInRemote(<OrdersPage />, { user: shopper, route: '/pharmas-orders' });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order #0000A1B2' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel order #0000A1B2' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Cancel this order?' })).getByRole('button', { name: 'Cancel order' }),
    );
    const item = await screen.findByRole('article', { name: 'Order #0000A1B2' });
    await waitFor(() => expect(within(item).getByText('Cancelled')).toBeTruthy());
    expect(within(item).getByText('Refunded')).toBeTruthy();
    expect(within(item).getByText(`${formatMoney(placed.total)} back to ${placed.paymentMethodLabel}`)).toBeTruthy();
    expect(await screen.findByText(`Order #0000A1B2: Refunded ${formatMoney(placed.total)}`)).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('says a refund the payment provider has not made yet is pending', async () => {
    stubApi({ [LIST]: ok({ orders: [{ ...placed, status: 'cancelled', refundStatus: 'refund_pending' }] }) });
    renderInRemote(<OrdersPage />, { user: shopper, route: '/pharmas-orders' });
    const item = await screen.findByRole('article', { name: 'Order #0000A1B2' });
    expect(within(item).getByText('Refund pending.')).toBeTruthy();
    expect(within(item).queryByText('Refunded')).toBeNull();
  });

  it('shows the API’s refusal to cancel in its words', async () => {
    stubApi({
      [LIST]: ok({ orders: [placed] }),
      [`POST /api/shop/orders/${placed.id}/cancel`]: apiError(
        409,
        'order_not_cancellable',
        shopMessages.notCancellable,
      ),
    });
    renderInRemote(<OrdersPage />, { user: shopper, route: '/pharmas-orders' });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order #0000A1B2' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(shopMessages.notCancellable);
  });

  it('asks a guest to log in', async () => {
    stubApi({});
    renderInRemote(<OrdersPage />, { user: null, route: '/pharmas-orders' });
    expect(await screen.findByText('Log in to see your orders')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login?next=%2Fpharmas-orders');
  });

  it('says when there are no orders yet', async () => {
    stubApi({ [LIST]: ok({ orders: [] }) });
    renderInRemote(<OrdersPage />, { user: shopper, route: '/pharmas-orders' });
    expect(await screen.findByText('No orders yet')).toBeTruthy();
  });
});

describe('the dashboard’s shop card', () => {
  it('shows the latest 3 orders with their status and a link to all of them', async () => {
    const older = order({ id: 'd0000000000000000000ffff', createdAt: '2026-09-01T09:00:00.000Z' });
    stubApi({ [LIST]: ok({ orders: [older, deliveredOrder, placed, prescriptionOrder] }) });
    renderInRemote(<ShopCard />, { user: shopper });
    const list = await screen.findByRole('list', { name: 'Latest orders' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]!.textContent).toContain('Waiting for prescription');
    expect(list.textContent).not.toContain('#0000FFFF');
    expect(screen.getByRole('link', { name: 'View all orders' }).getAttribute('href')).toBe('/pharmas-orders');
  });
});
