import type { Order } from '@petpal/api/contracts';

export const orderId = 'd0000000000000000000a1b2';

export function order(overrides: Partial<Order> = {}): Order {
  return {
    id: orderId,
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
    shippingAddress: {
      name: 'Sam Rivera',
      line1: '12 Hill Road',
      line2: '',
      city: 'Mumbai',
      postcode: '400050',
      country: 'India',
      phone: '+91 98200 00000',
    },
    paymentMethodLabel: 'Visa •••• 4242',
    refundStatus: null,
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

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
