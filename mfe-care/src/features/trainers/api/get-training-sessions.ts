import { queryOptions, useQuery } from '@tanstack/react-query';
import { OwnerTrainingAppointmentList } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { FRESH_MS } from '../../../lib/query-keys';
import { trainingKeys } from '../../../lib/training-keys';

export type SessionScope = 'upcoming' | 'past';

/** The owner's pending and confirmed sessions not yet over (upcoming, soonest first) or the rest (past). */
export const trainingSessionsQueryOptions = (scope: SessionScope) =>
  queryOptions({
    queryKey: [...trainingKeys.sessions, scope],
    queryFn: ({ signal }) =>
      apiFetch(`/api/care/training-appointments?scope=${scope}`, OwnerTrainingAppointmentList, { signal }),
    staleTime: FRESH_MS,
  });

export function useTrainingSessions(scope: SessionScope, enabled = true) {
  return useQuery({ ...trainingSessionsQueryOptions(scope), enabled });
}
