import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, ok, renderInRemote, stubApi } from '@petpal/design-system/test-utils/remote-render';
import { order, pageOf } from '../../../test/fixtures';
import { OrdersTab } from './OrdersTab';

const id = order().order.id;

describe('OrdersTab', () => {
  it('shows each order with buyer, lines, total and status, offering only its next statuses', async () => {
    const requests = stubApi({
      'GET /api/admin/orders': [
        ok(pageOf([order({}, ['processing', 'cancelled'])])),
        ok(pageOf([order({ status: 'processing' }, ['shipped', 'cancelled'])])),
      ],
      [`POST /api/admin/orders/${id}/status`]: ok({ action: 'order.status', targetType: 'order', targetId: id }),
    });
    renderInRemote(<OrdersTab />, { user: null });
    const card = (await screen.findByText(`Order ${id}`)).closest('li')!;
    expect(within(card).getByText('priya@example.com')).toBeTruthy();
    expect(within(card).getByText('2 × Rope toy: ₹500.00')).toBeTruthy();
    expect(within(card).getByText('Order placed')).toBeTruthy();
    expect(
      within(card)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Mark as being prepared', 'Cancel order']);

    await userEvent.click(within(card).getByRole('button', { name: 'Mark as being prepared' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), 'Packed.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as being prepared' }));
    expect(await screen.findByRole('button', { name: 'Mark as shipped' })).toBeTruthy();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      status: 'processing',
      note: 'Packed.',
    });
  });

  it('shows the API refusal of a status change in its words', async () => {
    stubApi({
      'GET /api/admin/orders': ok(pageOf([order({}, ['processing', 'cancelled'])])),
      [`POST /api/admin/orders/${id}/status`]: apiError(
        409,
        'order_status_not_allowed',
        'An order that is "Cancelled" cannot be moved to "Being prepared".',
      ),
    });
    renderInRemote(<OrdersTab />, { user: null });
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as being prepared' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as being prepared' }));
    expect(await within(dialog).findByText(/cannot be moved to "Being prepared"/)).toBeTruthy();
  });

  it('offers no change for an order waiting for its prescription or delivered', async () => {
    stubApi({
      'GET /api/admin/orders': ok(
        pageOf([
          order({ status: 'awaiting_prescription' }),
          order({ id: '64b000000000000000000049', status: 'delivered' }),
        ]),
      ),
    });
    renderInRemote(<OrdersTab />, { user: null });
    expect(await screen.findByText('Moves on once the pharmacist has checked the prescription.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Mark as|Cancel order/ })).toBeNull();
  });

  it('filters by status and searches, and shows empty and error states', async () => {
    const requests = stubApi({
      'GET /api/admin/orders': [apiError(500, 'internal', 'Something broke.'), ok(pageOf([]))],
    });
    renderInRemote(<OrdersTab />, { user: null });
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'shipped');
    await userEvent.type(screen.getByRole('textbox', { name: /Search orders/ }), 'priya@');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No orders match.')).toBeTruthy();
    expect(requests.at(-1)?.query.toString()).toBe('status=shipped&q=priya%40&page=1');
  });
});
