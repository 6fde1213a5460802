import { ObjectId } from 'mongodb';
import {
  TRAINERS_PAGE_SIZE,
  trainerMessages,
  type TrainerAvailability,
  type TrainerDaySlots,
  type TrainerDetail,
  type TrainerList,
  type TrainerSpecialization,
} from '@petpal/contracts';
import { NotFound } from '../../errors';
import { nextAvailableOf } from '../../scheduling';
import type { CareAccess } from '../access/care-access';
import { reviewsOf } from '../ratings/provider-reviews';
import type { TrainerRatingsRepository } from '../ratings/ratings.repository';
import { trainerZoneOr, type TrainerAvailabilityService, type TrainerRef } from './trainer-availability';
import type { TrainerCalendarRepository } from './trainer-calendar.repository';
import type { TrainerRecordDoc, TrainersRepository } from './trainers.repository';
import { toTrainerCard } from './training-views';

export interface TrainerSearch {
  location?: string | undefined;
  specialization?: TrainerSpecialization | undefined;
  page: number;
}

export interface TrainersServiceDeps {
  trainers: TrainersRepository;
  ratings: TrainerRatingsRepository;
  calendar: TrainerCalendarRepository;
  availability: TrainerAvailabilityService;
  access: Pick<CareAccess, 'ownersByIds'>;
}

export type TrainersService = ReturnType<typeof createTrainersService>;

/**
 * The trainer directory (spec section 2): location text filter and specialization select, ratings for the page
 * shown; a trainer's page, bookable dates and slots (decision 093: the scheduling engine, the trainer's zone).
 */
export function createTrainersService({ trainers, ratings, calendar, availability, access }: TrainersServiceDeps) {
  async function findTrainer(id: string): Promise<TrainerRecordDoc> {
    const doc = await trainers.findById(new ObjectId(id));
    if (!doc) throw new NotFound(trainerMessages.trainerNotFound);
    return doc;
  }

  async function refOf(doc: TrainerRecordDoc): Promise<TrainerRef> {
    const settings = await calendar.settingsOf(doc._id);
    return { id: doc._id, timeZone: trainerZoneOr(settings?.timeZone) };
  }

  return {
    findTrainer,
    refOf,

    async search({ location, specialization, page }: TrainerSearch): Promise<TrainerList> {
      const found = await trainers.search(location);
      const matching = specialization ? found.filter((doc) => doc.specializations.includes(specialization)) : found;
      const shown = matching.slice((page - 1) * TRAINERS_PAGE_SIZE, page * TRAINERS_PAGE_SIZE);
      const ids = shown.map((doc) => doc._id);
      const [stats, zones] = await Promise.all([ratings.statsOf(ids), calendar.zonesOf(ids)]);
      return {
        trainers: shown.map((doc) => {
          const id = doc._id.toHexString();
          return toTrainerCard(doc, stats.get(id), trainerZoneOr(zones.get(id)));
        }),
        total: matching.length,
        page,
        pageSize: TRAINERS_PAGE_SIZE,
      };
    },

    /** GET /api/care/trainers/:id: the card's fields, the first open slot (the calendar's cached plans), the newest reviews. */
    async detail(trainerId: string): Promise<TrainerDetail> {
      const doc = await findTrainer(trainerId);
      const ref = await refOf(doc);
      const [stats, next, reviews] = await Promise.all([
        ratings.statsOf([doc._id]),
        availability.nextSlot(ref),
        ratings.listOf(doc._id),
      ]);
      return {
        trainer: toTrainerCard(doc, stats.get(doc._id.toHexString()), ref.timeZone),
        nextAvailable: nextAvailableOf(next),
        reviews: await reviewsOf(reviews, access),
      };
    },

    async availability(trainerId: string): Promise<TrainerAvailability> {
      return availability.availability(await refOf(await findTrainer(trainerId)));
    },

    async slots(trainerId: string, date: string): Promise<TrainerDaySlots> {
      return availability.slots(await refOf(await findTrainer(trainerId)), date);
    },
  };
}
