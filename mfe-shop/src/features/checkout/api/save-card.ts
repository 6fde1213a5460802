import { PaymentMethod } from '@petpal/contracts';
import { apiFetch, newIdempotencyKey } from '@petpal/design-system';

/**
 * POST /api/auth/payment-methods with the payment method id the provider's element answered (the card itself
 * never reaches us), under its own Idempotency-Key. Answers the saved method.
 */
export const saveCard = (paymentMethodId: string) =>
  apiFetch('/api/auth/payment-methods', PaymentMethod, {
    method: 'POST',
    body: { methodType: 'card', paymentMethodId },
    headers: { 'Idempotency-Key': newIdempotencyKey() },
  });
