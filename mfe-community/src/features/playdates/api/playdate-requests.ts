import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PlaydateRequestAnswer, PlaydateRequestList, type CreatePlaydateRequestInput } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { playdateKeys } from './playdate-keys';

/** New requests arrive while the page is open: look again every minute. */
const REQUESTS_REFRESH_MS = 60_000;

export const playdateRequestsOptions = () =>
  queryOptions({
    queryKey: playdateKeys.requests,
    queryFn: ({ signal }) => apiFetch('/api/community/playdates/requests', PlaydateRequestList, { signal }),
    refetchInterval: REQUESTS_REFRESH_MS,
  });

/**
 * GET /api/community/playdates/requests: incoming and outgoing, newest first. `fresh` fetches them again
 * whenever the caller mounts (the Requests tab opening), however recently they were read.
 */
export const usePlaydateRequests = ({ fresh = false } = {}) =>
  useQuery({ ...playdateRequestsOptions(), ...(fresh ? { refetchOnMount: 'always' as const } : {}) });

/** POST /api/community/playdates/requests. `key` is the attempt's Idempotency-Key. */
export function useSendPlaydateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, key }: { input: CreatePlaydateRequestInput; key: string }) =>
      apiFetch('/api/community/playdates/requests', PlaydateRequestAnswer, {
        method: 'POST',
        body: input,
        headers: { 'Idempotency-Key': key },
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: playdateKeys.requests }),
        queryClient.invalidateQueries({ queryKey: playdateKeys.suggestionsAll }),
      ]),
  });
}

export type PlaydateAnswer = 'accept' | 'decline' | 'cancel';

/** POST /api/community/playdates/requests/:id/accept, /decline or /cancel. */
export function useAnswerPlaydateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: PlaydateAnswer }) =>
      apiFetch(`/api/community/playdates/requests/${encodeURIComponent(id)}/${answer}`, PlaydateRequestAnswer, {
        method: 'POST',
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: playdateKeys.requests }),
        queryClient.invalidateQueries({ queryKey: playdateKeys.suggestionsAll }),
      ]),
  });
}
