import { addDays, format } from 'date-fns';
import { TODO_REPEAT_LABELS, type TodoTask } from '@petpal/contracts';

/** A calendar date (YYYY-MM-DD) at local noon, for date-fns (no clock change falls at noon). */
export function calendarDay(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day, 12);
}

const isoOf = (day: Date) => format(day, 'yyyy-MM-dd');

/** "Today", "Tomorrow", "Yesterday", else "Mon 9 Mar" (with the year when it is not `today`'s). */
export function dayLabel(date: string, today: string): string {
  const now = calendarDay(today);
  if (date === today) return 'Today';
  if (date === isoOf(addDays(now, 1))) return 'Tomorrow';
  if (date === isoOf(addDays(now, -1))) return 'Yesterday';
  return format(calendarDay(date), date.slice(0, 4) === today.slice(0, 4) ? 'EEE d MMM' : 'EEE d MMM yyyy');
}

/** When an occurrence is due: "Today, 09:00", "Mon 9 Mar" (an all-day task has no time). */
export const dueLabel = (due: Pick<TodoTask, 'dueDate' | 'dueTime'>, today: string) =>
  due.dueTime ? `${dayLabel(due.dueDate, today)}, ${due.dueTime}` : dayLabel(due.dueDate, today);

export const repeatLabel = (task: Pick<TodoTask, 'repeat'>) => TODO_REPEAT_LABELS[task.repeat];

/** Today's date in the browser's zone. */
export const localToday = (now = new Date()) => isoOf(now);
