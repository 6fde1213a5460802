import type { ObjectId } from 'mongodb';
import { STYLIST_DEFAULT_SLOT_MINUTES, type StylistAvailability, type StylistDaySlots } from '@petpal/contracts';
import type { DataPort } from '../../data/port';
import {
  addDays,
  type CalendarInput,
  createProviderAvailability,
  type ProviderCache,
  slotView,
} from '../../scheduling';
import {
  STYLIST_BREAKS_COLLECTION,
  STYLIST_HOLIDAYS_COLLECTION,
  STYLIST_SCHEDULES_COLLECTION,
  STYLIST_SETTINGS_COLLECTION,
  type StylistCalendarRepository,
} from './stylist-calendar.repository';
import { STYLING_APPOINTMENTS_COLLECTION, type StylingAppointmentsRepository } from './styling-appointments.repository';
import type { StylistsRepository } from './stylists.repository';
import { zoneOr } from './stylist-views';

/** A stylist as the engine needs it: the record's id and the zone of the practice settings. */
export interface StylistRef {
  id: ObjectId;
  timeZone: string;
}

/** Appointments are found by their local date; a zone change shifts them by up to ±26 h (as for vets). */
const DATE_MARGIN = 2;

/**
 * A stylist's calendar as the engine reads it: weekly schedules with their breaks, the holidays from
 * `holidaysFrom` on, and the times the appointments on `busyDates` take (none read when null).
 */
export async function readStylistCalendar(
  deps: { calendar: StylistCalendarRepository; appointments: StylingAppointmentsRepository },
  stylist: StylistRef,
  holidaysFrom: string,
  busyDates: readonly string[] | null,
): Promise<CalendarInput> {
  const [schedules, breaks, holidays, busy] = await Promise.all([
    deps.calendar.schedulesOf(stylist.id),
    deps.calendar.breaksOf(stylist.id),
    deps.calendar.holidaysFrom(stylist.id, holidaysFrom),
    busyDates ? deps.appointments.busyOn(stylist.id, busyDates) : [],
  ]);
  return {
    timeZone: stylist.timeZone,
    defaultSlotMinutes: STYLIST_DEFAULT_SLOT_MINUTES,
    schedules: schedules.map((s) => ({
      id: s._id.toHexString(),
      scheduleDate: null,
      dayOfWeek: s.dayOfWeek,
      startTime: s.startTime,
      endTime: s.endTime,
      slotDurationMinutes: s.slotDurationMinutes,
      isAvailable: s.isAvailable,
      breaks: breaks.filter((b) => b.scheduleId.equals(s._id)),
    })),
    holidays,
    busy: busy.map((b) => ({ startMs: b.startsAt.getTime(), endMs: b.endsAt.getTime() })),
  };
}

/**
 * A stylist's bookable dates and slots: the shared provider availability (the vets' engine) over the
 * stylist's weekly schedules, breaks, holidays and pending or confirmed styling appointments, with the
 * stylist default slot of 60 minutes (spec section 9).
 */
export function createStylistAvailability(deps: {
  calendar: StylistCalendarRepository;
  appointments: StylingAppointmentsRepository;
  cache: ProviderCache;
  now?: () => Date;
}) {
  async function calendarOf(stylist: StylistRef, dates: readonly string[], withBusy: boolean): Promise<CalendarInput> {
    const first = dates[0] as string;
    const last = dates[dates.length - 1] as string;
    const around = Array.from({ length: dates.length + 2 * DATE_MARGIN }, (_, i) => addDays(first, i - DATE_MARGIN));
    const input = await readStylistCalendar(deps, stylist, first, withBusy ? around : null);
    return { ...input, holidays: input.holidays.filter((h) => h.startDate <= last) };
  }

  return createProviderAvailability<StylistRef, StylistAvailability, StylistDaySlots>({
    cache: deps.cache,
    ...(deps.now ? { now: deps.now } : {}),
    keyOf: (stylist) => stylist.id.toHexString(),
    timeZoneOf: (stylist) => zoneOr(stylist.timeZone),
    calendarOf,
    datesAnswer: (stylist, timeZone, availability) => ({
      stylistId: stylist.id.toHexString(),
      timeZone,
      ...availability,
    }),
    slotsAnswer: (stylist, date, timeZone, day) => ({
      stylistId: stylist.id.toHexString(),
      date,
      timeZone,
      holiday: day.holiday,
      ...(day.emptyReason !== null ? { emptyReason: day.emptyReason } : {}),
      slots: day.slots.map(slotView),
    }),
  });
}

export type StylistAvailabilityService = ReturnType<typeof createStylistAvailability>;

const WATCHED = [
  STYLING_APPOINTMENTS_COLLECTION,
  STYLIST_SCHEDULES_COLLECTION,
  STYLIST_BREAKS_COLLECTION,
  STYLIST_HOLIDAYS_COLLECTION,
  STYLIST_SETTINGS_COLLECTION,
] as const;

const hexOf = (id: unknown): string | null =>
  id && typeof id === 'object' && 'toHexString' in id ? (id as { toHexString(): string }).toHexString() : null;

/**
 * Clears a stylist's cached dates and slots whenever their calendar changes, here or in another API process
 * over the same database; an event without a document (a MongoDB delete) clears every stylist.
 */
export function watchStylistChanges(db: DataPort, stylists: StylistsRepository, cache: ProviderCache): () => void {
  const clear = (id: string | null) => (id ? cache.invalidate(id) : cache.invalidateAll());
  const stops = WATCHED.map((collection) =>
    db.watch(collection, (event) => clear(hexOf((event.document as { stylistId?: unknown } | null)?.stylistId))),
  );
  stops.push(stylists.onChange((id) => clear(id?.toHexString() ?? null)));
  return () => stops.forEach((stop) => stop());
}
