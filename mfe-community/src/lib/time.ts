import { format, formatDistanceToNowStrict } from 'date-fns';

/** "just now", "5 minutes ago", "3 days ago". */
export function ago(iso: string): string {
  const at = new Date(iso);
  if (Date.now() - at.getTime() < 60_000) return 'just now';
  return formatDistanceToNowStrict(at, { addSuffix: true });
}

/** The exact moment, for a tooltip: "24 Nov 2026, 7:05 PM". */
export const exactTime = (iso: string) => format(new Date(iso), 'd MMM yyyy, h:mm a');

/** "1 like", "2 likes". */
export const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
