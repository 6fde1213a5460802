import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  StylingAppointmentCreated,
  StylingAppointmentList,
  StylistPractice,
  type StylistBreakInput,
  type StylistHolidayInput,
  type StylistScheduleInput,
} from '@petpal/contracts';
import { apiFetch, newIdempotencyKey } from '@petpal/design-system';

const practiceKeys = {
  all: ['care', 'stylist-practice'] as const,
  practice: ['care', 'stylist-practice', 'settings'] as const,
  appointments: (scope: string) => ['care', 'stylist-practice', 'appointments', scope] as const,
};

const BASE = '/api/care/stylist-practice';

/** GET /api/care/stylist-practice: the stylist's card, weekly schedules with breaks, holidays and zone. */
export function useStylistPractice(enabled = true) {
  return useQuery({
    queryKey: practiceKeys.practice,
    queryFn: ({ signal }) => apiFetch(BASE, StylistPractice, { signal }),
    enabled,
  });
}

/** The stylist's upcoming (soonest first) or past and cancelled (newest first) appointments. */
export function useStylistAppointments(scope: 'upcoming' | 'past', enabled = true) {
  return useQuery({
    queryKey: practiceKeys.appointments(scope),
    queryFn: ({ signal }) => apiFetch(`${BASE}/appointments?scope=${scope}`, StylingAppointmentList, { signal }),
    enabled,
  });
}

export type PracticeChange =
  | { kind: 'add-schedule'; input: StylistScheduleInput }
  | { kind: 'update-schedule'; id: string; input: StylistScheduleInput }
  | { kind: 'delete-schedule'; id: string }
  | { kind: 'add-break'; scheduleId: string; input: StylistBreakInput }
  | { kind: 'delete-break'; id: string }
  | { kind: 'add-holiday'; input: StylistHolidayInput }
  | { kind: 'delete-holiday'; id: string }
  | { kind: 'settings'; timeZone: string };

function send(change: PracticeChange) {
  const post = (path: string, body: unknown) =>
    apiFetch(`${BASE}${path}`, StylistPractice, {
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': newIdempotencyKey() },
    });
  const remove = (path: string) => apiFetch(`${BASE}${path}`, StylistPractice, { method: 'DELETE' });
  switch (change.kind) {
    case 'add-schedule':
      return post('/schedules', change.input);
    case 'update-schedule':
      return apiFetch(`${BASE}/schedules/${encodeURIComponent(change.id)}`, StylistPractice, {
        method: 'PUT',
        body: change.input,
      });
    case 'delete-schedule':
      return remove(`/schedules/${encodeURIComponent(change.id)}`);
    case 'add-break':
      return post(`/schedules/${encodeURIComponent(change.scheduleId)}/breaks`, change.input);
    case 'delete-break':
      return remove(`/breaks/${encodeURIComponent(change.id)}`);
    case 'add-holiday':
      return post('/holidays', change.input);
    case 'delete-holiday':
      return remove(`/holidays/${encodeURIComponent(change.id)}`);
    case 'settings':
      return apiFetch(`${BASE}/settings`, StylistPractice, { method: 'PUT', body: { timeZone: change.timeZone } });
  }
}

/** Every practice edit answers the whole practice, which replaces the cached one. */
export function useChangePractice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (practice) => queryClient.setQueryData(practiceKeys.practice, practice),
  });
}

/** The stylist cancels an upcoming appointment with a reason the owner is told. */
export function useStylistCancel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      apiFetch(`${BASE}/appointments/${encodeURIComponent(id)}/cancel`, StylingAppointmentCreated, {
        method: 'POST',
        body: { reason },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: practiceKeys.all }),
  });
}
