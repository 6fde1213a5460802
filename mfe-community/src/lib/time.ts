// The browser's own formatter (Intl): date-fns' `format` with its en-US locale stays out of the feed, the first
// screen, which shows every post's time (decision 108). The words are date-fns' en-US ones, held equal by
// time.test.ts. How long ago: the design system's `timeAgo`.

const moment = new Intl.DateTimeFormat('en-US', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** The exact moment, for a tooltip: "24 Nov 2026, 7:05 PM". */
export function exactTime(iso: string): string {
  const parts = Object.fromEntries(moment.formatToParts(new Date(iso)).map(({ type, value }) => [type, value]));
  return `${parts.day} ${parts.month} ${parts.year}, ${parts.hour}:${parts.minute} ${parts.dayPeriod}`;
}

/** "1 like", "2 likes". */
export const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
