import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SitterCalendar, type SitterHolidayInput } from '@petpal/contracts';
import { apiFetch, newIdempotencyKey } from '@petpal/design-system';
import { careKeys } from '../../../lib/query-keys';

const BASE = '/api/care/practice';

/** GET /api/care/practice/calendar: the sitter's zone and days off (decision 107). */
export function useSitterCalendar() {
  return useQuery({
    queryKey: careKeys.sitterCalendar,
    queryFn: ({ signal }) => apiFetch(`${BASE}/calendar`, SitterCalendar, { signal }),
  });
}

export type SitterCalendarChange =
  | { kind: 'add-holiday'; input: SitterHolidayInput }
  | { kind: 'delete-holiday'; id: string }
  | { kind: 'settings'; timeZone: string };

function send(change: SitterCalendarChange) {
  switch (change.kind) {
    case 'add-holiday':
      return apiFetch(`${BASE}/holidays`, SitterCalendar, {
        method: 'POST',
        body: change.input,
        headers: { 'Idempotency-Key': newIdempotencyKey() },
      });
    case 'delete-holiday':
      return apiFetch(`${BASE}/holidays/${encodeURIComponent(change.id)}`, SitterCalendar, { method: 'DELETE' });
    case 'settings':
      return apiFetch(`${BASE}/settings`, SitterCalendar, { method: 'PUT', body: { timeZone: change.timeZone } });
  }
}

/** Every change answers the whole calendar, which replaces the cached one; owners' calendars read it afresh. */
export function useChangeSitterCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (calendar) => {
      queryClient.setQueryData(careKeys.sitterCalendar, calendar);
      void queryClient.invalidateQueries({ queryKey: careKeys.sitters });
    },
  });
}
