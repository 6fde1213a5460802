import type { NextAvailable } from '@petpal/contracts';
import { currencySymbol } from '@petpal/design-system';
import { formatDay } from '../../lib/format';

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

/** "December 4, 2026, 09:00" in the vet's zone (the card names the zone), or the lack of one. */
export function nextAvailableLabel(next: NextAvailable): string {
  return next ? `${formatDay(next.date)}, ${next.startTime}` : NO_OPEN_TIME;
}

export const NO_OPEN_TIME = 'No open times in the next 30 days';
