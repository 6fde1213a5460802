import type { PaymentMethod } from '@petpal/contracts';

/** "Visa ending in 4242", "UPI sam@okaxis" (as on /payments). */
export function paymentMethodLabel(method: PaymentMethod): string {
  if (method.methodType === 'upi') return `UPI ${method.upiId ?? ''}`.trim();
  return `${method.cardBrand ?? 'Card'} ending in ${method.cardLastFour ?? '····'}`;
}

/** The chosen method while it still exists, else the default (spec section 2: preselected), else the first. */
export function effectiveMethod(methods: readonly PaymentMethod[], chosenId: string | null): PaymentMethod | null {
  return methods.find((m) => m.id === chosenId) ?? methods.find((m) => m.isDefault) ?? methods[0] ?? null;
}
