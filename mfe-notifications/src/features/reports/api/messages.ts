import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ReportMessageInput,
  ReportConversationList,
  ReportMessageList,
  ReportMessageSent,
} from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { reportKeys } from '../../../lib/report-keys';

const reportPath = (id: string) => `/api/notifications/reports/${encodeURIComponent(id)}`;

/** Conversations refresh while the messages are open, so replies show up without a reload. */
export const MESSAGES_REFRESH_MS = 15_000;

/** GET /reports/:id/conversations: all of them for the reporter, the user's own for anyone else. */
export function getConversations(id: string, signal?: AbortSignal) {
  return apiFetch(`${reportPath(id)}/conversations`, ReportConversationList, { signal });
}

export const conversationsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: reportKeys.conversations(id),
    queryFn: ({ signal }) => getConversations(id, signal),
    refetchInterval: MESSAGES_REFRESH_MS,
  });

export const useConversations = (id: string, enabled: boolean) =>
  useQuery({ ...conversationsQueryOptions(id), enabled });

/** GET /reports/:id/messages: the reporter names the other party; anyone else reads their own conversation. */
export function getMessages(id: string, participantId: string | null, signal?: AbortSignal) {
  const query = participantId ? `?with=${encodeURIComponent(participantId)}` : '';
  return apiFetch(`${reportPath(id)}/messages${query}`, ReportMessageList, { signal });
}

export const messagesQueryOptions = (id: string, participantId: string | null) =>
  queryOptions({
    queryKey: reportKeys.messages(id, participantId ?? 'mine'),
    queryFn: ({ signal }) => getMessages(id, participantId, signal),
    refetchInterval: MESSAGES_REFRESH_MS,
  });

export const useMessages = (id: string, participantId: string | null, enabled: boolean) =>
  useQuery({ ...messagesQueryOptions(id, participantId), enabled });

/** POST /reports/:id/messages: to the reporter, or the reporter's reply in `withUserId`'s conversation. */
export function sendMessage(id: string, input: ReportMessageInput) {
  return apiFetch(`${reportPath(id)}/messages`, ReportMessageSent, { body: input });
}

export function useSendMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReportMessageInput) => sendMessage(id, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reportKeys.messages(id) }),
        queryClient.invalidateQueries({ queryKey: reportKeys.conversations(id) }),
      ]),
  });
}
