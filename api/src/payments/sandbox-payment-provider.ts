import { randomBytes } from 'node:crypto';
import { isUpiId, UPI_ID_MESSAGE } from '@petpal/contracts';
import type { DataPort } from '../data/port';
import { Conflict, Invalid } from '../errors';
import { readSandboxLedger } from './provider-ledger';
import {
  PAYMENT_METHOD_UNUSABLE,
  PaymentDeclined,
  type ChargeRequest,
  type ChargeResult,
  type PaymentProvider,
  type RefundRequest,
  type RefundResult,
} from './payment-provider';
import {
  createSandboxRepository,
  type ChargeOutcome,
  type SandboxChargeDoc,
  type SandboxRefundDoc,
  type SandboxRepository,
} from './sandbox.repository';
import { TEST_PAYMENT_METHOD_CARDS } from './test-payment-methods';

/** The sandbox's own messages. */
export const SANDBOX_MESSAGES = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  unknownToken: 'This payment method is no longer available.',
  refundUnknownCharge: 'There is no succeeded charge with this id to refund.',
  refundTooMuch: 'The refund is more than what is left of the charge.',
} as const;

interface TestCard {
  brand: string;
  /** Set when adding the card is refused, with the processor's message. */
  declineOnSave?: { code: string; message: string };
  chargeOutcome: ChargeOutcome;
}

/** The sandbox's test cards, as in card processors' test modes, reached through Stripe's test payment method ids. */
export const SANDBOX_TEST_CARDS: Readonly<Record<string, TestCard>> = {
  '4242424242424242': { brand: 'Visa', chargeOutcome: 'succeed' },
  '5555555555554444': { brand: 'Mastercard', chargeOutcome: 'succeed' },
  '4000000000000002': {
    brand: 'Visa',
    declineOnSave: { code: 'card_declined', message: SANDBOX_MESSAGES.declined },
    chargeOutcome: 'declined',
  },
  '4000000000009995': {
    brand: 'Visa',
    declineOnSave: { code: 'insufficient_funds', message: SANDBOX_MESSAGES.insufficientFunds },
    chargeOutcome: 'insufficient_funds',
  },
  /** Saving succeeds; every charge is declined (for testing payment failures). */
  '4000000000000341': { brand: 'Visa', chargeOutcome: 'declined' },
};

const declineMessages: Record<Exclude<ChargeOutcome, 'succeed'>, string> = {
  declined: SANDBOX_MESSAGES.declined,
  insufficient_funds: SANDBOX_MESSAGES.insufficientFunds,
};

const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** A token this sandbox issued (tok_sandbox_..., upi_sandbox_...). */
export const isSandboxToken = (token: string) => /^(tok|upi)_sandbox_/.test(token);
/** A charge the sandbox made (a UPI payment outside production, decision 051): refunded by the sandbox too. */
export const isSandboxCharge = (chargeId: string) => chargeId.startsWith('ch_sandbox_');

function checkChargeRequest({ amountMinor, currency, idempotencyKey }: ChargeRequest): void {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0)
    throw new Invalid('The amount must be a positive integer.');
  if (!/^[A-Z]{3}$/.test(currency)) throw new Invalid('The currency must be an ISO 4217 code such as INR.');
  if (idempotencyKey.length === 0 || idempotencyKey.length > 255) throw new Invalid('An idempotency key is required.');
}

function toResult(charge: SandboxChargeDoc, request: ChargeRequest): ChargeResult {
  if (
    charge.methodToken !== request.methodToken ||
    charge.amountMinor !== request.amountMinor ||
    charge.currency !== request.currency
  ) {
    throw new Conflict('This idempotency key was already used for a different charge.', 'idempotency_key_reused');
  }
  return {
    chargeId: charge._id,
    status: charge.status,
    ...(charge.declineMessage ? { declineMessage: charge.declineMessage } : {}),
  };
}

function refundResult(refund: SandboxRefundDoc, request: RefundRequest): RefundResult {
  if (refund.chargeId !== request.chargeId || refund.amountMinor !== request.amountMinor) {
    throw new Conflict('This idempotency key was already used for a different refund.', 'idempotency_key_reused');
  }
  return { refundId: refund._id, status: 'succeeded', amountMinor: refund.amountMinor };
}

/**
 * A sandbox refund: the key is claimed first (a retry or a racing duplicate answers the first refund), then
 * the amount is counted on the charge by a conditional write, so a charge is never refunded past its amount.
 */
