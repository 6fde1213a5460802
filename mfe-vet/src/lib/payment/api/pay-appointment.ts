import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AppointmentUpdated, type PayAppointmentInput } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { appointmentsKey } from '../../query-keys';

/** POST /api/vet/appointments/:id/pay (Pay Now) with the attempt's Idempotency-Key. */
export function payAppointment(appointmentId: string, input: PayAppointmentInput, idempotencyKey: string) {
  return apiFetch(`/api/vet/appointments/${encodeURIComponent(appointmentId)}/pay`, AppointmentUpdated, {
    method: 'POST',
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function usePayAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: { appointmentId: string; input: PayAppointmentInput; idempotencyKey: string }) =>
      payAppointment(args.appointmentId, args.input, args.idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentsKey }),
  });
}
