import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AppointmentCreated, type BookAppointmentInput } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { appointmentsKey, vetKeys } from '../../../lib/query-keys';

/** POST /api/vet/appointments with the attempt's Idempotency-Key. */
export function bookAppointment(input: BookAppointmentInput, idempotencyKey: string) {
  return apiFetch('/api/vet/appointments', AppointmentCreated, {
    method: 'POST',
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** Spec section 9: a booking clears that vet's cached dates and slots; the owner's lists reload too. */
export function useBookAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: BookAppointmentInput; idempotencyKey: string }) =>
      bookAppointment(input, idempotencyKey),
    onSettled: (_data, _error, { input }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: vetKeys.availability(input.vetId) }),
        queryClient.invalidateQueries({ queryKey: vetKeys.slots(input.vetId) }),
        queryClient.invalidateQueries({ queryKey: appointmentsKey }),
      ]),
  });
}
