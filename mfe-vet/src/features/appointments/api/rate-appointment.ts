import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RatingCreated, type RateAppointmentInput } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { appointmentsKey, vetKeys } from '../../../lib/query-keys';

/** POST /api/vet/appointments/:id/rating: once per past appointment. */
export function rateAppointment(appointmentId: string, input: RateAppointmentInput) {
  return apiFetch(`/api/vet/appointments/${encodeURIComponent(appointmentId)}/rating`, RatingCreated, {
    method: 'POST',
    body: input,
  });
}

export function useRateAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ appointmentId, input }: { appointmentId: string; input: RateAppointmentInput }) =>
      rateAppointment(appointmentId, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: appointmentsKey }),
        queryClient.invalidateQueries({ queryKey: vetKeys.reviews() }),
        queryClient.invalidateQueries({ queryKey: vetKeys.vets }),
      ]),
  });
}
