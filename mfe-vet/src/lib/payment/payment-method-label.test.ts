import { describe, expect, it } from 'vitest';
import { upi, visa } from '../../test/fixtures';
import { effectiveMethod, paymentMethodLabel } from './payment-method-label';

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
