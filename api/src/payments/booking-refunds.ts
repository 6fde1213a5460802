import type { RefundView } from '@petpal/contracts';
import type { PaymentProvider } from './payment-provider';

/**
 * A paid booking's refund as its area stores it on the booking (docs/decisions/050): written `pending` in the
 * same conditional write that cancels the booking, then `refunded` by one conditional write from pending once
 * the provider made it. The key is derived from the booking, so retries and racing runs refund once.
 */
export interface BookingRefundDoc {
  status: 'pending' | 'refunded';
  /** The provider's id of the charge given back. */
  chargeId: string;
  amountMinor: number;
  currency: string;
  /** e.g. `refund:teleconsultation:<appointmentId>`. */
  idempotencyKey: string;
  refundId: string | null;
  requestedAt: Date;
  refundedAt: Date | null;
  /** Why the last provider call failed (the area's job tries again). */
  lastError: string | null;
}

export function pendingBookingRefund(
  input: Pick<BookingRefundDoc, 'chargeId' | 'amountMinor' | 'currency' | 'idempotencyKey'>,
  now: Date,
): BookingRefundDoc {
  return { ...input, status: 'pending', refundId: null, requestedAt: now, refundedAt: null, lastError: null };
}

/** The provider's refund of a pending booking refund: its id, or the error to keep for the retry. */
export async function refundBooking(
  provider: PaymentProvider,
  refund: BookingRefundDoc,
): Promise<{ made: true; refundId: string } | { made: false; message: string }> {
  try {
    const result = await provider.refund({
      chargeId: refund.chargeId,
      amountMinor: refund.amountMinor,
      currency: refund.currency,
      idempotencyKey: refund.idempotencyKey,
      reason: 'requested_by_customer',
    });
    return { made: true, refundId: result.refundId };
  } catch (error) {
    return { made: false, message: error instanceof Error ? error.message : String(error) };
  }
}

export const toRefundView = (refund: BookingRefundDoc | undefined | null): RefundView | null =>
  refund
    ? {
        status: refund.status,
        amount: { amountMinor: refund.amountMinor, currency: refund.currency },
        refundedAt: refund.refundedAt?.toISOString() ?? null,
      }
    : null;
