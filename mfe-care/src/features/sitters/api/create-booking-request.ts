import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BookingRequestCreated, type CreateBookingRequestInput } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { careKeys } from '../../../lib/query-keys';

/** POST /api/care/requests with the attempt's Idempotency-Key: a retried send never makes a second request. */
export function createBookingRequest(input: CreateBookingRequestInput, idempotencyKey: string) {
  return apiFetch('/api/care/requests', BookingRequestCreated, {
    method: 'POST',
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** The owner's booking lists reload with the new request in them. */
export function useCreateBookingRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: CreateBookingRequestInput; idempotencyKey: string }) =>
      createBookingRequest(input, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: careKeys.requests }),
  });
}
