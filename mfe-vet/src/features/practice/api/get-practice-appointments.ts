import { queryOptions, useQuery } from '@tanstack/react-query';
import { PracticeAppointmentList } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { FRESH_MS } from '../../../lib/cache-times';
import { practiceKey } from '../../../lib/query-keys';

export type PracticeScope = 'upcoming' | 'past';

export const practiceAppointmentsQueryOptions = (scope: PracticeScope) =>
  queryOptions({
    queryKey: [...practiceKey, 'appointments', scope],
    queryFn: ({ signal }) =>
      apiFetch(`/api/vet/practice/appointments?scope=${scope}`, PracticeAppointmentList, { signal }),
    staleTime: FRESH_MS,
  });

/** The vet's incoming appointments (upcoming) or past ones (for visit notes). */
export function usePracticeAppointments(scope: PracticeScope) {
  return useQuery(practiceAppointmentsQueryOptions(scope));
}
