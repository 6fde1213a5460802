import { TRAINING_REQUEST_EXPIRY_HOURS } from '@petpal/contracts';
import { answerDeadlineOf, cellsOf, instantOf } from '../../scheduling';

/** Claims sit on 15-minute cells of real time, so sessions booked from zones a quarter hour apart still meet. */
export const TRAINING_CELL_MINUTES = 15;

/** The session's first and last moment. */
export function sessionSpan(input: { timeZone: string; appointmentDate: string; startTime: string; endTime: string }) {
  return {
    startsAt: new Date(instantOf(input.timeZone, input.appointmentDate, input.startTime)),
    endsAt: new Date(instantOf(input.timeZone, input.appointmentDate, input.endTime)),
  };
}

/** Every cell (epoch minutes) the session touches. */
export const trainingCells = (startsAt: Date, endsAt: Date): number[] =>
  cellsOf(startsAt.getTime(), endsAt.getTime(), TRAINING_CELL_MINUTES);

/** A pending online request expires 24 hours after it was sent, or when it starts if that comes first. */
export const trainingExpiryOf = (createdAt: Date, startsAt: Date): Date =>
  answerDeadlineOf(createdAt, startsAt, TRAINING_REQUEST_EXPIRY_HOURS);
