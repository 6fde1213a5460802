/**
 * Hides contact details in a message sent before the pair's booking is accepted (docs/decisions/085): an
 * email address becomes "[email hidden]", and every digit of a run of 7 or more digits (spaces, dots, dashes,
 * brackets and a leading + between them) becomes "•". Shorter numbers (prices, times) and dates stay.
 */
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
const PHONE = /\+?\d(?:[\s().-]*\d){6,}/g;
/** A calendar date (2026-12-01, 01.12.2026) has as many digits as a short phone number but is no contact. */
const DATE = /^(?:\d{4}[-./]\d{1,2}[-./]\d{1,2}|\d{1,2}[-./]\d{1,2}[-./]\d{4})$/;

export const EMAIL_HIDDEN = '[email hidden]';

export function maskContactDetails(text: string): { text: string; masked: boolean } {
  const masked = text
    .replace(EMAIL, EMAIL_HIDDEN)
    .replace(PHONE, (run) => (DATE.test(run) ? run : run.replace(/\d/g, '•')));
  return { text: masked, masked: masked !== text };
}
