import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { apiError, ok, renderInRemote, stubApi } from '@petpal/design-system/test-utils/remote-render';
import { shopper } from '../../../test/catalogue-fixtures';
import { order, orderId, prescriptionOrder } from '../../../test/order-fixtures';
import { OrderConfirmationPage } from './OrderConfirmationPage';

const renderConfirmation = (id: string, user = shopper) =>
  renderInRemote(<OrderConfirmationPage />, {
    user,
    route: `/order-confirmation/${id}`,
    path: '/order-confirmation/:orderId',
  });

describe('the order confirmation', () => {
  it('shows the order’s number, lines, total, status and address', async () => {
    stubApi({ [`GET /api/shop/orders/${orderId}`]: ok({ order: order() }) });
    renderConfirmation(orderId);
    const summary = await screen.findByRole('region', { name: 'Order #0000A1B2' });
    expect(within(summary).getByText('Order placed')).toBeTruthy();
    expect(within(summary).getByText('Chicken Kibble 3 kg × 2')).toBeTruthy();
    expect(within(summary).getAllByText('₹2,598.00')).toHaveLength(2);
    expect(within(summary).getByText(/Paid with Visa •••• 4242/)).toBeTruthy();
    expect(within(summary).getByRole('group', { name: 'Shipping address' }).textContent).toContain('12 Hill Road');
    expect(screen.queryByRole('link', { name: 'Add prescription' })).toBeNull();
  });

  it('shows a cancelled order as Refunded with the amount', async () => {
    const refunded = order({
      status: 'cancelled',
      refundStatus: 'refunded',
      refund: { amount: { amountMinor: 259_800, currency: 'INR' }, refundedAt: '2026-11-27T10:00:00.000Z' },
    });
    stubApi({ [`GET /api/shop/orders/${orderId}`]: ok({ order: refunded }) });
    renderConfirmation(orderId);
    const summary = await screen.findByRole('region', { name: 'Order #0000A1B2' });
    expect(within(summary).getByText('Cancelled')).toBeTruthy();
    expect(within(summary).getByText('Refunded')).toBeTruthy();
    expect(within(summary).getByText('₹2,598.00 back to Visa •••• 4242')).toBeTruthy();
  });

  it('leads an order with prescription items to the prescription step', async () => {
    stubApi({ [`GET /api/shop/orders/${prescriptionOrder.id}`]: ok({ order: prescriptionOrder }) });
    renderConfirmation(prescriptionOrder.id);
    expect(await screen.findByText('Waiting for prescription')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add prescription' }).getAttribute('href')).toBe(
      `/pharmas-orders/${prescriptionOrder.id}/prescription`,
    );
  });

  it('says when the order is not the user’s or does not exist', async () => {
    stubApi({ [`GET /api/shop/orders/${orderId}`]: apiError(404, 'not_found', 'We could not find this order.') });
    renderConfirmation(orderId);
    expect(await screen.findByText('Order not found')).toBeTruthy();
  });
});
