import { Invalid } from '../errors';

export interface CardDetails {
  /** Digits, spaces or dashes allowed. Used for tokenizing only: never stored or logged. */
  number: string;
  expMonth: number;
  expYear: number;
  /** Never stored or logged. */
  cvc: string;
  holderName: string;
}

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
 * The edge between PetPal and a payment processor: card details go in once and come back as a token;
 * later charges use the token. Implementations must never store or log a card number or security code.
 */
export interface PaymentProvider {
  /** Throws PaymentDeclined with the processor's message when the card is refused. */
  tokenizeCard(card: CardDetails): Promise<TokenizedCard>;
  /** Throws PaymentDeclined when the UPI id is not of the form name@bank. */
  tokenizeUpi(upiId: string): Promise<TokenizedUpi>;
  /** Idempotent by `idempotencyKey`; a decline is a result, not an error. */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /**
   * Gives back (part of) a succeeded charge. Idempotent by `idempotencyKey`; Invalid when the amount is
   * more than the charge's unrefunded amount or the charge is unknown or not succeeded.
   */
  refund(request: RefundRequest): Promise<RefundResult>;
}

/** The processor refused a card or UPI id; `message` is safe to show to the customer. */
export class PaymentDeclined extends Invalid {
  override name = 'PaymentDeclined';
  constructor(message: string, code = 'card_declined') {
    super(message, undefined, code);
  }
}
