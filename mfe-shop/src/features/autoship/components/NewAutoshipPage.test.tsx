import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { autoshipMessages } from '@petpal/contracts';
import { apiError, currentUrl, ok, renderInRemote, stubApi } from '@petpal/design-system/test-utils/remote-render';
import { antibiotic, kibble, shopper } from '../../../test/catalogue-fixtures';
import { samsAddress, samsAddressTyped, visa } from '../../../test/buyer-fixtures';
import { kibbleAutoship } from '../fixtures';
import { NewAutoshipPage } from './NewAutoshipPage';

beforeEach(() => localStorage.clear());

const ROUTE = '/pharmas-orders/autoship/new?product=chicken-kibble-3kg&weeks=2&quantity=3';
const api = (create: Parameters<typeof stubApi>[0][string]) =>
  stubApi({
    'GET /api/shop/products/chicken-kibble-3kg': ok({ product: kibble }),
    'GET /api/auth/payment-methods': ok({ methods: [visa] }),
    'POST /api/shop/autoship': create,
  });

async function fillAddress() {
  const form = await screen.findByRole('form', { name: 'Set up Autoship' });
  for (const [label, value] of Object.entries(samsAddressTyped))
    await userEvent.type(within(form).getByLabelText(label), value);
  return form;
}

describe('setting up Autoship', () => {
  it('starts with the product page’s choice, states the 5% and sends one keyed request', async () => {
    const requests = api({ status: 201, body: { autoship: kibbleAutoship } });
    renderInRemote(<NewAutoshipPage />, { user: shopper, route: ROUTE });
    const form = await fillAddress();
    expect(
      within(form).getByText('Save 5% on every Autoship delivery: ₹1,234.05 each instead of ₹1,299.00.'),
    ).toBeTruthy();
    expect((within(form).getByLabelText('Deliver') as HTMLSelectElement).value).toBe('2');
    expect((within(form).getByLabelText('Quantity') as HTMLSelectElement).value).toBe('3');
    await userEvent.click(await within(form).findByRole('button', { name: 'Start Autoship' }));
    await waitFor(() => expect(currentUrl()).toBe('/pharmas-orders'));
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.body).toMatchObject({
      productId: kibble.id,
      quantity: 3,
      frequencyWeeks: 2,
      paymentMethodId: visa.id,
    });
    expect(post?.headers['Idempotency-Key']).toBeTruthy();
  });

  it('checks the address before sending and shows the API’s refusal', async () => {
    const requests = api(apiError(409, 'autoship_exists', autoshipMessages.duplicate(kibble.name)));
    renderInRemote(<NewAutoshipPage />, { user: shopper, route: ROUTE });
    const form = await screen.findByRole('form', { name: 'Set up Autoship' });
    await userEvent.click(await within(form).findByRole('button', { name: 'Start Autoship' }));
    expect(within(form).getByText('Please enter the city (2 to 60 characters).')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    await fillAddress();
    await userEvent.click(within(form).getByRole('button', { name: 'Start Autoship' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(autoshipMessages.duplicate(kibble.name));
  });

  it('refuses a prescription item and asks a guest to log in', async () => {
    stubApi({ 'GET /api/shop/products/amoxicillin-250': ok({ product: antibiotic }) });
    const { unmount } = renderInRemote(<NewAutoshipPage />, {
      user: shopper,
      route: '/pharmas-orders/autoship/new?product=amoxicillin-250',
    });
    expect(await screen.findByText(autoshipMessages.prescription)).toBeTruthy();
    unmount();
    renderInRemote(<NewAutoshipPage />, { user: null, route: ROUTE });
    expect(await screen.findByText('Log in to set up Autoship')).toBeTruthy();
  });

  it('prefills the last used saved address, so only the choice is left to make', async () => {
    const requests = stubApi({
      'GET /api/shop/products/chicken-kibble-3kg': ok({ product: kibble }),
      'GET /api/auth/payment-methods': ok({ methods: [visa] }),
      'GET /api/shop/addresses': ok({
        addresses: [{ id: 'ad0000000000000000000001', address: samsAddress, lastUsedAt: '2026-11-20T10:00:00.000Z' }],
      }),
      'POST /api/shop/autoship': { status: 201, body: { autoship: kibbleAutoship } },
    });
    renderInRemote(<NewAutoshipPage />, { user: shopper, route: ROUTE });
    const form = await screen.findByRole('form', { name: 'Set up Autoship' });
    await waitFor(() => expect((within(form).getByLabelText('City') as HTMLInputElement).value).toBe('Mumbai'));
    expect((within(form).getByLabelText('Ship to') as HTMLSelectElement).value).toBe('ad0000000000000000000001');
    await userEvent.click(await within(form).findByRole('button', { name: 'Start Autoship' }));
    await waitFor(() => expect(currentUrl()).toBe('/pharmas-orders'));
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({ shippingAddress: samsAddress });
  });
});
