import { ObjectId } from 'mongodb';
import {
  STYLIST_DEFAULT_SLOT_MINUTES,
  stylistMessages,
  type SessionUser,
  type StylingAppointment,
  type StylingAppointmentList,
  type StylistPractice,
} from '@petpal/contracts';
import { Conflict, Forbidden, Invalid, NotFound } from '../../errors';
import { minutesOf, type ProviderCache } from '../../scheduling';
import type { StylistCalendarRepository, StylistScheduleDoc } from './stylist-calendar.repository';
import type { StylistClaimsRepository } from './stylist-claims.repository';
import type { StylistRatingsRepository } from '../ratings/ratings.repository';
import { isCancellable, toStylistCard } from './stylist-views';
import type { StylingAppointmentsRepository, StylingScope } from './styling-appointments.repository';
import type { StylingNotices } from './styling-notices';
import type { StylistRecordDoc, StylistsRepository } from './stylists.repository';
import type { StylistsService } from './stylists.service';

export interface ScheduleFieldsInput {
  dayOfWeek: StylistScheduleDoc['dayOfWeek'];
  startTime: string;
  endTime: string;
  slotDurationMinutes: number;
  isAvailable: boolean;
}

export interface StylistPracticeDeps {
  stylists: StylistsRepository;
  calendar: StylistCalendarRepository;
  appointments: StylingAppointmentsRepository;
  claims: StylistClaimsRepository;
  ratings: StylistRatingsRepository;
  cache: ProviderCache;
  notices: StylingNotices;
  owners: Pick<StylistsService, 'viewsOf'>;
  now: () => Date;
}

/**
 * The stylist's own practice (like the vet's): weekly schedules with breaks, holidays, the time zone, and
 * the incoming appointments, which the stylist may cancel with a reason (they are created confirmed, so
 * declining one is cancelling it). Every change clears the stylist's cached dates and slots.
 */
