import { Invalid } from '../errors';
import type { ProviderLedger } from './provider-ledger';

export type { ProviderLedger } from './provider-ledger';

/** What may be kept of a card: the provider's token, the brand and the last four digits. */
export interface TokenizedCard {
  token: string;
  brand: string;
  last4: string;
}

export interface TokenizedUpi {
  token: string;
  upiId: string;
}

export interface ChargeRequest {
  methodToken: string;
  /** In the currency's minor unit (paise, cents). */
  amountMinor: number;
  /** ISO 4217, e.g. 'INR'. */
  currency: string;
  /** A retry with the same key returns the first charge instead of charging again. */
  idempotencyKey: string;
  description: string;
}

export interface ChargeResult {
  chargeId: string;
  status: 'succeeded' | 'declined';
  declineMessage?: string;
}

export interface RefundRequest {
  /** The provider's id of the succeeded charge being refunded. */
  chargeId: string;
  /** In the charge's minor unit; never more than what of the charge is not refunded yet. */
  amountMinor: number;
  currency: string;
  /** Derived from what is refunded (e.g. `refund:order:<id>`): a retry returns the first refund. */
  idempotencyKey: string;
  reason: 'requested_by_customer' | 'duplicate' | 'fraudulent';
}

export interface RefundResult {
  refundId: string;
  status: 'succeeded' | 'pending';
  amountMinor: number;
}

/**
 * The edge between PetPal and a payment processor. Cards never pass through PetPal: the customer types them
 * into the processor's own element in the browser, which answers a payment method id (decision 051); saving
 * attaches that id for later off-session charges, which use the token.
 */
export interface PaymentProvider {
  /**
   * Sets up the payment method the processor's element created (`pm_...`) for off-session charges; the brand
   * and last four come from the processor, never from the browser. Throws PaymentDeclined with the processor's
   * message when the bank refuses the card, Invalid when the id is unknown or already saved.
   */
  attachCard(paymentMethodId: string): Promise<TokenizedCard>;
  /** Throws PaymentDeclined when the UPI id is not of the form name@bank. */
  tokenizeUpi(upiId: string): Promise<TokenizedUpi>;
  /** Idempotent by `idempotencyKey`; a decline is a result, not an error. */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /**
   * Gives back (part of) a succeeded charge. Idempotent by `idempotencyKey`; Invalid when the amount is
   * more than the charge's unrefunded amount or the charge is unknown or not succeeded.
   */
  refund(request: RefundRequest): Promise<RefundResult>;
  /**
   * Every succeeded charge and every refund the processor holds for this account, read from the processor
   * itself: the provider side of the ledger check (docs/decisions/050). A read; it changes nothing.
   */
  ledger(): Promise<ProviderLedger>;
}

/** The processor refused a card or UPI id; `message` is safe to show to the customer. */
/** The element's payment method id is unknown to the processor, or already saved by someone. */
export const PAYMENT_METHOD_UNUSABLE = 'This card could not be saved. Please enter it again.';

export class PaymentDeclined extends Invalid {
  override name = 'PaymentDeclined';
  constructor(message: string, code = 'card_declined') {
    super(message, undefined, code);
  }
}
