import type { Autoship } from '@petpal/contracts';
import { samsAddress } from '../../test/buyer-fixtures';
import { kibble } from '../../test/catalogue-fixtures';

/** Sam's Autoship of kibble, every 4 weeks; ids are 24 hex like the API's. */
export function autoship(overrides: Partial<Autoship> = {}): Autoship {
  return {
    id: 'f00000000000000000000001',
    product: { id: kibble.id, slug: kibble.slug, name: kibble.name },
    quantity: 2,
    frequencyWeeks: 4,
    currency: 'INR',
    unitPrice: { amountMinor: 129900, currency: 'INR' },
    autoshipUnitPrice: { amountMinor: 123405, currency: 'INR' },
    paymentMethodId: 'e00000000000000000000001',
    shippingAddress: samsAddress,
    status: 'active',
    nextOrderAt: '2026-12-07T09:00:00.000Z',
    pausedReason: null,
    lastResult: null,
    createdAt: '2026-11-09T09:00:00.000Z',
    updatedAt: '2026-11-09T09:00:00.000Z',
    ...overrides,
  };
}

export const kibbleAutoship = autoship();
export const declinedAutoship = autoship({
  id: 'f00000000000000000000002',
  product: { id: 'c00000000000000000000002', slug: 'rope-toy', name: 'Rope Toy' },
  quantity: 1,
  frequencyWeeks: 8,
  status: 'paused',
  pausedReason:
    'Your payment was declined (Your card has insufficient funds.), so this Autoship is paused. Update the payment method and resume it.',
  lastResult: {
    at: '2026-11-20T09:00:00.000Z',
    outcome: 'declined',
    message:
      'Your payment was declined (Your card has insufficient funds.), so this Autoship is paused. Update the payment method and resume it.',
    orderId: null,
  },
});
