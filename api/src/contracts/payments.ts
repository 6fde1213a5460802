/** Saved payment methods (spec section 3, payment_methods): only brand, last four and a provider token are kept. */
import * as z from 'zod/mini';

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

export const cardMessages = {
  number: 'Your card number is incorrect.',
  expMonth: "Your card's expiration month is invalid.",
  expYear: "Your card's expiration year is invalid.",
  expired: 'Your card has expired.',
  cvc: "Your card's security code is invalid.",
  holderName: 'Please enter the name on the card.',
  holderNameTooLong: 'Name on card must be at most 100 characters.',
} as const;

export const UPI_ID_MESSAGE = 'Please enter a valid UPI ID (e.g. name@bank).';

/** `name@bank`: a handle of letters, digits, dots, dashes or underscores, then the bank's letters. */
const UPI_ID = /^[a-z0-9][a-z0-9._-]{0,255}@[a-z][a-z0-9]{1,63}$/;

/** Digits only: spaces and dashes as typed are dropped. */
export function normalizeCardNumber(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card is valid through the last day of its expiry month. */
export function isCardExpired(expMonth: number, expYear: number, now: Date = new Date()): boolean {
  const year = now.getFullYear();
  return expYear < year || (expYear === year && expMonth < now.getMonth() + 1);
}

export function isUpiId(value: string): boolean {
  return UPI_ID.test(value);
}

export const AddCardInput = z
  .strictObject({
    methodType: z.literal('card'),
    cardNumber: z
      .string({ error: cardMessages.number })
      .check(
        z.overwrite(normalizeCardNumber),
        z.regex(/^\d{12,19}$/, cardMessages.number),
        z.refine(passesLuhn, cardMessages.number),
      ),
    expMonth: z
      .number({ error: cardMessages.expMonth })
      .check(z.int(cardMessages.expMonth), z.gte(1, cardMessages.expMonth), z.lte(12, cardMessages.expMonth)),
    expYear: z
      .number({ error: cardMessages.expYear })
      .check(z.int(cardMessages.expYear), z.gte(2000, cardMessages.expYear), z.lte(2099, cardMessages.expYear)),
    cvc: z.string({ error: cardMessages.cvc }).check(z.regex(/^\d{3,4}$/, cardMessages.cvc)),
    holderName: z
      .string({ error: cardMessages.holderName })
      .check(z.trim(), z.minLength(1, cardMessages.holderName), z.maxLength(100, cardMessages.holderNameTooLong)),
  })
  .check(
    z.refine((card) => !isCardExpired(card.expMonth, card.expYear), {
      message: cardMessages.expired,
      path: ['expYear'],
    }),
  );
export type AddCardInput = z.input<typeof AddCardInput>;

export const AddUpiInput = z.strictObject({
  methodType: z.literal('upi'),
  upiId: z
    .string({ error: UPI_ID_MESSAGE })
    .check(z.trim(), z.toLowerCase(), z.maxLength(320, UPI_ID_MESSAGE), z.refine(isUpiId, UPI_ID_MESSAGE)),
});
export type AddUpiInput = z.input<typeof AddUpiInput>;

/** POST /api/auth/payment-methods: a card (tokenized by the payment provider, then dropped) or a UPI id. */
export const AddPaymentMethodInput = z.discriminatedUnion('methodType', [AddCardInput, AddUpiInput]);
export type AddPaymentMethodInput = z.input<typeof AddPaymentMethodInput>;
/** A validated AddPaymentMethodInput (card number digits only, names trimmed). */
export type NewPaymentMethod = z.output<typeof AddPaymentMethodInput>;
