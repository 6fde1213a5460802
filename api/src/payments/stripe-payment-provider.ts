import { randomUUID } from 'node:crypto';
import { Conflict, Invalid } from '../errors';
import {
  PAYMENT_METHOD_UNUSABLE,
  PaymentDeclined,
  type ChargeRequest,
  type ChargeResult,
  type PaymentProvider,
  type ProviderLedger,
  type RefundRequest,
  type RefundResult,
} from './payment-provider';
import { createStripeClient, StripeRequestError, type StripeClient, type StripeClientOptions } from './stripe-client';

/** This adapter's own messages; card errors carry Stripe's, which it documents as safe to show. */
export const STRIPE_MESSAGES = {
  upiUnavailable: 'UPI IDs cannot be saved at the moment. Please add a card instead.',
  authenticationRequired: 'Your bank asked to confirm this card, which we cannot do here yet. Please use another card.',
  declined: 'Your card was declined.',
} as const;

/** Stripe's `card.brand` values, as PetPal shows them. */
const BRANDS: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  cartes_bancaires: 'Cartes Bancaires',
  eftpos_au: 'eftpos',
};

interface StripePaymentMethod {
  id: string;
  type: string;
  card?: { brand?: string; last4?: string };
}
interface StripeCustomer {
  id: string;
}
interface StripeSetupIntent {
  id: string;
  status: string;
  payment_method: string;
}
interface StripePaymentIntent {
  id: string;
  status: string;
  amount: number;
  currency: string;
}
interface StripeRefund {
  id: string;
  status: string;
  amount: number;
  currency: string;
  payment_intent?: string | null;
  charge?: string | null;
}
/** A page of one of Stripe's list endpoints. */
interface StripeList<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
}

/** Stripe's largest page. */
const STRIPE_LIST_LIMIT = 100;

/**
 * Every object of a Stripe list endpoint (newest first), page by page as Stripe documents it: `limit`, then
 * `starting_after` the last id of the page while `has_more`.
 */
async function listAll<T extends { id: string }>(stripe: StripeClient, path: string, pageSize: number): Promise<T[]> {
  const all: T[] = [];
  let after: string | undefined;
  for (;;) {
    const query = new URLSearchParams({ limit: String(pageSize), ...(after ? { starting_after: after } : {}) });
    const page = await stripe.get<StripeList<T>>(`${path}?${query}`);
    all.push(...page.data);
    const last = page.data.at(-1);
    if (!page.has_more || !last) return all;
    after = last.id;
  }
}

/**
 * The provider side of the ledger from Stripe's own lists: succeeded PaymentIntents are the charges, refunds
 * that were not failed or canceled are the refunds, and what of a charge was refunded is the sum of its refunds.
 */
async function stripeLedger(stripe: StripeClient, pageSize: number): Promise<ProviderLedger> {
  const [intents, allRefunds] = await Promise.all([
    listAll<StripePaymentIntent>(stripe, '/v1/payment_intents', pageSize),
    listAll<StripeRefund>(stripe, '/v1/refunds', pageSize),
  ]);
  const refunds = allRefunds
    .filter((refund) => refund.status !== 'failed' && refund.status !== 'canceled')
    .map((refund) => ({
      refundId: refund.id,
      chargeId: refund.payment_intent ?? refund.charge ?? '',
      amountMinor: refund.amount,
      currency: refund.currency.toUpperCase(),
    }));
  const refunded = new Map<string, number>();
  for (const refund of refunds)
    refunded.set(refund.chargeId, (refunded.get(refund.chargeId) ?? 0) + refund.amountMinor);
  return {
    charges: intents
      .filter((intent) => intent.status === 'succeeded')
      .map((intent) => ({
        chargeId: intent.id,
        amountMinor: intent.amount,
        currency: intent.currency.toUpperCase(),
        refundedMinor: refunded.get(intent.id) ?? 0,
      })),
    refunds,
  };
}

/**
 * A saved card is a Stripe Customer holding one PaymentMethod; both ids make PetPal's token,
 * `cus_...:pm_...`, since off-session charges need the pair.
 */
function toToken(customer: string, paymentMethod: string): string {
  return `${customer}:${paymentMethod}`;
}

function fromToken(token: string): { customer: string; paymentMethod: string } {
  const [customer, paymentMethod, ...rest] = token.split(':');
  if (!customer?.startsWith('cus_') || !paymentMethod?.startsWith('pm_') || rest.length > 0) {
    throw new Invalid('This payment method is no longer available.', undefined, 'payment_method_unknown');
  }
  return { customer, paymentMethod };
}

/**
 * A card error becomes a decline with Stripe's message; a payment method Stripe does not know, or one already
 * attached to a customer, is the browser's to enter again; anything else is ours to fix, not the customer's.
 */
function declineOrThrow(error: unknown): never {
  if (error instanceof StripeRequestError && error.error.type === 'card_error') {
    const { code = 'card_declined', decline_code, message = STRIPE_MESSAGES.declined } = error.error;
    throw new PaymentDeclined(message, decline_code ?? code);
  }
  if (
    error instanceof StripeRequestError &&
    error.error.type === 'invalid_request_error' &&
    error.error.param === 'payment_method'
  ) {
    throw new Invalid(PAYMENT_METHOD_UNUSABLE, { paymentMethodId: PAYMENT_METHOD_UNUSABLE }, 'payment_method_unusable');
  }
  throw error;
}

