import { queryOptions, useQuery } from '@tanstack/react-query';
import { OwnerAppointmentList } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { FRESH_MS } from '../../../lib/cache-times';
import { appointmentsKey } from '../../../lib/query-keys';

export type AppointmentScope = 'upcoming' | 'past';

/** The owner's pending and confirmed appointments (upcoming, soonest first) or past ones. */
export const appointmentsQueryOptions = (scope: AppointmentScope) =>
  queryOptions({
    queryKey: [...appointmentsKey, scope],
    queryFn: ({ signal }) => apiFetch(`/api/vet/appointments?scope=${scope}`, OwnerAppointmentList, { signal }),
    staleTime: FRESH_MS,
  });

export function useAppointments(scope: AppointmentScope) {
  return useQuery(appointmentsQueryOptions(scope));
}
