import { currencySymbol } from '@petpal/design-system';

/** Spec section 5: the average rounded to 1 decimal, 0 without ratings ("4.5", "4", "0"). */
export function formatRating(average: number): string {
  return String(Math.round(average * 10) / 10);
}

export function reviewCountLabel(count: number): string {
  return count === 1 ? '1 review' : `${count} reviews`;
}

/** Spec section 9: $ for a stored country of United States, USA or US, else ₹ ("₹500"). */
export function formatFee(fee: number, country: string | null | undefined): string {
  return `${currencySymbol(country)}${fee.toLocaleString('en-IN')}`;
}
