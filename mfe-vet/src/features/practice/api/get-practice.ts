import { queryOptions, useQuery } from '@tanstack/react-query';
import { VetPractice } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { practiceKey } from '../../../lib/query-keys';

export const practiceQueryOptions = queryOptions({
  queryKey: practiceKey,
  queryFn: ({ signal }) => apiFetch('/api/vet/practice', VetPractice, { signal }),
});

/** Everything the signed-in vet edits: schedules with breaks, holidays, time zone and fee. */
export function usePractice(enabled = true) {
  return useQuery({ ...practiceQueryOptions, enabled });
}
