import { ObjectId } from 'mongodb';
import {
  careMessages,
  DEFAULT_TIME_ZONE,
  sitterLastDate,
  type SessionUser,
  type SitterAvailability,
  type SitterCalendar,
  type SitterHolidayInput,
} from '@petpal/contracts';
import { NotFound } from '../../errors';
import { addDays, todayIn, type TimeWindow } from '../../scheduling';
import type { CareAccess } from '../access/care-access';
import type { SitterCalendarRepository } from './sitter-calendar.repository';
import type { SitterRecordDoc, SittersRepository } from './sitters.repository';

export interface SitterCalendarDeps {
  calendar: SitterCalendarRepository;
  sitters: SittersRepository;
  access: CareAccess;
  now: () => Date;
}

type Days = { startDate: string; endDate: string };
const within = (date: string, days: readonly Days[]) => days.some((d) => d.startDate <= date && date <= d.endDate);

/** Every date from `from` through `to`, both included. */
function dates(from: string, to: string): string[] {
  const all: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) all.push(date);
  return all;
}

/**
 * The sitter's own calendar (decision 107): days off and the zone they are read in, edited in the sitter's
 * practice screen; owners see the open days on the booking calendar, and a request touching a day off is
 * refused.
 */
export function createSitterCalendarService({ calendar, sitters, access, now }: SitterCalendarDeps) {
  const zoneOf = async (sitterId: ObjectId) => (await calendar.settingsOf(sitterId))?.timeZone ?? DEFAULT_TIME_ZONE;

  async function calendarOf(sitter: SitterRecordDoc): Promise<SitterCalendar> {
    const [timeZone, holidays] = await Promise.all([
      zoneOf(sitter._id),
      calendar.holidaysFrom(sitter._id, '0000-01-01'),
    ]);
    return {
      timeZone,
      holidays: holidays.map((h) => ({
        id: h._id.toHexString(),
        startDate: h.startDate,
        endDate: h.endDate,
        reason: h.reason,
      })),
    };
  }

  async function edit(user: SessionUser | null, change: (sitter: SitterRecordDoc) => Promise<void>) {
    const sitter = await access.requireSitter(user);
    await change(sitter);
    return calendarOf(sitter);
  }

  return {
    zoneOf,

    practice: async (user: SessionUser | null) => calendarOf(await access.requireSitter(user)),

    addHoliday: (user: SessionUser | null, input: Required<SitterHolidayInput>) =>
      edit(user, (sitter) => calendar.insertHoliday(sitter._id, new ObjectId(), input, now())),

    deleteHoliday: (user: SessionUser | null, id: string) =>
      edit(user, async (sitter) => {
        if (!(await calendar.deleteHoliday(sitter._id, new ObjectId(id))))
          throw new NotFound(careMessages.holidayNotFound);
      }),

    saveSettings: (user: SessionUser | null, input: { timeZone: string }) =>
      edit(user, (sitter) => calendar.saveZone(sitter._id, new ObjectId(), input.timeZone, now())),

    /** The calendar's window in the sitter's zone: every day open but the days off. */
    async availability(id: string): Promise<SitterAvailability> {
      const sitter = await sitters.findById(new ObjectId(id));
      if (!sitter) throw new NotFound(careMessages.sitterNotFound);
      const timeZone = await zoneOf(sitter._id);
      const today = todayIn(timeZone, now().getTime());
      const lastDate = sitterLastDate(today);
      const daysOff = await calendar.holidaysFrom(sitter._id, today);
      const window = dates(today, lastDate);
      return {
        sitterId: sitter._id.toHexString(),
        timeZone,
        today,
        lastDate,
        availableDates: window.filter((date) => !within(date, daysOff)),
        holidays: window.filter((date) => within(date, daysOff)),
        hasSchedules: true,
        scheduledDates: window,
      };
    },

    /**
     * What in the request the sitter's calendar refuses, read in the sitter's zone as the calendar is (the zone is
     * read once): `pastWindow`, which end lies after the calendar's last day ('startDate' when it starts after
     * it, 'endDate' when only its end does); else `away`, the days off its time windows touch, first first (a walk
     * on a day off, or a stay with a day off anywhere from its start to its end).
     */
    async refusals(
      sitterId: ObjectId,
      windows: readonly TimeWindow[],
    ): Promise<{ pastWindow: 'startDate' | 'endDate' | null; away: string[] }> {
      const first = windows[0];
      const last = windows[windows.length - 1];
      if (!first || !last) return { pastWindow: null, away: [] };
      const timeZone = await zoneOf(sitterId);
      const lastDate = sitterLastDate(todayIn(timeZone, now().getTime()));
      if (todayIn(timeZone, first.startMs) > lastDate) return { pastWindow: 'startDate', away: [] };
      if (todayIn(timeZone, Math.max(first.startMs, last.endMs - 1)) > lastDate)
        return { pastWindow: 'endDate', away: [] };
      const daysOff = await calendar.holidaysFrom(sitterId, todayIn(timeZone, first.startMs));
      if (daysOff.length === 0) return { pastWindow: null, away: [] };
      const touched = new Set<string>();
      for (const { startMs, endMs } of windows) {
        for (const date of dates(todayIn(timeZone, startMs), todayIn(timeZone, Math.max(startMs, endMs - 1))))
          touched.add(date);
      }
      return { pastWindow: null, away: [...touched].filter((date) => within(date, daysOff)).sort() };
    },
  };
}

export type SitterCalendarService = ReturnType<typeof createSitterCalendarService>;
