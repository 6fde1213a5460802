import { queryOptions, useQuery } from '@tanstack/react-query';
import { TrainerAppointmentList } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { FRESH_MS } from '../../../lib/query-keys';
import { trainingKeys } from '../../../lib/training-keys';

export type PracticeScope = 'incoming' | 'past';

/** Incoming: pending requests (soonest deadline first), then confirmed sessions not yet over; past: the rest. */
export const trainerSessionsQueryOptions = (scope: PracticeScope) =>
  queryOptions({
    queryKey: [...trainingKeys.practice, scope],
    queryFn: ({ signal }) =>
      apiFetch(`/api/care/trainer-practice/appointments?scope=${scope}`, TrainerAppointmentList, { signal }),
    staleTime: FRESH_MS,
  });

export function useTrainerSessions(scope: PracticeScope, enabled = true) {
  return useQuery({ ...trainerSessionsQueryOptions(scope), enabled });
}
