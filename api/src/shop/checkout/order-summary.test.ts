import { describe, expect, it } from 'vitest';
import { DELIVERY, summarize, toOrderSummary } from './order-summary';

describe('summarize', () => {
  it('adds rupee delivery below ₹999 and shows the GST inside the total', () => {
    const amounts = summarize([{ unitPriceMinor: 45_000, quantity: 2 }], 'INR');
    expect(amounts).toEqual({
      subtotalMinor: 90_000,
      deliveryMinor: 7_900,
      taxIncludedMinor: 14_934,
      totalMinor: 97_900,
    });
    // 97,900 × 18 / 118 = 14,933.9 -> 14,934 paise.
    expect(toOrderSummary(amounts, 'INR').tax).toEqual({
      label: 'GST (18%, included)',
      amount: { amountMinor: 14_934, currency: 'INR' },
      included: true,
    });
  });

  it('delivers free from exactly the threshold', () => {
    expect(summarize([{ unitPriceMinor: DELIVERY.INR.freeFromMinor, quantity: 1 }], 'INR')).toMatchObject({
      deliveryMinor: 0,
      totalMinor: 99_900,
    });
    expect(summarize([{ unitPriceMinor: 4_899, quantity: 1 }], 'USD')).toMatchObject({ deliveryMinor: 499 });
    expect(summarize([{ unitPriceMinor: 2_450, quantity: 2 }], 'USD')).toMatchObject({
      deliveryMinor: 0,
      totalMinor: 4_900,
    });
  });

  it('collects no tax on dollar orders and keeps every amount a whole number of cents', () => {
    const amounts = summarize(
      [
        { unitPriceMinor: 1_299, quantity: 3 },
        { unitPriceMinor: 1, quantity: 1 },
      ],
      'USD',
    );
    expect(amounts).toEqual({ subtotalMinor: 3_898, deliveryMinor: 499, taxIncludedMinor: null, totalMinor: 4_397 });
    expect(toOrderSummary(amounts, 'USD')).toMatchObject({
      tax: null,
      total: { amountMinor: 4_397, currency: 'USD' },
      freeDeliveryFrom: { amountMinor: 4_900, currency: 'USD' },
    });
  });
});
