import { queryOptions, useQuery } from '@tanstack/react-query';
import { VisitNoteList } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { FRESH_MS } from '../../../lib/cache-times';
import { visitNotesKey } from '../../../lib/query-keys';

export const visitNotesQueryOptions = queryOptions({
  queryKey: visitNotesKey,
  queryFn: ({ signal }) => apiFetch('/api/vet/visit-notes', VisitNoteList, { signal }),
  staleTime: FRESH_MS,
});

export function useVisitNotes(enabled = true) {
  return useQuery({ ...visitNotesQueryOptions, enabled });
}