/**
 * POST /v1/refunds for a PaymentIntent (`pi_...`, what `charge` answers) or a Charge (`ch_...`), under the
 * caller's key, so a retry is Stripe's replay. Stripe's refusals (already refunded, more than is left) are
 * Invalid; a refund Stripe reports failed or canceled is an error for the caller's retry to log.
 */
async function stripeRefund(stripe: StripeClient, request: RefundRequest): Promise<RefundResult> {
  const target = request.chargeId.startsWith('ch_')
    ? { charge: request.chargeId }
    : { payment_intent: request.chargeId };
  try {
    const refund = await stripe.post<StripeRefund>(
      '/v1/refunds',
      { ...target, amount: request.amountMinor, reason: request.reason },
      request.idempotencyKey,
    );
    if (refund.status === 'failed' || refund.status === 'canceled') {
      throw new Error(`Stripe refund ${refund.id} ${refund.status}`);
    }
    return {
      refundId: refund.id,
      status: refund.status === 'succeeded' ? 'succeeded' : 'pending',
      amountMinor: refund.amount,
    };
  } catch (error) {
    if (!(error instanceof StripeRequestError)) throw error;
    if (error.error.type === 'idempotency_error') {
      throw new Conflict('This idempotency key was already used for a different refund.', 'idempotency_key_reused');
    }
    if (error.error.type !== 'invalid_request_error') throw error;
    throw new Invalid(
      error.error.message ?? 'The refund was refused.',
      undefined,
      error.error.code ?? 'refund_refused',
    );
  }
}

export interface StripeProviderOptions extends StripeClientOptions {
  /** Idempotency keys of the requests that save a card; random by default. */
  newKey?: () => string;
  /** The page size of the ledger's list requests (Stripe's `limit`, 1 to 100); 100 by default. */
  ledgerPageSize?: number;
}

/**
 * The production payment provider: Stripe's REST API over fetch. The card was entered in Stripe Elements in
 * the browser, which answered a PaymentMethod id; saving it creates a Customer and a confirmed off-session
 * SetupIntent, which checks the card with the bank and attaches it (a decline is Stripe's card error), then
 * reads the brand and last four from Stripe. Charging confirms an off-session PaymentIntent under the caller's
 * idempotency key. UPI ids are refused: saving one needs the customer to approve a mandate in their UPI app,
 * a flow this provider interface does not have.
 */
export function createStripePaymentProvider({
  newKey = randomUUID,
  ledgerPageSize = STRIPE_LIST_LIMIT,
  ...client
}: StripeProviderOptions): PaymentProvider {
  const stripe = createStripeClient(client);

  return {
    async attachCard(paymentMethodId: string) {
      const key = newKey();
      const customer = await stripe.post<StripeCustomer>('/v1/customers', {}, `${key}-customer`);
      const setup = await stripe
        .post<StripeSetupIntent>(
          '/v1/setup_intents',
          {
            customer: customer.id,
            payment_method: paymentMethodId,
            payment_method_types: ['card'],
            usage: 'off_session',
            confirm: true,
          },
          `${key}-setup`,
        )
        .catch(declineOrThrow);
      if (setup.status !== 'succeeded') {
        throw new PaymentDeclined(STRIPE_MESSAGES.authenticationRequired, 'authentication_required');
      }
      // Stripe's record, not the browser's word: test ids (pm_card_visa) become a new PaymentMethod here.
      const method = await stripe.get<StripePaymentMethod>(
        `/v1/payment_methods/${encodeURIComponent(setup.payment_method)}`,
      );
      if (method.type !== 'card' || !method.card?.last4) {
        throw new Invalid(
          PAYMENT_METHOD_UNUSABLE,
          { paymentMethodId: PAYMENT_METHOD_UNUSABLE },
          'payment_method_unusable',
        );
      }
      return {
        token: toToken(customer.id, method.id),
        brand: BRANDS[method.card.brand ?? ''] ?? 'Card',
        last4: method.card.last4,
      };
    },

    async tokenizeUpi() {
      throw new PaymentDeclined(STRIPE_MESSAGES.upiUnavailable, 'upi_unavailable');
    },

    async charge(request: ChargeRequest): Promise<ChargeResult> {
      const { customer, paymentMethod } = fromToken(request.methodToken);
      try {
        const intent = await stripe.post<StripePaymentIntent>(
          '/v1/payment_intents',
          {
            amount: request.amountMinor,
            currency: request.currency.toLowerCase(),
            customer,
            payment_method: paymentMethod,
            payment_method_types: ['card'],
            description: request.description,
            off_session: true,
            confirm: true,
          },
          request.idempotencyKey,
        );
        if (intent.status === 'succeeded') return { chargeId: intent.id, status: 'succeeded' };
        return { chargeId: intent.id, status: 'declined', declineMessage: STRIPE_MESSAGES.declined };
      } catch (error) {
        if (!(error instanceof StripeRequestError)) throw error;
        if (error.error.type === 'idempotency_error') {
          throw new Conflict('This idempotency key was already used for a different charge.', 'idempotency_key_reused');
        }
        if (error.error.type !== 'card_error') throw error;
        return {
          chargeId: error.error.payment_intent?.id ?? '',
          status: 'declined',
          declineMessage: error.error.message ?? STRIPE_MESSAGES.declined,
        };
      }
    },

    refund: (request: RefundRequest) => stripeRefund(stripe, request),

    ledger: () => stripeLedger(stripe, ledgerPageSize),
  };
}
