import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { autoshipMessages } from '@petpal/contracts';
import { apiError, ok, renderInRemote, stubApi } from '@petpal/design-system/test-utils/remote-render';
import { shopper } from '../../../test/catalogue-fixtures';
import { order } from '../../../test/order-fixtures';
import { autoship, declinedAutoship, kibbleAutoship } from '../fixtures';
import { AutoshipSection } from './AutoshipSection';

const LIST = 'GET /api/shop/autoship';
const url = (action: string) => `POST /api/shop/autoship/${kibbleAutoship.id}/${action}`;
const show = () => renderInRemote(<AutoshipSection enabled />, { user: shopper, route: '/pharmas-orders' });

describe('the Autoship section', () => {
  it('shows each live Autoship: quantity, frequency, next delivery, status and a pause reason', async () => {
    stubApi({
      [LIST]: ok({
        autoships: [
          kibbleAutoship,
          declinedAutoship,
          autoship({
            id: 'f0000000000000000000000c',
            status: 'cancelled',
            product: { id: 'x', slug: 'x', name: 'Old Food' },
          }),
        ],
      }),
    });
    show();
    const list = await screen.findByRole('list', { name: 'Autoships' });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Autoship of Chicken Kibble 3 kg',
      'Autoship of Rope Toy',
    ]);
    expect(within(cards[0]!).getByText('2 × ₹1,234.05 · Every 4 weeks')).toBeTruthy();
    expect(within(cards[0]!).getByText('Monday, 7 December 2026')).toBeTruthy();
    expect(within(cards[0]!).getByText('Active')).toBeTruthy();
    expect(within(cards[1]!).getByText('Paused')).toBeTruthy();
    expect(within(cards[1]!).getByText(/insufficient funds/)).toBeTruthy();
    expect(within(cards[1]!).getByRole('button', { name: 'Resume Autoship of Rope Toy' })).toBeTruthy();
    expect(within(cards[1]!).queryByRole('button', { name: /Order now/ })).toBeNull();
    expect(screen.getByText('Save 5% on every Autoship delivery.')).toBeTruthy();
  });

  it('skips the next delivery and pauses, each as one request, then shows the new answer', async () => {
    const skipped = { ...kibbleAutoship, nextOrderAt: '2027-01-04T09:00:00.000Z' };
    const requests = stubApi({
      [LIST]: [ok({ autoships: [kibbleAutoship] }), ok({ autoships: [skipped] })],
      [url('skip')]: ok({ autoship: skipped }),
      [url('pause')]: ok({ autoship: { ...skipped, status: 'paused' } }),
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Skip next delivery of Chicken Kibble 3 kg' }));
    expect(await screen.findByText('Monday, 4 January 2027')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Pause Autoship of Chicken Kibble 3 kg' }));
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
        `/api/shop/autoship/${kibbleAutoship.id}/skip`,
        `/api/shop/autoship/${kibbleAutoship.id}/pause`,
      ]),
    );
  });

  it('changes the frequency', async () => {
    const requests = stubApi({
      [LIST]: ok({ autoships: [kibbleAutoship] }),
      [`PATCH /api/shop/autoship/${kibbleAutoship.id}`]: ok({ autoship: { ...kibbleAutoship, frequencyWeeks: 6 } }),
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Change frequency of Chicken Kibble 3 kg' }));
    await userEvent.selectOptions(screen.getByLabelText('New frequency for Chicken Kibble 3 kg'), 'Every 6 weeks');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ frequencyWeeks: 6 }));
  });

  it('cancels only after a confirmation', async () => {
    const requests = stubApi({
      [LIST]: [ok({ autoships: [kibbleAutoship] }), ok({ autoships: [{ ...kibbleAutoship, status: 'cancelled' }] })],
      [url('cancel')]: ok({ autoship: { ...kibbleAutoship, status: 'cancelled' } }),
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Autoship of Chicken Kibble 3 kg' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Cancel this Autoship?' })).getByRole('button', {
        name: 'Keep Autoship',
      }),
    );
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Autoship of Chicken Kibble 3 kg' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Cancel this Autoship?' })).getByRole('button', {
        name: 'Cancel Autoship',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Autoships' })).toBeNull());
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('orders now with an Idempotency-Key, and shows a refusal in the API’s words', async () => {
    const requests = stubApi({
      [LIST]: ok({ autoships: [kibbleAutoship] }),
      [url('order-now')]: [
        apiError(409, 'autoship_busy', autoshipMessages.busy),
        { status: 201, body: { autoship: kibbleAutoship, order: { ...order(), autoshipId: kibbleAutoship.id } } },
      ],
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Order now: Chicken Kibble 3 kg' }));
    expect((await screen.findByRole('alert')).textContent).toBe(autoshipMessages.busy);
    await userEvent.click(screen.getByRole('button', { name: 'Order now: Chicken Kibble 3 kg' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[0]?.headers['Idempotency-Key']).toBeTruthy();
  });

  it('shows nothing without Autoships, and a retry when the list fails', async () => {
    const requests = stubApi({ [LIST]: ok({ autoships: [] }) });
    const { unmount } = show();
    await waitFor(() => expect(requests).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Autoship' })).toBeNull());
    unmount();
    stubApi({ [LIST]: apiError(500, 'internal', 'Boom') });
    show();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
