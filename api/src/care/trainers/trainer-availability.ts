import type { ObjectId } from 'mongodb';
import {
  DEFAULT_TIME_ZONE,
  TRAINER_DEFAULT_SESSION_MINUTES,
  type TrainerAvailability,
  type TrainerDaySlots,
} from '@petpal/contracts';
import type { DataPort } from '../../data/port';
import { addDays, createProviderAvailability, type ProviderCache, slotView } from '../../scheduling';
import {
  TRAINER_BREAKS_COLLECTION,
  TRAINER_HOLIDAYS_COLLECTION,
  TRAINER_SCHEDULES_COLLECTION,
  TRAINER_SETTINGS_COLLECTION,
  type TrainerCalendarRepository,
} from './trainer-calendar.repository';
import {
  TRAINING_APPOINTMENTS_COLLECTION,
  type TrainingAppointmentsRepository,
} from './training-appointments.repository';
import type { TrainersRepository } from './trainers.repository';

/** A trainer as the engine needs them: the record's id and the zone of their practice settings. */
export interface TrainerRef {
  id: ObjectId;
  timeZone: string;
}

/** The trainer's zone: the practice setting, else the platform default. */
export const trainerZoneOr = (timeZone: string | undefined | null) => timeZone || DEFAULT_TIME_ZONE;

/** Sessions are found by their local date; a zone change shifts them by up to ±26 h (as for vets and stylists). */
const DATE_MARGIN = 2;

/**
 * A trainer's bookable dates and slots (decision 093): the one scheduling engine over the trainer's weekly
 * hours, breaks, days off and pending or confirmed sessions; a slot is one session (60 minutes unless the
 * schedule says otherwise), on the spec's half-hour grid within 09:00-20:00.
 */
export function createTrainerAvailability(deps: {
  calendar: TrainerCalendarRepository;
  appointments: TrainingAppointmentsRepository;
  cache: ProviderCache;
  now?: () => Date;
}) {
  return createProviderAvailability<TrainerRef, TrainerAvailability, TrainerDaySlots>({
    cache: deps.cache,
    ...(deps.now ? { now: deps.now } : {}),
    keyOf: (trainer) => trainer.id.toHexString(),
    timeZoneOf: (trainer) => trainerZoneOr(trainer.timeZone),
    async calendarOf(trainer, dates, withBusy) {
      const first = dates[0] as string;
      const last = dates[dates.length - 1] as string;
      const around = Array.from({ length: dates.length + 2 * DATE_MARGIN }, (_, i) => addDays(first, i - DATE_MARGIN));
      const busy = withBusy ? await deps.appointments.busyOn(trainer.id, around) : [];
      const input = await deps.calendar.calendarInput(
        trainer.id,
        trainer.timeZone,
        first,
        TRAINER_DEFAULT_SESSION_MINUTES,
        busy.map((b) => ({ startMs: b.startsAt.getTime(), endMs: b.endsAt.getTime() })),
      );
      return { ...input, holidays: input.holidays.filter((h) => h.startDate <= last) };
    },
    datesAnswer: (trainer, timeZone, availability) => ({
      trainerId: trainer.id.toHexString(),
      timeZone,
      ...availability,
    }),
    slotsAnswer: (trainer, date, timeZone, day) => ({
      trainerId: trainer.id.toHexString(),
      date,
      timeZone,
      holiday: day.holiday,
      ...(day.emptyReason !== null ? { emptyReason: day.emptyReason } : {}),
      slots: day.slots.map(slotView),
    }),
  });
}

export type TrainerAvailabilityService = ReturnType<typeof createTrainerAvailability>;

const WATCHED = [
  TRAINING_APPOINTMENTS_COLLECTION,
  TRAINER_SCHEDULES_COLLECTION,
  TRAINER_BREAKS_COLLECTION,
  TRAINER_HOLIDAYS_COLLECTION,
  TRAINER_SETTINGS_COLLECTION,
] as const;

const hexOf = (id: unknown): string | null =>
  id && typeof id === 'object' && 'toHexString' in id ? (id as { toHexString(): string }).toHexString() : null;

/**
 * Clears a trainer's cached dates and slots whenever their calendar or sessions change, here or in another
 * API process over the same database; an event without a document clears every trainer.
 */
export function watchTrainerChanges(db: DataPort, trainers: TrainersRepository, cache: ProviderCache): () => void {
  const clear = (id: string | null) => (id ? cache.invalidate(id) : cache.invalidateAll());
  const stops = WATCHED.map((collection) =>
    db.watch(collection, (event) => {
      const doc = event.document as { trainerId?: unknown; petTrainerId?: unknown } | null;
      clear(hexOf(doc?.trainerId ?? doc?.petTrainerId));
    }),
  );
  stops.push(trainers.onChange((id) => clear(id?.toHexString() ?? null)));
  return () => stops.forEach((stop) => stop());
}