export function createStylistPracticeService(deps: StylistPracticeDeps) {
  const { now } = deps;

  /** The practice belongs to a verified pet_stylist (docs/decisions/052). */
  const requireStylist = (user: SessionUser | null): Promise<StylistRecordDoc> =>
    deps.stylists.requireVerified(user, () => new Forbidden(stylistMessages.notStylist));

  const changed = (stylist: StylistRecordDoc) => deps.cache.invalidate(stylist._id.toHexString());

  async function practiceOf(stylist: StylistRecordDoc): Promise<StylistPractice> {
    const [schedules, breaks, holidays, settings, stats] = await Promise.all([
      deps.calendar.schedulesOf(stylist._id),
      deps.calendar.breaksOf(stylist._id),
      deps.calendar.holidaysFrom(stylist._id, '0000-01-01'),
      deps.calendar.settingsOf(stylist._id),
      deps.ratings.statsOf([stylist._id]),
    ]);
    return {
      stylist: toStylistCard(stylist, settings?.timeZone, stats.get(stylist._id.toHexString())),
      schedules: schedules.map((s) => ({
        id: s._id.toHexString(),
        dayOfWeek: s.dayOfWeek,
        startTime: s.startTime,
        endTime: s.endTime,
        slotDurationMinutes: s.slotDurationMinutes ?? STYLIST_DEFAULT_SLOT_MINUTES,
        isAvailable: s.isAvailable,
        breaks: breaks
          .filter((b) => b.scheduleId.equals(s._id))
          .map((b) => ({ id: b._id.toHexString(), startTime: b.startTime, endTime: b.endTime })),
      })),
      holidays: holidays.map((h) => ({
        id: h._id.toHexString(),
        startDate: h.startDate,
        endDate: h.endDate,
        reason: h.reason,
      })),
    };
  }

  return {
    requireStylist,

    async practice(user: SessionUser | null): Promise<StylistPractice> {
      return practiceOf(await requireStylist(user));
    },

    async addSchedule(user: SessionUser | null, input: ScheduleFieldsInput): Promise<StylistPractice> {
      const stylist = await requireStylist(user);
      await deps.calendar.insertSchedule({ _id: new ObjectId(), stylistId: stylist._id, ...input, createdAt: now() });
      changed(stylist);
      return practiceOf(stylist);
    },

    async updateSchedule(user: SessionUser | null, id: string, input: ScheduleFieldsInput): Promise<StylistPractice> {
      const stylist = await requireStylist(user);
      const updated = await deps.calendar.updateSchedule(stylist._id, new ObjectId(id), input);
      if (!updated) throw new NotFound(stylistMessages.scheduleNotFound);
      changed(stylist);
      return practiceOf(stylist);
    },

    async deleteSchedule(user: SessionUser | null, id: string): Promise<StylistPractice> {
      const stylist = await requireStylist(user);
      if (!(await deps.calendar.deleteSchedule(stylist._id, new ObjectId(id))))
        throw new NotFound(stylistMessages.scheduleNotFound);
      changed(stylist);
      return practiceOf(stylist);
    },

    async addBreak(
      user: SessionUser | null,
      scheduleId: string,
      input: { startTime: string; endTime: string },
    ): Promise<StylistPractice> {
      const stylist = await requireStylist(user);
      const schedule = await deps.calendar.findSchedule(stylist._id, new ObjectId(scheduleId));
      if (!schedule) throw new NotFound(stylistMessages.scheduleNotFound);
      if (
        minutesOf(input.startTime) < minutesOf(schedule.startTime) ||
        minutesOf(input.endTime) > minutesOf(schedule.endTime)
      )
        throw new Invalid(stylistMessages.breakOutside, { startTime: stylistMessages.breakOutside });
      await deps.calendar.insertBreak({
        _id: new ObjectId(),
        scheduleId: schedule._id,
        stylistId: stylist._id,
        ...input,
        createdAt: now(),
      });
      changed(stylist);
      return practiceOf(stylist);
    },

    async deleteBreak(user: SessionUser | null, id: string): Promise<StylistPractice> {
      const stylist = await requireStylist(user);
      if (!(await deps.calendar.deleteBreak(stylist._id, new ObjectId(id))))
        throw new NotFound(stylistMessages.breakNotFound);
      changed(stylist);
      return practiceOf(stylist);
    },

    async addHoliday(
      user: SessionUser | null,
      input: { startDate: string; endDate: string; reason: string },
    ): Promise<StylistPractice> {
      const stylist = await requireStylist(user);
      await deps.calendar.insertHoliday({ _id: new ObjectId(), stylistId: stylist._id, ...input, createdAt: now() });
      changed(stylist);
      return practiceOf(stylist);
    },

    async deleteHoliday(user: SessionUser | null, id: string): Promise<StylistPractice> {
      const stylist = await requireStylist(user);
      if (!(await deps.calendar.deleteHoliday(stylist._id, new ObjectId(id))))
        throw new NotFound(stylistMessages.holidayNotFound);
      changed(stylist);
      return practiceOf(stylist);
    },

    async saveSettings(user: SessionUser | null, input: { timeZone: string }): Promise<StylistPractice> {
      const stylist = await requireStylist(user);
      await deps.calendar.saveSettings({
        _id: new ObjectId(),
        stylistId: stylist._id,
        timeZone: input.timeZone,
        updatedAt: now(),
      });
      changed(stylist);
      return practiceOf(stylist);
    },

    async appointments(user: SessionUser | null, scope: StylingScope): Promise<StylingAppointmentList> {
      const stylist = await requireStylist(user);
      const at = now();
      const docs = await deps.appointments.listOfStylist(stylist._id, scope, at);
      return { appointments: await deps.owners.viewsOf(docs, at, 'stylist') };
    },

    /** The stylist cancels (declines) an upcoming appointment, saying why; the owner is told. */
    async cancel(user: SessionUser | null, id: string, reason: string): Promise<StylingAppointment> {
      const stylist = await requireStylist(user);
      const doc = await deps.appointments.findById(new ObjectId(id));
      if (!doc || !doc.stylistId.equals(stylist._id)) throw new NotFound(stylistMessages.appointmentNotFound);
      const at = now();
      if (!isCancellable(doc, at)) throw new Conflict(stylistMessages.notCancellable, 'not_cancellable');
      const updated = await deps.appointments.transition(doc._id, ['pending', 'confirmed'], {
        status: 'cancelled',
        cancelledBy: 'stylist',
        cancelReason: reason,
        updatedAt: at,
      });
      if (!updated) throw new Conflict(stylistMessages.notCancellable, 'not_cancellable');
      await deps.claims.release(doc._id);
      changed(stylist);
      await deps.notices.cancelledByStylist(updated, stylist.fullName, at);
      return (await deps.owners.viewsOf([updated], at, 'stylist'))[0] as StylingAppointment;
    },
  };
}

export type StylistPracticeService = ReturnType<typeof createStylistPracticeService>;
