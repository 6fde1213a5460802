const WEEK_MS = 7 * 24 * 3_600_000;

/** One period after `from`. */
export const addWeeks = (from: Date, weeks: number) => new Date(from.getTime() + weeks * WEEK_MS);

/**
 * The next occurrence after one placed (or skipped) at `occurrence`: one period on, and further while that
 * is still not after `now` (after an outage, missed deliveries are not all sent at once).
 */
export function nextOccurrence(occurrence: Date, weeks: number, now: Date): Date {
  let next = addWeeks(occurrence, weeks);
  while (next <= now) next = addWeeks(next, weeks);
  return next;
}

/** The payment provider's key of one occurrence: a re-run of it can never charge twice. */
export const autoshipProviderKey = (autoshipId: string, occurrence: Date) =>
  `shop-autoship:${autoshipId}:${occurrence.toISOString()}`;
