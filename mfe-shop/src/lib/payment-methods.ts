import { useQuery } from '@tanstack/react-query';
import { PaymentMethodList, type PaymentMethod } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';

/** The user's saved payment methods (added at /payments), default first. */
export const usePaymentMethods = (enabled: boolean) =>
  useQuery({
    queryKey: ['shop', 'payment-methods'],
    queryFn: ({ signal }) => apiFetch('/api/auth/payment-methods', PaymentMethodList, { signal }),
    enabled,
  });

/** "Visa ending in 4242" or "UPI sam@okaxis", as the Payments page names them. */
export const paymentMethodLabel = (method: PaymentMethod) =>
  method.methodType === 'upi'
    ? `UPI ${method.upiId ?? ''}`.trim()
    : `${method.cardBrand ?? 'Card'} ending in ${method.cardLastFour ?? ''}`.trim();
