import type { PaymentMethod } from '@petpal/contracts';

/** How a saved method is named on screen and to screen readers: "Visa ending in 4242", "UPI sam@okaxis". */
export function paymentMethodLabel(method: PaymentMethod): string {
  if (method.methodType === 'upi') return `UPI ${method.upiId ?? ''}`.trim();
  return `${method.cardBrand ?? 'Card'} ending in ${method.cardLastFour ?? '····'}`;
}
