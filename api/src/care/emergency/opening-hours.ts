import type { OpeningHours } from './clinics.repository';

/** "HH:MM" of `at` on the clock of `timeZone`. */
export function clockIn(timeZone: string, at: Date): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    at,
  );
}

/** Open at `at` in `timeZone`: always without hours; else within [opens, closes), past midnight when closes < opens. */
export function isOpenAt(hours: OpeningHours | null, timeZone: string, at: Date): boolean {
  if (!hours) return true;
  const now = clockIn(timeZone, at);
  if (hours.opens === hours.closes) return true;
  return hours.opens < hours.closes
    ? now >= hours.opens && now < hours.closes
    : now >= hours.opens || now < hours.closes;
}

export const hoursText = (hours: OpeningHours | null): string =>
  hours ? `Open daily ${hours.opens} to ${hours.closes}` : 'Open 24 hours';
