import type { ObjectId } from 'mongodb';
import { DEFAULT_SLOT_MINUTES, DEFAULT_TIME_ZONE, type DaySlots, type VetAvailability } from '@petpal/contracts';
import type { AppointmentsRepository } from '../booking/appointments.repository';
import type { BreaksRepository } from './breaks.repository';
import type { HolidaysRepository } from './holidays.repository';
import type { SchedulesRepository } from './schedules.repository';
import type { VetRecordDoc } from '../directory/vet-records';
import type { BreakDoc } from './breaks.repository';
import type { ScheduleDoc } from './schedules.repository';
import {
  addDays,
  type CalendarInput,
  type CalendarSchedule,
  createProviderAvailability,
  type ProviderCache,
  slotView,
} from '../../scheduling';

/**
 * Appointments are found by their local date as booked; a vet who later moves to another zone shifts
 * those dates by up to ±26 hours, so each date also reads the two dates either side.
 */
const DATE_MARGIN = 2;

export function timeZoneOf(vet: Pick<VetRecordDoc, 'timeZone'>): string {
  return vet.timeZone || DEFAULT_TIME_ZONE;
}

export function toCalendarSchedule(schedule: ScheduleDoc, breaks: readonly BreakDoc[]): CalendarSchedule {
  return {
    id: schedule._id.toHexString(),
    scheduleDate: schedule.scheduleDate,
    dayOfWeek: schedule.dayOfWeek,
    startTime: schedule.startTime,
    endTime: schedule.endTime,
    slotDurationMinutes: schedule.slotDurationMinutes ?? null,
    isAvailable: schedule.isAvailable,
    breaks: breaks.filter((b) => b.scheduleId.equals(schedule._id)),
  };
}

export interface AvailabilityServiceDeps {
  schedules: SchedulesRepository;
  breaks: BreaksRepository;
  holidays: HolidaysRepository;
  appointments: AppointmentsRepository;
  cache: ProviderCache;
  now?: () => Date;
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;

/** Available dates and slots of a vet (the shared provider availability, 30-minute default slots). */
export function createAvailabilityService(deps: AvailabilityServiceDeps) {
  /** The vet's calendar around `dates`; `withBusy` false leaves out the booked times (the claims decide those). */
  async function calendarOf(vet: VetRecordDoc, dates: readonly string[], withBusy: boolean): Promise<CalendarInput> {
    const vetId: ObjectId = vet._id;
    const first = dates[0] as string;
    const last = dates[dates.length - 1] as string;
    const around = Array.from({ length: dates.length + 2 * DATE_MARGIN }, (_, i) => addDays(first, i - DATE_MARGIN));
    const [schedules, breaks, holidays, busy] = await Promise.all([
      deps.schedules.listByVet(vetId),
      deps.breaks.listByVet(vetId),
      deps.holidays.listEndingFrom(vetId, first),
      withBusy ? deps.appointments.busyOn(vetId, around) : [],
    ]);
    return {
      timeZone: timeZoneOf(vet),
      defaultSlotMinutes: DEFAULT_SLOT_MINUTES,
      schedules: schedules.map((s) => toCalendarSchedule(s, breaks)),
      holidays: holidays.filter((h) => h.startDate <= last),
      busy: busy.map((b) => ({ startMs: b.startsAt.getTime(), endMs: b.endsAt.getTime() })),
    };
  }

  return createProviderAvailability<VetRecordDoc, VetAvailability, DaySlots>({
    cache: deps.cache,
    ...(deps.now ? { now: deps.now } : {}),
    keyOf: (vet) => vet._id.toHexString(),
    timeZoneOf,
    calendarOf,
    datesAnswer: (vet, timeZone, availability) => ({ vetId: vet._id.toHexString(), timeZone, ...availability }),
    slotsAnswer: (vet, date, timeZone, day) => ({
      vetId: vet._id.toHexString(),
      date,
      timeZone,
      holiday: day.holiday,
      ...(day.holidayReason !== null ? { holidayReason: day.holidayReason } : {}),
      ...(day.emptyReason !== null ? { emptyReason: day.emptyReason } : {}),
      slots: day.slots.map(slotView),
    }),
  });
}
