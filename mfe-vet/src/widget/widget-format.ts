const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "2026-12-07" -> "Mon, Dec 7": the calendar date itself, whatever the visitor's zone. */
export function shortDay(isoDate: string): string {
  return dayFormat.format(new Date(`${isoDate}T00:00:00Z`));
}

/** The spec's slot label, HH:MM - HH:MM. */
export function slotLabel(slot: { startTime: string; endTime: string }): string {
  return `${slot.startTime} - ${slot.endTime}`;
}

/** How many of the next available dates the widget offers at once. */
export const WIDGET_DATES_SHOWN = 10;
