import { describe, expect, it } from 'vitest';
import type { PaymentMethod } from '@petpal/contracts';
import { effectiveMethod, paymentMethodLabel } from './payment-methods';

const visa: PaymentMethod = { id: 'c1', methodType: 'card', isDefault: true, cardBrand: 'Visa', cardLastFour: '4242' };
const upi: PaymentMethod = { id: 'c2', methodType: 'upi', isDefault: false, upiId: 'sam@okaxis' };

describe('payment methods', () => {
  it('names cards and UPI ids', () => {
    expect(paymentMethodLabel(visa)).toBe('Visa ending in 4242');
    expect(paymentMethodLabel(upi)).toBe('UPI sam@okaxis');
  });

  it('uses the chosen method, else the default', () => {
    expect(effectiveMethod([upi, visa], null)).toBe(visa);
    expect(effectiveMethod([visa, upi], upi.id)).toBe(upi);
    expect(effectiveMethod([visa], upi.id)).toBe(visa);
    expect(effectiveMethod([], null)).toBeNull();
  });
});
