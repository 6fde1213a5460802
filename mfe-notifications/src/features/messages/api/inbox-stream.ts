import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  type ConversationReadEvent,
  type ConversationSummary,
  MessageEvent as MessageStreamEvent,
  MessageRemovedEvent,
  ConversationReadEvent as ReadSchema,
  NOTIFICATION_STREAM_EVENTS,
} from '@petpal/contracts';
import { type ThreadData, withMessage, withReplacedMessage } from './inbox-api';
import { inboxKeys } from './inbox-keys';

const STREAM_URL = '/api/notifications/stream';

function parsed<T>(schema: { safeParse(data: unknown): { success: boolean; data?: T } }, event: MessageEvent<string>) {
  try {
    const result = schema.safeParse(JSON.parse(event.data));
    return result.success ? (result.data ?? null) : null;
  } catch {
    return null;
  }
}

/**
 * While an inbox screen is open: new messages go into their thread and the list is refetched; a message an admin
 * hid is replaced in its thread ("This message was removed.") and the list refetched; a change to a
 * conversation (a read receipt, an unread count) updates its "Seen" and refetches the list. The same live stream
 * as the bell's (docs/decisions/085).
 */
export function useInboxStream(userId: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return;
    const source = new EventSource(STREAM_URL, { withCredentials: true });
    const onMessage = (event: MessageEvent<string>) => {
      const data = parsed(MessageStreamEvent, event);
      if (!data) return;
      queryClient.setQueryData<ThreadData>(inboxKeys.thread(userId, data.conversationId), (thread) =>
        withMessage(thread, data.message),
      );
      void queryClient.invalidateQueries({ queryKey: inboxKeys.list(userId) });
    };
    const onRemoved = (event: MessageEvent<string>) => {
      const data = parsed(MessageRemovedEvent, event);
      if (!data) return;
      queryClient.setQueryData<ThreadData>(inboxKeys.thread(userId, data.conversationId), (thread) =>
        withReplacedMessage(thread, data.message),
      );
      void queryClient.invalidateQueries({ queryKey: inboxKeys.list(userId) });
    };
    const onRead = (event: MessageEvent<string>) => {
      const data = parsed<ConversationReadEvent>(ReadSchema, event);
      if (!data) return;
      const other = data.reads.find((read) => read.userId !== userId);
      queryClient.setQueryData<ConversationSummary>(inboxKeys.conversation(userId, data.conversationId), (summary) =>
        summary && other ? { ...summary, otherLastReadAt: other.readAt } : summary,
      );
      // Any change to a conversation (a read, or a new message's unread count, which the API writes just after
      // the message itself) refreshes the list: a list fetched between the two would keep a count of 0.
      void queryClient.invalidateQueries({ queryKey: inboxKeys.list(userId) });
    };
    source.addEventListener(NOTIFICATION_STREAM_EVENTS.message, onMessage);
    source.addEventListener(NOTIFICATION_STREAM_EVENTS.conversationRead, onRead);
    source.addEventListener(NOTIFICATION_STREAM_EVENTS.messageRemoved, onRemoved);
    return () => {
      source.removeEventListener(NOTIFICATION_STREAM_EVENTS.message, onMessage);
      source.removeEventListener(NOTIFICATION_STREAM_EVENTS.conversationRead, onRead);
      source.removeEventListener(NOTIFICATION_STREAM_EVENTS.messageRemoved, onRemoved);
      source.close();
    };
  }, [userId, queryClient]);
}
