import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { TrainerList } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { FRESH_MS } from '../../../lib/query-keys';
import { filtersQuery, type TrainerFilters } from '../trainer-urls';
import { trainingKeys } from '../../../lib/training-keys';

export function trainersPath(filters: TrainerFilters): string {
  const query = filtersQuery(filters).toString();
  return query ? `/api/care/trainers?${query}` : '/api/care/trainers';
}

export const trainersQueryOptions = (filters: TrainerFilters) =>
  queryOptions({
    queryKey: trainingKeys.trainerList(trainersPath(filters)),
    queryFn: ({ signal }) => apiFetch(trainersPath(filters), TrainerList, { signal }),
    staleTime: FRESH_MS,
    // The cards stay on screen while the next page loads.
    placeholderData: keepPreviousData,
  });

/** GET /api/care/trainers: one page of the trainers near the location with the specialization, by name. */
export function useTrainers(filters: TrainerFilters, enabled = true) {
  return useQuery({ ...trainersQueryOptions(filters), enabled });
}