async function sandboxRefund(repo: SandboxRepository, request: RefundRequest, at: Date): Promise<RefundResult> {
  if (!Number.isSafeInteger(request.amountMinor) || request.amountMinor <= 0)
    throw new Invalid('The amount must be a positive integer.');
  if (request.idempotencyKey.length === 0 || request.idempotencyKey.length > 255)
    throw new Invalid('An idempotency key is required.');
  const earlier = await repo.findRefundByKey(request.idempotencyKey);
  if (earlier) return refundResult(earlier, request);
  const charge = await repo.findCharge(request.chargeId);
  if (!charge || charge.status !== 'succeeded' || charge.currency !== request.currency) {
    throw new Invalid(SANDBOX_MESSAGES.refundUnknownCharge, undefined, 'charge_not_refundable');
  }
  const { refund, inserted } = await repo.insertRefundOnce({
    _id: randomId('re_sandbox'),
    idempotencyKey: request.idempotencyKey,
    chargeId: request.chargeId,
    amountMinor: request.amountMinor,
    currency: request.currency,
    reason: request.reason,
    createdAt: at,
  });
  if (!inserted) return refundResult(refund, request);
  if (!(await repo.reserveRefund(request.chargeId, request.amountMinor))) {
    await repo.deleteRefund(refund._id);
    throw new Invalid(SANDBOX_MESSAGES.refundTooMuch, undefined, 'refund_exceeds_charge');
  }
  return refundResult(refund, request);
}

/**
 * The API's in-process test payment provider, for its unit tests (decision 051): a documented test double at the
 * edge of the card network. It takes only Stripe's test payment method ids (TEST_PAYMENT_METHODS: pm_card_visa
 * succeeds, pm_card_chargeDeclined is declined when saved...), since no browser element runs in a unit test;
 * charges are idempotent by key (stored in `sandbox_charges`, so a retry never charges twice). `npm start` and
 * the e2e platform use the Stripe adapter against the payment stand-in instead.
 */
export function createSandboxPaymentProvider(db: DataPort, now: () => Date = () => new Date()): PaymentProvider {
  const repo = createSandboxRepository(db);

  return {
    async attachCard(paymentMethodId: string) {
      const number = TEST_PAYMENT_METHOD_CARDS[paymentMethodId];
      const testCard = number ? SANDBOX_TEST_CARDS[number] : undefined;
      if (!number || !testCard) {
        throw new Invalid(
          PAYMENT_METHOD_UNUSABLE,
          { paymentMethodId: PAYMENT_METHOD_UNUSABLE },
          'payment_method_unusable',
        );
      }
      if (testCard.declineOnSave)
        throw new PaymentDeclined(testCard.declineOnSave.message, testCard.declineOnSave.code);

      const token = randomId('tok_sandbox');
      await repo.insertToken({ _id: token, kind: 'card', chargeOutcome: testCard.chargeOutcome, createdAt: now() });
      return { token, brand: testCard.brand, last4: number.slice(-4) };
    },

    async tokenizeUpi(upiId: string) {
      const normalized = upiId.trim().toLowerCase();
      if (!isUpiId(normalized)) throw new PaymentDeclined(UPI_ID_MESSAGE, 'invalid_upi_id');
      const token = randomId('upi_sandbox');
      await repo.insertToken({ _id: token, kind: 'upi', chargeOutcome: 'succeed', createdAt: now() });
      return { token, upiId: normalized };
    },

    async charge(request: ChargeRequest) {
      checkChargeRequest(request);
      const earlier = await repo.findChargeByKey(request.idempotencyKey);
      if (earlier) return toResult(earlier, request);

      const method = await repo.findToken(request.methodToken);
      if (!method) throw new Invalid(SANDBOX_MESSAGES.unknownToken, undefined, 'payment_method_unknown');
      const declined = method.chargeOutcome === 'succeed' ? null : declineMessages[method.chargeOutcome];
      const stored = await repo.insertChargeOnce({
        _id: randomId('ch_sandbox'),
        idempotencyKey: request.idempotencyKey,
        methodToken: request.methodToken,
        amountMinor: request.amountMinor,
        currency: request.currency,
        description: request.description,
        status: declined ? 'declined' : 'succeeded',
        ...(declined ? { declineMessage: declined } : {}),
        createdAt: now(),
      });
      return toResult(stored, request);
    },

    refund: (request: RefundRequest) => sandboxRefund(repo, request, now()),

    ledger: () => readSandboxLedger(db),
  };
}
