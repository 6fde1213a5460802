import { TRAINER_TIME_OPTIONS } from '@petpal/contracts';

const options = (times: readonly string[]) => times.map((time) => ({ value: time, label: time }));

/** Spec section 9's half hours from 09:00 to 20:00: a session starts by 19:30 and ends from 09:30. */
export const startTimeOptions = options(TRAINER_TIME_OPTIONS.slice(0, -1));
export const endTimeOptions = options(TRAINER_TIME_OPTIONS.slice(1));

/** An end for a new start: the chosen end while it is still later, else an hour on (20:00 at the latest). */
export function endFor(startTime: string, endTime: string): string {
  if (endTime && endTime > startTime) return endTime;
  const index = TRAINER_TIME_OPTIONS.indexOf(startTime);
  if (index < 0) return endTime;
  return TRAINER_TIME_OPTIONS[Math.min(index + 2, TRAINER_TIME_OPTIONS.length - 1)] ?? endTime;
}
