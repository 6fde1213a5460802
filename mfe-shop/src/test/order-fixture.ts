import type { Order } from '@petpal/contracts';
import { samsAddress } from './buyer-fixtures';

/** An order as the shop API answers it: placed, one INR line, paid by card; `overrides` on top. */
export function buildOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 'd0000000000000000000a1b2',
    status: 'placed',
    lines: [
      {
        productId: 'c00000000000000000000001',
        slug: 'chicken-kibble-3kg',
        name: 'Chicken Kibble 3 kg',
        unitPrice: { amountMinor: 129900, currency: 'INR' },
        quantity: 2,
        lineTotal: { amountMinor: 259800, currency: 'INR' },
        prescriptionRequired: false,
      },
    ],
    currency: 'INR',
    total: { amountMinor: 259800, currency: 'INR' },
    shippingAddress: samsAddress,
    paymentMethodLabel: 'Visa •••• 4242',
    refundStatus: null,
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}
