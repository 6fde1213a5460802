/** A vet's bookable dates and slots in the vet's own zone (spec sections 5 and 9). */
import * as z from 'zod/mini';
import { IsoDate, ClockTime, EndTime } from './common';

/** A provider's booking window (a vet's, a stylist's): its zone, its dates and which of them can be booked. */
export const bookingWindowFields = {
  timeZone: z.string(),
  today: IsoDate,
  lastDate: IsoDate,
  availableDates: z.array(IsoDate),
  holidays: z.array(IsoDate),
  hasSchedules: z.boolean(),
  /** Dates in the window with an is_available schedule, holiday or not. */
  scheduledDates: z.array(IsoDate),
};

/**
 * GET /api/vet/vets/:vetId/availability: the booking window (today in the vet's zone through 30 days
 * ahead). `availableDates` have at least one bookable slot; `holidays` are window dates inside a holiday.
 * `hasSchedules` false shows "No available dates found"; schedules whose every date is a holiday show
 * "All available dates are holidays".
 */
export const VetAvailability = z.object({ vetId: z.string(), ...bookingWindowFields });
export type VetAvailability = z.infer<typeof VetAvailability>;

/** Time slot (spec section 3, derived). */
export const TimeSlot = z.object({
  date: IsoDate,
  startTime: ClockTime,
  endTime: EndTime,
  scheduleId: z.string(),
  /** The slot's start as an instant, so a browser in another zone can show both. */
  startsAt: z.iso.datetime(),
});
export type TimeSlot = z.infer<typeof TimeSlot>;

/**
 * A provider's first bookable slot in the booking window (the card's "next available time"), in the
 * provider's zone, with its instant; null when nothing is open in the window.
 */
export const NextAvailable = z.nullable(z.pick(TimeSlot, { date: true, startTime: true, startsAt: true }));
export type NextAvailable = z.infer<typeof NextAvailable>;

/** Why a day's slot list is empty. */
export const SlotsEmptyReason = z.enum(['holiday', 'no_schedule', 'breaks_or_booked', 'past', 'outside_window']);

/** GET /api/vet/vets/:vetId/slots?date=YYYY-MM-DD. */
export const SlotsQuery = z.strictObject({ date: IsoDate });
export const DaySlots = z.object({
  vetId: z.string(),
  date: IsoDate,
  timeZone: z.string(),
  holiday: z.boolean(),
  holidayReason: z.optional(z.string()),
  /** Why the list is empty when it is: the hint under "No available slots for this date.". */
  emptyReason: z.optional(SlotsEmptyReason),
  slots: z.array(TimeSlot),
});
export type DaySlots = z.infer<typeof DaySlots>;
