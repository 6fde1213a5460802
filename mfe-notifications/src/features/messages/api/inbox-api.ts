import { useState } from 'react';
import { type InfiniteData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ChatMessage,
  ConversationList,
  ConversationReadAnswer,
  ConversationSummary,
  type FlagMessageInput,
  MessagePage,
  MessageReported,
  type SendMessageInput,
} from '@petpal/contracts';
import { apiFetch, createAttemptKeys } from '@petpal/design-system';
import { inboxKeys } from './inbox-keys';

const BASE = '/api/messages/conversations';

/** GET /api/messages/conversations: the user's conversations, newest activity first. */
export const useConversationList = (userId: string) =>
  useQuery({
    queryKey: inboxKeys.list(userId),
    queryFn: ({ signal }) => apiFetch(BASE, ConversationList, { signal }),
  });

/** GET /api/messages/conversations/:id: the other participant, unread count and their last read. */
export const useConversation = (userId: string, id: string) =>
  useQuery({
    queryKey: inboxKeys.conversation(userId, id),
    queryFn: ({ signal }) => apiFetch(`${BASE}/${encodeURIComponent(id)}`, ConversationSummary, { signal }),
  });

export type ThreadData = InfiniteData<MessagePage, unknown>;

/** The thread, newest page first; `fetchNextPage` loads older messages. */
export const useThread = (userId: string, id: string) =>
  useInfiniteQuery({
    queryKey: inboxKeys.thread(userId, id),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      apiFetch(
        `${BASE}/${encodeURIComponent(id)}/messages${pageParam ? `?before=${encodeURIComponent(pageParam)}` : ''}`,
        MessagePage,
        { signal },
      ),
    getNextPageParam: (page) => page.nextBefore,
  });

/** The thread's messages, oldest first. */
export const threadMessages = (data: ThreadData | undefined): ChatMessage[] =>
  data ? [...data.pages].reverse().flatMap((page) => page.messages) : [];

/** The thread with `message` added at the end, unless it is there already (live and the answer both bring it). */
export function withMessage(data: ThreadData | undefined, message: ChatMessage): ThreadData | undefined {
  if (!data || data.pages.some((page) => page.messages.some((m) => m.id === message.id))) return data;
  const [newest, ...older] = data.pages;
  if (!newest) return data;
  return { ...data, pages: [{ ...newest, messages: [...newest.messages, message] }, ...older] };
}

/** The thread with the message of the same id replaced by `message` (an admin hid it, docs/decisions/099). */
export function withReplacedMessage(data: ThreadData | undefined, message: ChatMessage): ThreadData | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      messages: page.messages.map((m) => (m.id === message.id ? message : m)),
    })),
  };
}

/** POST .../messages (text, photo ids or both) with an Idempotency-Key reused while the same message is retried. */
export function useSendChatMessage(userId: string, id: string) {
  const queryClient = useQueryClient();
  const [keys] = useState(createAttemptKeys);
  return useMutation({
    mutationFn: async (body: SendMessageInput) => {
      try {
        const message = await apiFetch(`${BASE}/${encodeURIComponent(id)}/messages`, ChatMessage, {
          body,
          headers: { 'Idempotency-Key': keys.keyFor(body) },
        });
        keys.settle();
        return message;
      } catch (error) {
        keys.settle(error);
        throw error;
      }
    },
    onSuccess: (message) => {
      queryClient.setQueryData<ThreadData>(inboxKeys.thread(userId, id), (data) => withMessage(data, message));
      void queryClient.invalidateQueries({ queryKey: inboxKeys.list(userId) });
    },
  });
}

/** POST .../read: the read receipt; the list's unread dot goes. */
export function useMarkConversationRead(userId: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch(`${BASE}/${encodeURIComponent(id)}/read`, ConversationReadAnswer, { method: 'POST' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: inboxKeys.list(userId) }),
  });
}

/** POST .../messages/:messageId/report: to the admin's flag queue. */
export const useReportChatMessage = (id: string) =>
  useMutation({
    mutationFn: ({ messageId, input }: { messageId: string; input: FlagMessageInput }) =>
      apiFetch(`${BASE}/${encodeURIComponent(id)}/messages/${encodeURIComponent(messageId)}/report`, MessageReported, {
        body: input,
      }),
  });
