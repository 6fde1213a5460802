import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shopMessages } from '@petpal/contracts';
import { fakeCardElement, fakeCardEntryConfig } from '@petpal/design-system/test-utils/fake-card-element';
import { apiError, currentUrl, ok, renderInRemote, stubApi } from '@petpal/design-system/test-utils/remote-render';
import { antibiotic, kibble, shopper } from '../../../test/catalogue-fixtures';
import { cartOf } from '../../../test/cart-fixtures';
import { samsAddress, samsAddressTyped, upi, visa } from '../../../test/buyer-fixtures';
import { order, orderId } from '../../../test/order-fixtures';
import { rupeeSummary } from '../../../test/summary-fixtures';
import { CheckoutPage } from './CheckoutPage';

let element: ReturnType<typeof fakeCardElement>;
beforeEach(() => {
  localStorage.clear();
  element = fakeCardElement();
});
afterEach(() => element.stop());

/** A profile not set up yet: nothing to prefill from. */
const noRecord = { role: 'pet_owner', record: null, complete: false };
const samsProfile = {
  role: 'pet_owner',
  complete: true,
  record: {
    id: 'a00000000000000000000001',
    fullName: 'Sam Rivera',
    phoneNumber: '+91 98200 00000',
    location: 'Mumbai',
  },
};

const api = (checkout: Parameters<typeof stubApi>[0][string], profile: object = noRecord) =>
  stubApi({
    'GET /api/shop/cart': ok(cartOf([[kibble, 2]])),
    'GET /api/auth/payment-methods': ok({ methods: [visa, upi] }),
    'GET /api/shop/checkout/summary': ok(rupeeSummary(259_800)),
    'GET /api/shop/addresses': ok({ addresses: [] }),
    'GET /api/auth/profile': ok(profile),
    'POST /api/shop/addresses': { status: 201, body: { address: savedHome } },
    'POST /api/shop/checkout': checkout,
  });

async function fillAddress() {
  const form = await screen.findByRole('form', { name: 'Checkout' });
  for (const [label, value] of Object.entries(samsAddressTyped)) {
    await userEvent.type(within(form).getByLabelText(label), value);
  }
  return form;
}

/** The summary's amounts as shown: term -> value ("Delivery" -> "Free"). */
function amountsIn(summary: HTMLElement): Record<string, string> {
  const values = within(summary).queryAllByRole('definition');
  return Object.fromEntries(
    within(summary)
      .queryAllByRole('term')
      .map((term, index) => [term.textContent ?? '', values[index]?.textContent ?? '']),
  );
}

const savedHome = { id: 'ad0000000000000000000001', address: samsAddress, lastUsedAt: '2026-11-20T10:00:00.000Z' };

const renderCheckout = () => renderInRemote(<CheckoutPage />, { user: shopper, route: '/checkout' });
const posts = (requests: ReturnType<typeof stubApi>) =>
  requests.filter((request) => request.method === 'POST' && request.path === '/api/shop/checkout');

