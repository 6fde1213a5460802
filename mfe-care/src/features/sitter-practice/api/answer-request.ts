import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SitterBookingRequestUpdated, type DeclineBookingRequestInput } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { careKeys } from '../../../lib/query-keys';

const requestPath = (id: string) => `/api/care/practice/requests/${encodeURIComponent(id)}`;

/** POST .../accept: claims the request's time; 409 when it overlaps a booking already accepted. */
export function acceptRequest(requestId: string) {
  return apiFetch(`${requestPath(requestId)}/accept`, SitterBookingRequestUpdated, { method: 'POST' });
}

/** POST .../decline with the reason the owner is told. */
export function declineRequest({ requestId, input }: { requestId: string; input: DeclineBookingRequestInput }) {
  return apiFetch(`${requestPath(requestId)}/decline`, SitterBookingRequestUpdated, { method: 'POST', body: input });
}

/** Whatever the answer, the inbox reloads: a refusal often means the request changed meanwhile (expired, cancelled). */
function useAnswer<V>(answer: (variables: V) => Promise<SitterBookingRequestUpdated>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: careKeys.inbox }),
  });
}

export const useAcceptRequest = () => useAnswer(acceptRequest);
export const useDeclineRequest = () => useAnswer(declineRequest);
