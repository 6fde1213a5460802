import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PaymentMethod } from '@petpal/contracts';
import { fakeCardElement, fakeCardEntryConfig } from '@petpal/design-system/test-utils/fake-card-element';
import { stubApi } from '@petpal/design-system/test-utils/api-server';
import { ok, type Answer, type RecordedRequest } from '@petpal/design-system/test-utils/fake-fetch';
import { apiError, petOwner, renderWithPlatform } from '../../../test/render';
import { PaymentsPage } from './PaymentsPage';

const visa: PaymentMethod = { id: 'm1', methodType: 'card', isDefault: true, cardBrand: 'Visa', cardLastFour: '4242' };
const upi: PaymentMethod = { id: 'm2', methodType: 'upi', isDefault: false, upiId: 'sam@okaxis' };

/** A stand-in for /api/auth/payment-methods keeping the user's methods; returns the recorded requests. */
function fakeApi(initial: PaymentMethod[], overrides: { add?: Answer; list?: Answer[] } = {}) {
  let methods = [...initial];
  const lists = [...(overrides.list ?? [])];
  const withDefault = (id: string) => methods.map((m) => ({ ...m, isDefault: m.id === id }));
  const idOf = (request: RecordedRequest) => /payment-methods\/([^/]+)/.exec(request.path)?.[1] ?? '';

  const requests = stubApi({
    'GET /api/auth/payment-methods/card-entry': ok(fakeCardEntryConfig),
    'GET /api/auth/payment-methods': () => lists.shift() ?? ok({ methods }),
    'POST /api/auth/payment-methods/*/default': (request) => {
      methods = withDefault(idOf(request));
      methods.sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
      return ok({ methods });
    },
    'POST /api/auth/payment-methods': () => {
      if (overrides.add) return overrides.add;
      const added: PaymentMethod = {
        id: `m${requests.length}`,
        methodType: 'card',
        isDefault: methods.length === 0,
        cardBrand: 'Visa',
        cardLastFour: '4242',
      };
      methods.push(added);
      return { status: 201, body: added };
    },
    'DELETE /api/auth/payment-methods/*': (request) => {
      const id = idOf(request);
      const removedDefault = methods.find((m) => m.id === id)?.isDefault;
      methods = methods.filter((m) => m.id !== id);
      if (removedDefault && methods[0]) methods = withDefault(methods[0].id);
      return ok({ methods });
    },
  });
  return requests;
}

const renderPage = () => renderWithPlatform(<PaymentsPage user={petOwner} />, { user: petOwner, route: '/payments' });

/** The card is typed in the provider's element (played by fakeCardElement), which answers a payment method id. */
let element: ReturnType<typeof fakeCardElement>;
let elementAnswer = 'pm_test_visa';
beforeEach(() => {
  element = fakeCardElement(() => ({ paymentMethodId: elementAnswer }));
});
afterEach(() => element.stop());

async function fillCard(user: ReturnType<typeof userEvent.setup>, paymentMethodId: string) {
  elementAnswer = paymentMethodId;
  await screen.findByTitle('Secure card entry');
  await user.click(screen.getByRole('button', { name: 'Add Card' }));
}

describe('PaymentsPage', () => {
  it('lists the methods default first with badges, and names the page', async () => {
    fakeApi([visa, upi]);
    renderPage();
    const list = await screen.findByRole('list', { name: 'Saved payment methods' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Visa ending in 4242CardDefault'),
      expect.stringContaining('UPI sam@okaxisUPI'),
    ]);
    expect(within(items[0]!).queryByRole('button', { name: /as default/ })).toBeNull();
    expect(within(items[1]!).getByRole('button', { name: 'Set UPI sam@okaxis as default' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Payment Methods');
    expect(document.title).toBe('Payment Methods · PetPal');
  });

  it('shows the empty state, and the sandbox test cards outside production builds', async () => {
    fakeApi([]);
    renderPage();
    expect(await screen.findByText('No Payment Method Found')).toBeTruthy();
    expect(screen.getByText('Sandbox test cards')).toBeTruthy();
    expect(screen.getByText('4000 0000 0000 0002')).toBeTruthy();
  });

  it('says "Failed to load payment methods." and loads again on Try again', async () => {
    const user = userEvent.setup();
    fakeApi([visa], { list: [apiError(500, 'internal', 'Something went wrong. Please try again.')] });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load payment methods.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Visa ending in 4242')).toBeTruthy();
    expect(screen.queryByText('Failed to load payment methods.')).toBeNull();
  });

  it("shows the provider's decline above the card form and keeps the list as it was", async () => {
    const user = userEvent.setup();
    const requests = fakeApi([], { add: apiError(400, 'card_declined', 'Your card was declined.') });
    renderPage();
    await screen.findByText('No Payment Method Found');
    await fillCard(user, 'pm_test_declined');
    expect((await screen.findByRole('alert')).textContent).toContain('Your card was declined.');
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      methodType: 'card',
      paymentMethodId: 'pm_test_declined',
    });
    expect(screen.getByText('No Payment Method Found')).toBeTruthy();
  });

  it('adds a card, says so, reloads the list and mounts a fresh element', async () => {
    const user = userEvent.setup();
    fakeApi([]);
    renderPage();
    await screen.findByText('No Payment Method Found');
    const first = await screen.findByTitle('Secure card entry');
    await fillCard(user, 'pm_test_visa');
    expect(await screen.findByText('Payment method added')).toBeTruthy();
    expect(await screen.findByText('Visa ending in 4242')).toBeTruthy();
    await waitFor(() => expect(screen.getByTitle('Secure card entry')).not.toBe(first));
  });

  it('adds a UPI id from the UPI tab, checked as name@bank first', async () => {
    const user = userEvent.setup();
    const requests = fakeApi([visa]);
    renderPage();
    await screen.findByText('Visa ending in 4242');
    await user.click(screen.getByRole('tab', { name: 'UPI' }));
    await user.type(screen.getByLabelText('UPI ID'), 'sam');
    await user.click(screen.getByRole('button', { name: 'Add UPI ID' }));
    expect(screen.getByText('Please enter a valid UPI ID (e.g. name@bank).')).toBeTruthy();
    await user.type(screen.getByLabelText('UPI ID'), '@okaxis');
    await user.click(screen.getByRole('button', { name: 'Add UPI ID' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ methodType: 'upi', upiId: 'sam@okaxis' }),
    );
  });

  it('makes another method the default', async () => {
    const user = userEvent.setup();
    const requests = fakeApi([visa, upi]);
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Set UPI sam@okaxis as default' }));
    expect(await screen.findByText('Default payment method updated')).toBeTruthy();
    const items = within(screen.getByRole('list', { name: 'Saved payment methods' })).getAllByRole('listitem');
    expect(items[0]?.textContent).toContain('UPI sam@okaxisUPIDefault');
    expect(requests.some((r) => r.method === 'POST' && r.path === '/api/auth/payment-methods/m2/default')).toBe(true);
  });

  it('removes a method only after confirmation', async () => {
    const user = userEvent.setup();
    const requests = fakeApi([visa, upi]);
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Remove Visa ending in 4242' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove payment method?' });
    expect(dialog.textContent).toContain('Visa ending in 4242 will no longer be available for payments.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Remove Visa ending in 4242' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Payment method removed')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('Visa ending in 4242')).toBeNull();
    const items = within(screen.getByRole('list', { name: 'Saved payment methods' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([expect.stringContaining('UPI sam@okaxisUPIDefault')]);
  });
});