describe('checkout', () => {
  it('asks a guest to log in and come back', async () => {
    stubApi({});
    renderInRemote(<CheckoutPage />, { user: null, route: '/checkout' });
    expect(await screen.findByText('Log in to check out')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login?next=%2Fcheckout');
  });

  it('checks the address with the contract and shows each message by its field, sending nothing', async () => {
    const requests = api(ok(order()));
    renderCheckout();
    const form = await screen.findByRole('form', { name: 'Checkout' });
    await userEvent.clear(within(form).getByLabelText('Country'));
    await userEvent.type(within(form).getByLabelText('Postcode'), '!');
    await userEvent.click(within(form).getByRole('button', { name: 'Place order' }));
    for (const message of [
      shopMessages.addressName,
      shopMessages.addressLine1,
      shopMessages.addressCity,
      shopMessages.addressPostcode,
      shopMessages.addressCountry,
      shopMessages.addressPhone,
    ]) {
      expect(within(form).getByText(message)).toBeTruthy();
    }
    expect((within(form).getByLabelText('Full name') as HTMLInputElement).getAttribute('aria-invalid')).toBe('true');
    expect(posts(requests)).toHaveLength(0);
  });

  it('places the order with the default method and a key, then shows the confirmation', async () => {
    const requests = api({ status: 201, body: { order: order() } });
    renderCheckout();
    expect(await screen.findByText('Chicken Kibble 3 kg × 2')).toBeTruthy();
    expect((await screen.findByLabelText('Visa ending in 4242')) as HTMLInputElement).toHaveProperty('checked', true);
    const form = await fillAddress();
    await userEvent.click(within(form).getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(currentUrl()).toBe(`/order-confirmation/${orderId}`));
    // "Save this address for next time" is ticked for a new address: it is saved after the order.
    await waitFor(() =>
      expect(
        requests.filter((r) => r.method === 'POST' && r.path === '/api/shop/addresses').map((r) => r.body),
      ).toEqual([{ address: samsAddress }]),
    );
    const [sent] = posts(requests);
    expect(sent!.body).toEqual({
      shippingAddress: samsAddress,
      paymentMethodId: visa.id,
      quotedTotalMinor: 259_800,
    });
    expect(sent!.headers['Idempotency-Key']).toMatch(/.{16,}/);
  });

  it('retries the same attempt with the same Idempotency-Key after a network failure', async () => {
    const requests = api(['network-error', { status: 201, body: { order: order() } }]);
    renderCheckout();
    const form = await fillAddress();
    await userEvent.click(within(form).getByRole('button', { name: 'Place order' }));
    expect(await within(form).findByText('We could not place your order. Please try again.')).toBeTruthy();
    await userEvent.click(within(form).getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(currentUrl()).toBe(`/order-confirmation/${orderId}`));
    const [first, second] = posts(requests);
    expect(second!.headers['Idempotency-Key']).toBe(first!.headers['Idempotency-Key']);
  });

  it('shows a decline in the API’s words, and the next try is a new attempt with another method', async () => {
    const declined = `Your card was declined. ${shopMessages.declined}`;
    const requests = api([apiError(402, 'payment_declined', declined), { status: 201, body: { order: order() } }]);
    renderCheckout();
    const form = await fillAddress();
    await userEvent.click(within(form).getByRole('button', { name: 'Place order' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(declined);
    expect(currentUrl()).toBe('/checkout');

    await userEvent.click(within(form).getByLabelText('UPI sam@okaxis'));
    await userEvent.click(within(form).getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(currentUrl()).toBe(`/order-confirmation/${orderId}`));
    const [first, second] = posts(requests);
    expect((second!.body as { paymentMethodId: string }).paymentMethodId).toBe(upi.id);
    expect(second!.headers['Idempotency-Key']).not.toBe(first!.headers['Idempotency-Key']);
  });

  it('shows the out-of-stock refusal in the API’s words', async () => {
    const refusal = shopMessages.onlyLeft('Chicken Kibble 3 kg', 1);
    api(apiError(409, 'out_of_stock', refusal));
    renderCheckout();
    const form = await fillAddress();
    await userEvent.click(within(form).getByRole('button', { name: 'Place order' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Sorry, only 1 of Chicken Kibble 3 kg left in stock.',
    );
  });

  it("saves a card typed in the provider's element when none is saved, then pays with it; notes prescription items", async () => {
    const saved = { ...visa, id: 'e00000000000000000000003' };
    const requests = stubApi({
      'GET /api/shop/cart': ok(cartOf([[antibiotic, 1]])),
      'GET /api/auth/payment-methods': ok({ methods: [] }),
      'GET /api/auth/payment-methods/card-entry': ok(fakeCardEntryConfig),
      'GET /api/shop/checkout/summary': ok(rupeeSummary(45_000)),
      'GET /api/shop/addresses': ok({ addresses: [] }),
      'GET /api/auth/profile': ok(noRecord),
      'POST /api/shop/addresses': { status: 201, body: { address: savedHome } },
      'POST /api/auth/payment-methods': { status: 201, body: saved },
      'POST /api/shop/checkout': ['network-error', { status: 201, body: { order: order() } }],
    });
    renderCheckout();
    expect(await screen.findByText(/the order waits for a prescription/)).toBeTruthy();
    const form = await fillAddress();
    expect(within(form).getByRole('group', { name: 'Pay with a card' })).toBeTruthy();
    await screen.findByTitle('Secure card entry');
    await userEvent.click(within(form).getByRole('button', { name: 'Place order' }));
    expect(await within(form).findByText('We could not place your order. Please try again.')).toBeTruthy();
    await userEvent.click(within(form).getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(currentUrl()).toBe(`/order-confirmation/${orderId}`));

    // Saved once, with the element's payment method id only; both order attempts pay with it under one key.
    const cardPosts = requests.filter((r) => r.method === 'POST' && r.path === '/api/auth/payment-methods');
    expect(cardPosts.map((r) => r.body)).toEqual([{ methodType: 'card', paymentMethodId: 'pm_test_visa' }]);
    expect(cardPosts[0]!.headers['Idempotency-Key']).toMatch(/.{16,}/);
    const [first, second] = posts(requests);
    expect((first!.body as { paymentMethodId: string }).paymentMethodId).toBe(saved.id);
    expect(second!.headers['Idempotency-Key']).toBe(first!.headers['Idempotency-Key']);
  });

  it('says when the cart is empty', async () => {
    stubApi({ 'GET /api/shop/cart': ok(cartOf([])) });
    renderCheckout();
    expect(await screen.findByText(shopMessages.cartEmpty)).toBeTruthy();
  });

  it("shows the server's subtotal, delivery, tax and total for the shipping country before the order", async () => {
    const requests = stubApi({
      'GET /api/shop/cart': ok(cartOf([[kibble, 2]])),
      'GET /api/auth/payment-methods': ok({ methods: [visa] }),
      'GET /api/shop/checkout/summary': ok(rupeeSummary(90_000)),
      'GET /api/shop/addresses': ok({ addresses: [] }),
      'GET /api/auth/profile': ok(noRecord),
      'POST /api/shop/addresses': { status: 201, body: { address: savedHome } },
    });
    renderCheckout();
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    await waitFor(() =>
      expect(amountsIn(summary)).toEqual({
        Subtotal: '₹900.00',
        Delivery: '₹79.00',
        'GST (18%, included)': '₹149.34',
        Total: '₹979.00',
      }),
    );
    expect(within(summary).getByText(/Free delivery on orders of/).textContent).toBe(
      'Free delivery on orders of ₹999.00 or more.',
    );
    const asked = requests.find((r) => r.path === '/api/shop/checkout/summary');
    expect(asked!.query.get('country')).toBe('India');
  });

  it('refreshes the summary and says so when the total changed since it was shown', async () => {
    const changed = shopMessages.totalChanged('₹2,678.00');
    const requests = stubApi({
      'GET /api/shop/cart': ok(cartOf([[kibble, 2]])),
      'GET /api/auth/payment-methods': ok({ methods: [visa] }),
      'GET /api/shop/checkout/summary': [ok(rupeeSummary(259_800)), ok(rupeeSummary(267_800))],
      'GET /api/shop/addresses': ok({ addresses: [] }),
      'GET /api/auth/profile': ok(noRecord),
      'POST /api/shop/addresses': { status: 201, body: { address: savedHome } },
      'POST /api/shop/checkout': [apiError(409, 'total_changed', changed), { status: 201, body: { order: order() } }],
    });
    renderCheckout();
    const form = await fillAddress();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    await waitFor(() => expect(amountsIn(summary).Total).toBe('₹2,598.00'));
    await userEvent.click(within(form).getByRole('button', { name: 'Place order' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(changed);
    await waitFor(() => expect(amountsIn(summary).Total).toBe('₹2,678.00'));
    await userEvent.click(within(form).getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(currentUrl()).toBe(`/order-confirmation/${orderId}`));
    expect(posts(requests).map((r) => (r.body as { quotedTotalMinor: number }).quotedTotalMinor)).toEqual([
      259_800, 267_800,
    ]);
  });

  it('prefills the last used saved address and does not save it again; a new address can be typed instead', async () => {
    const office = {
      ...savedHome,
      id: 'ad0000000000000000000002',
      address: { ...samsAddress, line1: '4 Linking Road' },
    };
    const requests = stubApi({
      'GET /api/shop/cart': ok(cartOf([[kibble, 2]])),
      'GET /api/auth/payment-methods': ok({ methods: [visa] }),
      'GET /api/shop/checkout/summary': ok(rupeeSummary(259_800)),
      'GET /api/shop/addresses': ok({ addresses: [office, savedHome] }),
      'POST /api/shop/checkout': { status: 201, body: { order: order() } },
    });
    renderCheckout();
    const form = await screen.findByRole('form', { name: 'Checkout' });
    await waitFor(() =>
      expect((within(form).getByLabelText('Address line 1') as HTMLInputElement).value).toBe('4 Linking Road'),
    );
    expect((within(form).getByLabelText('Full name') as HTMLInputElement).value).toBe(samsAddress.name);
    expect((within(form).getByLabelText('Phone') as HTMLInputElement).value).toBe(samsAddress.phone);
    expect(within(form).queryByLabelText('Save this address for next time')).toBeNull();

    await userEvent.selectOptions(within(form).getByLabelText('Ship to'), 'A new address');
    expect((within(form).getByLabelText('Address line 1') as HTMLInputElement).value).toBe('');
    expect(within(form).getByLabelText('Save this address for next time')).toHaveProperty('checked', true);
    await userEvent.selectOptions(within(form).getByLabelText('Ship to'), `${samsAddress.name}, 12 Hill Road, Mumbai`);
    await userEvent.click(within(form).getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(currentUrl()).toBe(`/order-confirmation/${orderId}`));
    expect((posts(requests)[0]!.body as { shippingAddress: unknown }).shippingAddress).toEqual(samsAddress);
    expect(requests.filter((r) => r.method === 'POST' && r.path === '/api/shop/addresses')).toEqual([]);
  });

  it("prefills a first order's name and phone from the profile; the buyer can still change them", async () => {
    const requests = api({ status: 201, body: { order: order() } }, samsProfile);
    renderCheckout();
    const form = await screen.findByRole('form', { name: 'Checkout' });
    const name = within(form).getByLabelText('Full name') as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('Sam Rivera'));
    expect((within(form).getByLabelText('Phone') as HTMLInputElement).value).toBe('+91 98200 00000');
    await userEvent.clear(name);
    await userEvent.type(name, 'Alex Rivera');
    for (const label of ['Address line 1', 'City', 'Postcode'] as const) {
      await userEvent.type(within(form).getByLabelText(label), samsAddressTyped[label]);
    }
    await userEvent.click(within(form).getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(currentUrl()).toBe(`/order-confirmation/${orderId}`));
    expect(posts(requests)[0]!.body).toMatchObject({
      shippingAddress: { ...samsAddress, name: 'Alex Rivera', phone: '+91 98200 00000' },
    });
  });
});
