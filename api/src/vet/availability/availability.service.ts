import type { ObjectId } from 'mongodb';
import { DEFAULT_SLOT_MINUTES, DEFAULT_TIME_ZONE, type DaySlots, type VetAvailability } from '../../contracts';
import type { AppointmentsRepository } from '../booking/appointments.repository';
import type { BreaksRepository } from './breaks.repository';
import type { HolidaysRepository } from './holidays.repository';
import type { SchedulesRepository } from './schedules.repository';
import type { VetRecordDoc } from '../directory/vet-records';
import type { BreakDoc } from './breaks.repository';
import type { ScheduleDoc } from './schedules.repository';
import { createAnswerMemo, type MadeAnswer } from '../../lib/availability/answer-memo';
import {
  availabilityOf,
  bookingWindow,
  isInWindow,
  nextLastStart,
  summarizeWindow,
  visibleDay,
  type DaySummary,
} from '../../lib/availability/booking-window';
import { prepareCalendar, type CalendarSchedule, type CalendarInput } from '../../lib/availability/calendar';
import { checkSlot, type SlotCheck, type SlotRequest } from '../../lib/availability/check-slot';
import { planDay, type DayPlan } from '../../lib/availability/day-plan';
import { addDays } from '../../lib/availability/local-date';
import { AVAILABLE_DATES_TTL_MS, DAY_SLOTS_TTL_MS, type ProviderCache } from '../../lib/availability/provider-cache';

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

/** Available dates and slots of a vet (cached per spec section 9) and the fresh check a booking gets. */
export function createAvailabilityService(deps: AvailabilityServiceDeps) {
  const { cache, now = () => new Date() } = deps;

  /** The vet's calendar with the appointments of `dates` (± the margin). */
  /** The vet's calendar around `dates`; `withBusy` false leaves out the booked times (the claims decide those). */
  async function calendarOf(vet: VetRecordDoc, dates: readonly string[], withBusy = true): Promise<CalendarInput> {
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

  const planOf = (vet: VetRecordDoc, date: string): Promise<DayPlan> =>
    cache.remember(vet._id.toHexString(), `slots:${date}`, DAY_SLOTS_TTL_MS, async () =>
      planDay(prepareCalendar(await calendarOf(vet, [date])), date),
    );

  const slotsAnswers = createAnswerMemo<DayPlan, DaySlots>();
  const datesAnswers = createAnswerMemo<DaySummary[], VetAvailability>();

  return {
    async availability(vet: VetRecordDoc): Promise<VetAvailability> {
      const nowMs = now().getTime();
      const timeZone = timeZoneOf(vet);
      const window = bookingWindow(timeZone, nowMs);
      const days = await cache.remember<DaySummary[]>(
        vet._id.toHexString(),
        `dates:${window.today}`,
        AVAILABLE_DATES_TTL_MS,
        async () => summarizeWindow(prepareCalendar(await calendarOf(vet, window.dates)), window),
      );
      return datesAnswers(days, window.today, nowMs, () => ({
        answer: { vetId: vet._id.toHexString(), timeZone, ...availabilityOf(window, days, nowMs) },
        untilMs: nextLastStart(days, nowMs),
      }));
    },

    async slots(vet: VetRecordDoc, date: string): Promise<DaySlots> {
      const nowMs = now().getTime();
      const timeZone = timeZoneOf(vet);
      const window = bookingWindow(timeZone, nowMs);
      const answer = (plan: DayPlan): MadeAnswer<DaySlots> => {
        const day = visibleDay(plan, window, nowMs);
        return {
          answer: {
            vetId: vet._id.toHexString(),
            date,
            timeZone,
            holiday: day.holiday,
            ...(day.holidayReason !== null ? { holidayReason: day.holidayReason } : {}),
            ...(day.emptyReason !== null ? { emptyReason: day.emptyReason } : {}),
            slots: day.slots.map(({ date: slotDate, startTime, endTime, scheduleId, startMs }) => ({
              date: slotDate,
              startTime,
              endTime,
              scheduleId,
              startsAt: new Date(startMs).toISOString(),
            })),
          },
          // Slots are sorted by start: the first one shown is the next to turn past.
          untilMs: day.slots[0]?.startMs ?? Infinity,
        };
      };
      // Dates outside the window are answered without reading (or caching) anything.
      if (!isInWindow(window, date))
        return answer({ date, holiday: false, holidayReason: null, scheduled: false, slots: [] }).answer;
      const plan = await planOf(vet, date);
      return slotsAnswers(plan, window.today, nowMs, () => answer(plan));
    },

    /**
     * The booking validation, on fresh data (never the cache): the slot exists in a schedule, outside breaks
     * and holidays, within the window. Whether it is free is not read here: claiming its cells decides that,
     * atomically, in the database.
     */
    async check(vet: VetRecordDoc, request: SlotRequest, at: Date): Promise<SlotCheck> {
      return checkSlot(await calendarOf(vet, [request.date], false), request, at.getTime());
    },
  };
}
