import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  StylingAppointmentCreated,
  StylingAppointmentList,
  StylistAvailability,
  StylistDaySlots,
  StylistDetail,
  StylistList,
  type BookStylingInput,
} from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { FRESH_MS } from '../../../lib/query-keys';
import { searchQuery, type StylistSearch } from '../stylist-search';

/** Query keys of the stylist screens: a booking or a cancellation refreshes every one of them. */
export const stylistKeys = {
  all: ['care', 'stylists'] as const,
  list: (query: string) => ['care', 'stylists', 'list', query] as const,
  one: (stylistId: string) => ['care', 'stylists', 'one', stylistId] as const,
  availability: (stylistId: string) => ['care', 'stylists', 'availability', stylistId] as const,
  slots: (stylistId: string, date: string) => ['care', 'stylists', 'slots', stylistId, date] as const,
  appointments: ['care', 'stylists', 'appointments'] as const,
};

/** GET /api/care/stylists: one page of the stylists matching the search, by name. */
export function useStylists(search: StylistSearch) {
  const query = searchQuery(search).toString();
  const path = `/api/care/stylists${query ? `?${query}` : ''}`;
  return useQuery({
    queryKey: stylistKeys.list(path),
    queryFn: ({ signal }) => apiFetch(path, StylistList, { signal }),
    staleTime: FRESH_MS,
    // The cards stay on screen while the next page loads.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/care/stylists/:id: the stylist's own page (card fields and next open slot). */
export function useStylist(stylistId: string) {
  return useQuery({
    queryKey: stylistKeys.one(stylistId),
    queryFn: ({ signal }) => apiFetch(`/api/care/stylists/${encodeURIComponent(stylistId)}`, StylistDetail, { signal }),
    staleTime: FRESH_MS,
  });
}

export function useStylistAvailability(stylistId: string) {
  return useQuery({
    queryKey: stylistKeys.availability(stylistId),
    queryFn: ({ signal }) =>
      apiFetch(`/api/care/stylists/${encodeURIComponent(stylistId)}/availability`, StylistAvailability, { signal }),
  });
}

export function useStylistSlots(stylistId: string, date: string | null) {
  return useQuery({
    queryKey: stylistKeys.slots(stylistId, date ?? ''),
    queryFn: ({ signal }) =>
      apiFetch(
        `/api/care/stylists/${encodeURIComponent(stylistId)}/slots?date=${encodeURIComponent(date ?? '')}`,
        StylistDaySlots,
        { signal },
      ),
    enabled: date !== null,
  });
}

/** POST /api/care/stylist-appointments with the attempt's Idempotency-Key. */
export function useBookStyling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: BookStylingInput; idempotencyKey: string }) =>
      apiFetch('/api/care/stylist-appointments', StylingAppointmentCreated, {
        method: 'POST',
        body: input,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    // A refusal may mean someone took the slot meanwhile: dates and slots reload either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: stylistKeys.all }),
  });
}

export const stylingAppointmentsQueryOptions = (scope: 'upcoming' | 'past') =>
  queryOptions({
    queryKey: [...stylistKeys.appointments, scope],
    queryFn: ({ signal }) =>
      apiFetch(`/api/care/stylist-appointments?scope=${scope}`, StylingAppointmentList, { signal }),
    staleTime: FRESH_MS,
  });

export function useStylingAppointments(scope: 'upcoming' | 'past', enabled = true) {
  return useQuery({ ...stylingAppointmentsQueryOptions(scope), enabled });
}

export function useCancelStyling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch(`/api/care/stylist-appointments/${encodeURIComponent(id)}/cancel`, StylingAppointmentCreated, {
        method: 'POST',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: stylistKeys.all }),
  });
}
