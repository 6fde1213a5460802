// The browser's own formatter: date-fns' `format` (every token and the en-US locale, 6.8 KB gzip) stays out of the
// first screens that show a day, e.g. the vet list's "Next available" and reviews (decision 108).
const longDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/**
 * A day as the spec writes it (MMMM d, yyyy): "2026-12-07" -> "December 7, 2026". A calendar day is that day; an
 * instant ("2026-11-24T19:05:00.000Z") is its day on the visitor's clock, as date-fns' `parseISO` read both.
 */
export function formatLongDate(iso: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(iso);
  return longDate.format(date);
}
