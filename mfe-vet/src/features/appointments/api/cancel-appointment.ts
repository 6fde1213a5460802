import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AppointmentUpdated } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { appointmentsKey, vetKeys } from '../../../lib/query-keys';

/** POST /api/vet/appointments/:id/cancel: the owner cancels (status cancelled). */
export function cancelAppointment(appointmentId: string) {
  return apiFetch(`/api/vet/appointments/${encodeURIComponent(appointmentId)}/cancel`, AppointmentUpdated, {
    method: 'POST',
  });
}

/** The freed time is bookable again: the vet's dates and slots reload with the owner's lists. */
export function useCancelAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelAppointment,
    onSuccess: ({ appointment }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: appointmentsKey }),
        queryClient.invalidateQueries({ queryKey: vetKeys.availability(appointment.vet.id) }),
        queryClient.invalidateQueries({ queryKey: vetKeys.slots(appointment.vet.id) }),
      ]),
  });
}
