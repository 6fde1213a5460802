import type { Order } from '@petpal/contracts';
import { buildOrder } from './order-fixture';

export const orderId = 'd0000000000000000000a1b2';

/** A placed order (its id is `orderId`), with `overrides` on top. */
export const order = (overrides: Partial<Order> = {}): Order => buildOrder({ id: orderId, ...overrides });

export const prescriptionOrder = order({
  id: 'd0000000000000000000c3d4',
  status: 'awaiting_prescription',
  createdAt: '2026-11-22T09:00:00.000Z',
  lines: [
    {
      productId: 'c00000000000000000000004',
      slug: 'amoxicillin-250',
      name: 'Amoxicillin 250 mg',
      unitPrice: { amountMinor: 45000, currency: 'INR' },
      quantity: 1,
      lineTotal: { amountMinor: 45000, currency: 'INR' },
      prescriptionRequired: true,
    },
  ],
  total: { amountMinor: 45000, currency: 'INR' },
});

export const deliveredOrder = order({
  id: 'd0000000000000000000e5f6',
  status: 'delivered',
  createdAt: '2026-10-02T09:00:00.000Z',
});
