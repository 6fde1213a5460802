import { TRAINING_REQUEST_EXPIRY_HOURS } from '@petpal/contracts';
import { instantOf } from '../requests/request-time';

/** Claims sit on 15-minute cells of real time, so sessions booked from zones a quarter hour apart still meet. */
export const TRAINING_CELL_MINUTES = 15;
const CELL_MS = TRAINING_CELL_MINUTES * 60_000;
const EXPIRY_MS = TRAINING_REQUEST_EXPIRY_HOURS * 3_600_000;

/** The session's first and last moment. */
export function sessionSpan(input: { timeZone: string; appointmentDate: string; startTime: string; endTime: string }) {
  return {
    startsAt: new Date(instantOf(input.timeZone, input.appointmentDate, input.startTime)),
    endsAt: new Date(instantOf(input.timeZone, input.appointmentDate, input.endTime)),
  };
}

/** Every cell (epoch minutes) the session touches. */
export function trainingCells(startsAt: Date, endsAt: Date): number[] {
  const cells: number[] = [];
  for (let ms = Math.floor(startsAt.getTime() / CELL_MS) * CELL_MS; ms < endsAt.getTime(); ms += CELL_MS) {
    cells.push(ms / 60_000);
  }
  return cells;
}

/** A pending online request expires 24 hours after it was sent, or when it starts if that comes first. */
export function trainingExpiryOf(createdAt: Date, startsAt: Date): Date {
  return new Date(Math.min(createdAt.getTime() + EXPIRY_MS, startsAt.getTime()));
}
