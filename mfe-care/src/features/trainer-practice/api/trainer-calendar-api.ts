import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  TrainerPractice,
  type TrainerBreakInput,
  type TrainerHolidayInput,
  type TrainerScheduleInput,
} from '@petpal/contracts';
import { apiFetch, newIdempotencyKey } from '@petpal/design-system';

const calendarKey = ['care', 'trainer-practice', 'calendar'] as const;
const BASE = '/api/care/trainer-practice';

/** GET /api/care/trainer-practice: the trainer's card, weekly hours with breaks, days off and zone (decision 093). */
export function useTrainerCalendar(enabled = true) {
  return useQuery({
    queryKey: calendarKey,
    queryFn: ({ signal }) => apiFetch(BASE, TrainerPractice, { signal }),
    enabled,
  });
}

export type CalendarChange =
  | { kind: 'add-schedule'; input: TrainerScheduleInput }
  | { kind: 'update-schedule'; id: string; input: TrainerScheduleInput }
  | { kind: 'delete-schedule'; id: string }
  | { kind: 'add-break'; scheduleId: string; input: TrainerBreakInput }
  | { kind: 'delete-break'; id: string }
  | { kind: 'add-holiday'; input: TrainerHolidayInput }
  | { kind: 'delete-holiday'; id: string }
  | { kind: 'settings'; timeZone: string };

function send(change: CalendarChange) {
  const at = (path: string) => `${BASE}${path}`;
  const post = (path: string, body: unknown) =>
    apiFetch(at(path), TrainerPractice, { method: 'POST', body, headers: { 'Idempotency-Key': newIdempotencyKey() } });
  const remove = (path: string) => apiFetch(at(path), TrainerPractice, { method: 'DELETE' });
  const id = (value: string) => encodeURIComponent(value);
  switch (change.kind) {
    case 'add-schedule':
      return post('/schedules', change.input);
    case 'update-schedule':
      return apiFetch(at(`/schedules/${id(change.id)}`), TrainerPractice, { method: 'PUT', body: change.input });
    case 'delete-schedule':
      return remove(`/schedules/${id(change.id)}`);
    case 'add-break':
      return post(`/schedules/${id(change.scheduleId)}/breaks`, change.input);
    case 'delete-break':
      return remove(`/breaks/${id(change.id)}`);
    case 'add-holiday':
      return post('/holidays', change.input);
    case 'delete-holiday':
      return remove(`/holidays/${id(change.id)}`);
    case 'settings':
      return apiFetch(at('/settings'), TrainerPractice, { method: 'PUT', body: { timeZone: change.timeZone } });
  }
}

/** Every calendar edit answers the whole practice, which replaces the cached one. */
export function useChangeTrainerCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (practice) => queryClient.setQueryData(calendarKey, practice),
  });
}
