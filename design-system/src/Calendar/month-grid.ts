import {
  addDays,
  addMonths,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  getDay,
  isSameMonth,
  startOfDay,
  startOfMonth,
  startOfWeek,
} from 'date-fns';

/** Weeks of the month, Sunday first; days outside the month are null. */
export function monthWeeks(month: Date): (Date | null)[][] {
  const first = startOfMonth(month);
  const days: (Date | null)[] = eachDayOfInterval({ start: first, end: endOfMonth(month) });
  const cells = [...Array.from({ length: getDay(first) }, () => null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

const aWeek = new Date(2026, 0, 4);

export const weekdayLabels = eachDayOfInterval({ start: startOfWeek(aWeek), end: endOfWeek(aWeek) }).map((day) => ({
  short: format(day, 'EEE'),
  long: format(day, 'EEEE'),
}));

/** The day keyboard focus rests on in a month: the selected day, else today, else the 1st. */
export function restingDay(month: Date, selected: Date | null): Date {
  if (selected && isSameMonth(selected, month)) return selected;
  const today = startOfDay(new Date());
  return isSameMonth(today, month) ? today : startOfMonth(month);
}

const moves: Record<string, (day: Date) => Date> = {
  ArrowLeft: (day) => addDays(day, -1),
  ArrowRight: (day) => addDays(day, 1),
  ArrowUp: (day) => addDays(day, -7),
  ArrowDown: (day) => addDays(day, 7),
  Home: (day) => startOfWeek(day),
  End: (day) => endOfWeek(day),
  PageUp: (day) => addMonths(day, -1),
  PageDown: (day) => addMonths(day, 1),
};

/** Where a grid navigation key moves focus, or null for other keys. */
export function dayAfterKey(day: Date, key: string): Date | null {
  return moves[key]?.(day) ?? null;
}
