/** Saved payment methods (spec section 3, payment_methods): only brand, last four and a provider token are kept. */
import * as z from 'zod/mini';

export * from './card-checks';

export const PaymentMethodType = z.enum(['card', 'upi']);
export type PaymentMethodType = z.infer<typeof PaymentMethodType>;

/** A saved method as the API shows it: never a card number or security code. */
export const PaymentMethod = z.object({
  id: z.string(),
  methodType: PaymentMethodType,
  isDefault: z.boolean(),
  cardBrand: z.optional(z.string()),
  cardLastFour: z.optional(z.string()),
  upiId: z.optional(z.string()),
});
export type PaymentMethod = z.infer<typeof PaymentMethod>;

/** The user's methods, default first. */
export const PaymentMethodList = z.object({ methods: z.array(PaymentMethod) });
export type PaymentMethodList = z.infer<typeof PaymentMethodList>;

export const UPI_ID_MESSAGE = 'Please enter a valid UPI ID (e.g. name@bank).';

/** `name@bank`: a handle of letters, digits, dots, dashes or underscores, then the bank's letters. */
const UPI_ID = /^[a-z0-9][a-z0-9._-]{0,255}@[a-z][a-z0-9]{1,63}$/;

export function isUpiId(value: string): boolean {
  return UPI_ID.test(value);
}

/** A provider payment method id ("pm_..."), as Stripe Elements or the stand-in element answer it. */
const PAYMENT_METHOD_ID = /^pm_[A-Za-z0-9_]{1,200}$/;
export const PAYMENT_METHOD_ID_MESSAGE = 'Please enter your card again.';

/**
 * A card as our API takes it: the payment method id the provider's element returned in the browser, nothing
 * else. Card numbers and security codes are unknown fields, refused with 400 (decision 051).
 */
export const AddCardInput = z.strictObject({
  methodType: z.literal('card'),
  paymentMethodId: z
    .string({ error: PAYMENT_METHOD_ID_MESSAGE })
    .check(z.regex(PAYMENT_METHOD_ID, PAYMENT_METHOD_ID_MESSAGE)),
});
export type AddCardInput = z.input<typeof AddCardInput>;

export const AddUpiInput = z.strictObject({
  methodType: z.literal('upi'),
  upiId: z
    .string({ error: UPI_ID_MESSAGE })
    .check(z.trim(), z.toLowerCase(), z.maxLength(320, UPI_ID_MESSAGE), z.refine(isUpiId, UPI_ID_MESSAGE)),
});
export type AddUpiInput = z.input<typeof AddUpiInput>;

/** POST /api/auth/payment-methods: a card (the provider's payment method id) or a UPI id. */
export const AddPaymentMethodInput = z.discriminatedUnion('methodType', [AddCardInput, AddUpiInput]);
export type AddPaymentMethodInput = z.input<typeof AddPaymentMethodInput>;
/** A validated AddPaymentMethodInput (the UPI id trimmed and lower-cased). */
export type NewPaymentMethod = z.output<typeof AddPaymentMethodInput>;

/**
 * GET /api/auth/payment-methods/card-entry: how this browser enters a card. `stripe`: Stripe Elements (Stripe.js)
 * with the publishable key; `frame`: the payment stand-in's element page in an iframe (development and e2e);
 * `unavailable`: no element is configured (the API runs alone), so cards cannot be added.
 */
export const CardEntryConfig = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('stripe'), publishableKey: z.string() }),
  z.object({ kind: z.literal('frame'), publishableKey: z.string(), frameUrl: z.string() }),
  z.object({ kind: z.literal('unavailable') }),
]);
export type CardEntryConfig = z.infer<typeof CardEntryConfig>;
