import { TRAINERS_PAGE_SIZE, type TrainerList, type TrainerSpecialization } from '@petpal/contracts';
import type { TrainerRatingsRepository } from '../ratings/ratings.repository';
import type { TrainersRepository } from './trainers.repository';
import { toTrainerCard } from './training-views';

export interface TrainerSearch {
  location?: string | undefined;
  specialization?: TrainerSpecialization | undefined;
  page: number;
}

export type TrainersService = ReturnType<typeof createTrainersService>;

/** The trainer directory (spec section 2): location text filter and specialization select; ratings for the page shown. */
export function createTrainersService(trainers: TrainersRepository, ratings: TrainerRatingsRepository) {
  return {
    async search({ location, specialization, page }: TrainerSearch): Promise<TrainerList> {
      const found = await trainers.search(location);
      const matching = specialization ? found.filter((doc) => doc.specializations.includes(specialization)) : found;
      const shown = matching.slice((page - 1) * TRAINERS_PAGE_SIZE, page * TRAINERS_PAGE_SIZE);
      const stats = await ratings.statsOf(shown.map((doc) => doc._id));
      return {
        trainers: shown.map((doc) => toTrainerCard(doc, stats.get(doc._id.toHexString()))),
        total: matching.length,
        page,
        pageSize: TRAINERS_PAGE_SIZE,
      };
    },
  };
}
