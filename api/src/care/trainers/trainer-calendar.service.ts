import { ObjectId } from 'mongodb';
import {
  TRAINER_DEFAULT_SESSION_MINUTES,
  trainerMessages,
  type SessionUser,
  type TrainerBreakInput,
  type TrainerHolidayInput,
  type TrainerPractice,
  type TrainerScheduleData,
} from '@petpal/contracts';
import { Invalid, NotFound } from '../../errors';
import { minutesOf, type ProviderCache } from '../../scheduling';
import type { TrainerRatingsRepository } from '../ratings/ratings.repository';
import type { TrainerAccess } from './trainer-access';
import { trainerZoneOr } from './trainer-availability';
import type { TrainerCalendarRepository } from './trainer-calendar.repository';
import type { TrainerRecordDoc } from './trainers.repository';
import { toTrainerCard } from './training-views';

export interface TrainerCalendarDeps {
  trainerAccess: TrainerAccess;
  calendar: TrainerCalendarRepository;
  ratings: TrainerRatingsRepository;
  cache: ProviderCache;
  now: () => Date;
}

type Times = Required<TrainerBreakInput>;
type Days = Required<TrainerHolidayInput>;

/**
 * The trainer's own calendar (decision 093): weekly hours with breaks, days off and the time zone, edited as
 * stylists and vets edit theirs. Every change answers the whole practice and clears the trainer's cached
 * dates and slots.
 */
export function createTrainerCalendarService(deps: TrainerCalendarDeps) {
  const { calendar, now } = deps;
  const changed = (trainer: TrainerRecordDoc) => deps.cache.invalidate(trainer._id.toHexString());

  async function practiceOf(trainer: TrainerRecordDoc): Promise<TrainerPractice> {
    const [schedules, breaks, holidays, settings, stats] = await Promise.all([
      calendar.schedulesOf(trainer._id),
      calendar.breaksOf(trainer._id),
      calendar.holidaysFrom(trainer._id, '0000-01-01'),
      calendar.settingsOf(trainer._id),
      deps.ratings.statsOf([trainer._id]),
    ]);
    return {
      trainer: toTrainerCard(trainer, stats.get(trainer._id.toHexString()), trainerZoneOr(settings?.timeZone)),
      schedules: schedules.map((s) => ({
        id: s._id.toHexString(),
        dayOfWeek: s.dayOfWeek,
        startTime: s.startTime,
        endTime: s.endTime,
        slotDurationMinutes: s.slotDurationMinutes ?? TRAINER_DEFAULT_SESSION_MINUTES,
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

  /** Runs `change` for the signed-in trainer, then answers the practice as it now is. */
  async function edit(user: SessionUser | null, change: (trainer: TrainerRecordDoc) => Promise<void>) {
    const trainer = await deps.trainerAccess.requireTrainer(user);
    await change(trainer);
    changed(trainer);
    return practiceOf(trainer);
  }

  const found = (ok: boolean, message: string) => {
    if (!ok) throw new NotFound(message);
  };

  return {
    async practice(user: SessionUser | null): Promise<TrainerPractice> {
      return practiceOf(await deps.trainerAccess.requireTrainer(user));
    },

    addSchedule: (user: SessionUser | null, input: TrainerScheduleData) =>
      edit(user, (trainer) => calendar.insertSchedule(trainer._id, new ObjectId(), input, now())),

    updateSchedule: (user: SessionUser | null, id: string, input: TrainerScheduleData) =>
      edit(user, async (trainer) => {
        const schedule = await calendar.findSchedule(trainer._id, new ObjectId(id));
        if (!schedule) throw new NotFound(trainerMessages.scheduleNotFound);
        // Breaks must stay inside the hours they belong to.
        const breaks = (await calendar.breaksOf(trainer._id)).filter((b) => b.scheduleId.equals(schedule._id));
        if (breaks.some((b) => !within(b, input))) throw breakOutside();
        found(
          Boolean(await calendar.updateSchedule(trainer._id, schedule._id, input)),
          trainerMessages.scheduleNotFound,
        );
      }),

    deleteSchedule: (user: SessionUser | null, id: string) =>
      edit(user, async (trainer) =>
        found(await calendar.deleteSchedule(trainer._id, new ObjectId(id)), trainerMessages.scheduleNotFound),
      ),

    addBreak: (user: SessionUser | null, scheduleId: string, input: Times) =>
      edit(user, async (trainer) => {
        const schedule = await calendar.findSchedule(trainer._id, new ObjectId(scheduleId));
        if (!schedule) throw new NotFound(trainerMessages.scheduleNotFound);
        if (!within(input, schedule)) throw breakOutside();
        await calendar.insertBreak(trainer._id, schedule._id, input, now(), new ObjectId());
      }),

    deleteBreak: (user: SessionUser | null, id: string) =>
      edit(user, async (trainer) =>
        found(await calendar.deleteBreak(trainer._id, new ObjectId(id)), trainerMessages.breakNotFound),
      ),

    addHoliday: (user: SessionUser | null, input: Days) =>
      edit(user, (trainer) => calendar.insertHoliday(trainer._id, new ObjectId(), input, now())),

    deleteHoliday: (user: SessionUser | null, id: string) =>
      edit(user, async (trainer) =>
        found(await calendar.deleteHoliday(trainer._id, new ObjectId(id)), trainerMessages.holidayNotFound),
      ),

    saveSettings: (user: SessionUser | null, input: { timeZone: string }) =>
      edit(user, (trainer) => calendar.saveZone(trainer._id, new ObjectId(), input.timeZone, now())),
  };
}

const within = (inner: { startTime: string; endTime: string }, outer: { startTime: string; endTime: string }) =>
  minutesOf(inner.startTime) >= minutesOf(outer.startTime) && minutesOf(inner.endTime) <= minutesOf(outer.endTime);

const breakOutside = () => new Invalid(trainerMessages.breakOutside, { startTime: trainerMessages.breakOutside });

export type TrainerCalendarService = ReturnType<typeof createTrainerCalendarService>;
