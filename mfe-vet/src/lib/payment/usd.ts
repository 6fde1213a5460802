/**
 * The record's currency is INR (spec section 9); the Payment Required screen shows USD. The display uses
 * this fixed rate (rupees per US dollar, the late-2026 average, rounded) instead of a live one, so the
 * amount shown never changes between opening the screen and paying; the charge itself stays in INR.
 */
export const INR_PER_USD = 84;

/** 500 -> "$5.95". */
export function formatUsd(amountInr: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amountInr / INR_PER_USD);
}
