import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pharmacyMessages } from '@petpal/contracts';
import { apiError, ok, renderInRemote, stubApi } from '@petpal/design-system/test-utils/remote-render';
import { standingOf, STANDING_ROUTE, verifiedProvider } from '@petpal/design-system/test-utils/provider-standing';
import { owner, pharmacist, readyItem, uploadedItem, vetPrescription, waitingItem } from '../fixtures';
import { PharmacyPracticePage } from './PharmacyPracticePage';

const QUEUE = 'GET /api/shop/pharmacy/queue';
const actionPath = (orderId: string, action: string) => `POST /api/shop/pharmacy/orders/${orderId}/${action}`;
const renderPage = (user: Parameters<typeof renderInRemote>[1]['user'] = pharmacist) =>
  renderInRemote(<PharmacyPracticePage />, { user, route: '/dashboard/pharmacy-practice' });

describe('the pharmacist queue', () => {
  it('shows a rejected pharmacist the reason instead of the queue', async () => {
    const requests = stubApi({
      [STANDING_ROUTE]: standingOf('pharmacist', { status: 'rejected', reason: 'Licence expired in 2025.' }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Application not approved' })).toBeTruthy();
    expect(screen.getByText('Reason: Licence expired in 2025.')).toBeTruthy();
    expect(requests.some((request) => request.path.startsWith('/api/shop/'))).toBe(false);
  });

  it('tells other roles whom the page is for, and asks a guest to log in', async () => {
    const requests = stubApi(verifiedProvider('pharmacist'));
    const { unmount } = renderPage(owner);
    expect(await screen.findByText(/This page is for pharmacists\./)).toBeTruthy();
    unmount();
    renderPage(null);
    expect(await screen.findByText('Log in with your pharmacist account to review prescriptions.')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('lists each order with its owner, pet, lines and prescription, and the actions it allows', async () => {
    stubApi({ ...verifiedProvider('pharmacist'), [QUEUE]: ok({ items: [readyItem(), uploadedItem, waitingItem] }) });
    renderPage();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(3);
    const [vetCard, uploadCard, waitingCard] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(vetCard).getByText(/Priya Sharma · ordered .* · for Bruno/)).toBeTruthy();
    expect(within(vetCard).getByText('Apoquel 16 mg Tablets (30) × 1')).toBeTruthy();
    expect(within(vetCard).getByText('PetPal vet: Dr. Asha Rao for Bruno')).toBeTruthy();
    expect(within(vetCard).getByRole('button', { name: 'Ask the Vet' })).toBeTruthy();
    expect(within(uploadCard).getByRole('img', { name: 'Prescription from Dr. Meera Iyer' })).toBeTruthy();
    expect(within(uploadCard).queryByRole('button', { name: 'Ask the Vet' })).toBeNull();
    expect(within(uploadCard).getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(within(waitingCard).getByText('Waiting for the owner')).toBeTruthy();
    expect(within(waitingCard).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(waitingCard).getByRole('button', { name: 'Refuse' })).toBeTruthy();
  });

  it('asks the vet and approves, reloading the queue after each', async () => {
    const item = readyItem();
    const requests = stubApi({
      ...verifiedProvider('pharmacist'),
      [QUEUE]: [
        ok({ items: [item] }),
        ok({ items: [readyItem({ prescription: vetPrescription({ vetAskedAt: '2026-11-23T08:00:00.000Z' }) })] }),
        ok({ items: [] }),
      ],
      [actionPath(item.order.id, 'ask-vet')]: ok({ item }),
      [actionPath(item.order.id, 'approve')]: ok({ item: { ...item, order: { ...item.order, status: 'placed' } } }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Ask the Vet' }));
    expect(await screen.findByText(/The pharmacist asked the vet on 23 Nov 2026\./)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('No prescriptions to review')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      `/api/shop/pharmacy/orders/${item.order.id}/ask-vet`,
      `/api/shop/pharmacy/orders/${item.order.id}/approve`,
    ]);
  });

  it('refuses only with a reason, and shows a conflict', async () => {
    const requests = stubApi({
      ...verifiedProvider('pharmacist'),
      [QUEUE]: ok({ items: [uploadedItem] }),
      [actionPath(uploadedItem.order.id, 'refuse')]: [
        apiError(409, 'order_not_awaiting_prescription', pharmacyMessages.notAwaiting),
        ok({ item: uploadedItem }),
      ],
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Refuse' }));
    const form = await screen.findByRole('form', { name: 'Refuse the prescription' });
    await userEvent.click(within(form).getByRole('button', { name: 'Refuse Prescription' }));
    expect(await within(form).findByText(pharmacyMessages.reason)).toBeTruthy();
    await userEvent.type(within(form).getByLabelText(/Reason for refusing/), 'The prescription has expired.');
    await userEvent.click(within(form).getByRole('button', { name: 'Refuse Prescription' }));
    expect(await within(form).findByText(pharmacyMessages.notAwaiting)).toBeTruthy();
    await userEvent.click(within(form).getByRole('button', { name: 'Refuse Prescription' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Refuse the prescription' })).toBeNull());
    expect(requests.filter((r) => r.method === 'POST').at(-1)?.body).toEqual({
      reason: 'The prescription has expired.',
    });
  });
});
