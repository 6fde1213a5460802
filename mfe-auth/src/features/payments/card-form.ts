import { AddCardInput } from '@petpal/api/contracts';
import type * as z from 'zod/mini';
import { pickFieldErrors, type FormValidation } from '../session/form-errors';

export const cardFields = ['cardNumber', 'expiry', 'cvc', 'holderName'] as const;
export type CardField = (typeof cardFields)[number];
export type CardFormValues = Record<CardField, string>;
export type CardData = z.output<typeof AddCardInput>;

export const emptyCard: CardFormValues = { cardNumber: '', expiry: '', cvc: '', holderName: '' };

export const EXPIRY_FORMAT_MESSAGE = 'Please enter the expiry date as MM/YY.';

/** "4242424242424242" -> "4242 4242 4242 4242", as the number is typed (at most 19 digits). */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1234" -> "12/34": the slash appears once the month is complete. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

function parseExpiry(value: string): { expMonth: number; expYear: number } | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  return match ? { expMonth: Number(match[1]), expYear: 2000 + Number(match[2]) } : null;
}

/** Checks the card form with the contract the API applies (Luhn, expiry, CVC, name), expiry read as MM/YY. */
export function validateCardForm(values: CardFormValues): FormValidation<CardData, CardField> {
  const expiry = parseExpiry(values.expiry);
  const result = AddCardInput.safeParse({
    methodType: 'card',
    cardNumber: values.cardNumber,
    expMonth: expiry?.expMonth,
    expYear: expiry?.expYear,
    cvc: values.cvc,
    holderName: values.holderName,
  });
  if (result.success) return { success: true, data: result.data };
  const errors = pickFieldErrors(
    cardFields,
    result.error.issues.map((issue): [unknown, string] => {
      const field = issue.path[0];
      return [field === 'expMonth' || field === 'expYear' ? 'expiry' : field, issue.message];
    }),
  );
  return { success: false, errors: expiry ? errors : { ...errors, expiry: EXPIRY_FORMAT_MESSAGE } };
}
