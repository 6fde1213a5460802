import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OwnerBookingRequestUpdated } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { careKeys } from '../../../lib/query-keys';

/** POST /api/care/requests/:id/cancel: a pending or accepted request that has not started. */
export function cancelBookingRequest(requestId: string) {
  return apiFetch(`/api/care/requests/${encodeURIComponent(requestId)}/cancel`, OwnerBookingRequestUpdated, {
    method: 'POST',
  });
}

/** A refusal may mean the sitter answered meanwhile: the lists reload either way. */
export function useCancelBookingRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBookingRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: careKeys.requests }),
  });
}
