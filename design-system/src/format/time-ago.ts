// How long ago something happened, with the browser's own formatter (Intl.RelativeTimeFormat): date-fns'
// distance functions and their en-US locale (3.4-5.6 KB gzip) stay out of the first screens that show times (the
// feed, the reports list: decision 108). One wording everywhere: posts, comments, listings, reports, messages and the
// bell. The words are date-fns' `formatDistanceToNowStrict` en-US ones, held equal by time-ago.test.ts.

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'always' });

const MINUTES_IN_DAY = 1_440;
const MINUTES_IN_MONTH = 43_200;
const MINUTES_IN_YEAR = 525_600;

/** How far `at` is from now, in the largest unit under its next one (a strict distance, rounded). */
function distance(at: Date, now: Date): [number, Intl.RelativeTimeFormatUnit] {
  const ms = Math.abs(now.getTime() - at.getTime());
  const minutes = ms / 60_000;
  // Days and longer count calendar time: a clock change between the two moments does not make a day 23 hours.
  const [later, earlier] = now > at ? [now, at] : [at, now];
  const offsetChange = (earlier.getTimezoneOffset() - later.getTimezoneOffset()) * 60_000;
  const calendarMinutes = (ms + offsetChange) / 60_000;
  if (minutes < 1) return [Math.round(ms / 1_000), 'second'];
  if (minutes < 60) return [Math.round(minutes), 'minute'];
  if (minutes < MINUTES_IN_DAY) return [Math.round(minutes / 60), 'hour'];
  if (calendarMinutes < MINUTES_IN_MONTH) return [Math.round(calendarMinutes / MINUTES_IN_DAY), 'day'];
  if (calendarMinutes < MINUTES_IN_YEAR) {
    const months = Math.round(calendarMinutes / MINUTES_IN_MONTH);
    return months === 12 ? [1, 'year'] : [months, 'month'];
  }
  return [Math.round(calendarMinutes / MINUTES_IN_YEAR), 'year'];
}

/** "just now", "5 minutes ago", "3 days ago". */
export function timeAgo(iso: string): string {
  const at = new Date(iso);
  const now = new Date();
  if (now.getTime() - at.getTime() < 60_000) return 'just now';
  const [value, unit] = distance(at, now);
  return relative.format(at < now ? -value : value, unit);
}
