/**
 * The checks a card number, expiry and security code pass before a payment provider sees them, with the spec's
 * messages. No zod here: the payment stand-in's card element (shell/platform/payment-stand-in) bundles them
 * (`@petpal/contracts/card-checks`). PetPal's own API never receives a card (decision 051).
 */

export const cardMessages = {
  number: 'Your card number is incorrect.',
  expMonth: "Your card's expiration month is invalid.",
  expYear: "Your card's expiration year is invalid.",
  expired: 'Your card has expired.',
  cvc: "Your card's security code is invalid.",
  holderName: 'Please enter the name on the card.',
  holderNameTooLong: 'Name on card must be at most 100 characters.',
} as const;

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

/** 12 to 19 digits passing Luhn, spaces and dashes allowed. */
export function isCardNumber(value: string): boolean {
  const digits = normalizeCardNumber(value);
  return /^\d{12,19}$/.test(digits) && passesLuhn(digits);
}

/**
 * The card element's postMessage protocol (decision 051), between a PetPal page and the element it frames from
 * the payment provider's origin. Each side checks the other's origin and window before reading a message.
 */
export const CARD_ELEMENT_CHANNEL = 'petpal-card-element';

/** From the page to the element (targetOrigin: the element's origin). */
export type CardElementCommand = { channel: typeof CARD_ELEMENT_CHANNEL } & (
  { type: 'create'; requestId: string } | { type: 'reset' }
);

/** From the element to the page (targetOrigin: the `parentOrigin` the element was framed with). */
export type CardElementEvent = { channel: typeof CARD_ELEMENT_CHANNEL } & (
  | { type: 'ready' }
  | { type: 'resize'; height: number }
  /** Enter was pressed in a field: the page submits its form. */
  | { type: 'submit' }
  | { type: 'result'; requestId: string; paymentMethodId: string }
  /** `field` set: the element shows the message beside that field; else the page shows it. */
  | { type: 'result'; requestId: string; error: { message: string; field?: string } }
);
