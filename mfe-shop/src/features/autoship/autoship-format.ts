import { AUTOSHIP_DISCOUNT_PERCENT, AUTOSHIP_FREQUENCIES, type AutoshipStatus } from '@petpal/contracts';

/** The promise the product page and the form make. */
export const AUTOSHIP_SAVE_LINE = `Save ${AUTOSHIP_DISCOUNT_PERCENT}% on every Autoship delivery`;
export const AUTOSHIP_OFFER_TITLE = `Autoship & save ${AUTOSHIP_DISCOUNT_PERCENT}%`;

/** "Every week", "Every 4 weeks". */
export const frequencyLabel = (weeks: number) => (weeks === 1 ? 'Every week' : `Every ${weeks} weeks`);

export const FREQUENCY_OPTIONS = AUTOSHIP_FREQUENCIES.map((weeks) => ({
  value: String(weeks),
  label: frequencyLabel(weeks),
}));

/** The frequency the form starts with (Chewy's usual: every 4 weeks). */
export const DEFAULT_FREQUENCY = 4;

/** A `weeks` value from a URL or a select: one of the allowed frequencies, else the default. */
export function frequencyFrom(value: string | null): number {
  const weeks = Number(value);
  return (AUTOSHIP_FREQUENCIES as readonly number[]).includes(weeks) ? weeks : DEFAULT_FREQUENCY;
}

export const AUTOSHIP_STATUS_LABELS = {
  active: 'Active',
  paused: 'Paused',
  cancelled: 'Cancelled',
} as const satisfies Record<AutoshipStatus, string>;

/** "Tuesday, 7 December 2026". */
export const deliveryDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(iso),
  );
