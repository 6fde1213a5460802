import { TRAINERS_PAGE_SIZE, type TrainerList, type TrainerSpecialization } from '@petpal/contracts';
import type { TrainersRepository } from './trainers.repository';
import { toTrainerCard } from './training-views';

export interface TrainerSearch {
  location?: string | undefined;
  specialization?: TrainerSpecialization | undefined;
  page: number;
}

export type TrainersService = ReturnType<typeof createTrainersService>;

/** The trainer directory (spec section 2): location text filter and specialization select. */
export function createTrainersService(trainers: TrainersRepository) {
  return {
    async search({ location, specialization, page }: TrainerSearch): Promise<TrainerList> {
      const found = await trainers.search(location);
      const matching = specialization ? found.filter((doc) => doc.specializations.includes(specialization)) : found;
      return {
        trainers: matching.slice((page - 1) * TRAINERS_PAGE_SIZE, page * TRAINERS_PAGE_SIZE).map(toTrainerCard),
        total: matching.length,
        page,
        pageSize: TRAINERS_PAGE_SIZE,
      };
    },
  };
}
