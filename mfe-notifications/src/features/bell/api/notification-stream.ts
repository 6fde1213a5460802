import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  NOTIFICATION_STREAM_EVENTS,
  NotificationEvent,
  type NotificationList,
  UnreadEvent,
} from '@petpal/api/contracts';
import { logNotificationsFailure } from '../log-failure';
import { withNewNotification, withUnreadState } from './notification-cache';
import { notificationKeys } from './notification-keys';

export const NOTIFICATION_STREAM_URL = '/api/notifications/stream';

function parse<T>(schema: { parse(data: unknown): T }, event: MessageEvent<string>): T | null {
  try {
    return schema.parse(JSON.parse(event.data));
  } catch (error) {
    logNotificationsFailure('reading a live notification', error);
    return null;
  }
}

/**
 * Keeps the user's list current from GET /api/notifications/stream (Server-Sent Events): a new notification
 * goes on top, and the unread state follows every change made in any tab. The browser reconnects by itself
 * and the server replays what was missed (Last-Event-ID).
 */
export function useNotificationStream(userId: string | undefined) {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return;
    const key = notificationKeys.list(userId);
    const source = new EventSource(NOTIFICATION_STREAM_URL, { withCredentials: true });

    function update(apply: (list: NotificationList) => NotificationList | null) {
      const list = queryClient.getQueryData<NotificationList>(key);
      const next = list ? apply(list) : null;
      // Not loaded yet, or out of step: fetch the list rather than guess.
      if (next) queryClient.setQueryData(key, next);
      else void queryClient.invalidateQueries({ queryKey: key });
    }

    const onNotification = (event: MessageEvent<string>) => {
      const item = parse(NotificationEvent, event);
      if (item) update((list) => withNewNotification(list, item));
    };
    const onUnread = (event: MessageEvent<string>) => {
      const state = parse(UnreadEvent, event);
      if (!state) return;
      update((list) => {
        const next = withUnreadState(list, state);
        return next.missing ? null : next.list;
      });
    };
    source.addEventListener(NOTIFICATION_STREAM_EVENTS.notification, onNotification);
    source.addEventListener(NOTIFICATION_STREAM_EVENTS.unread, onUnread);
    source.onerror = () => {
      // CONNECTING means the browser retries by itself; CLOSED (e.g. the session ended) is final.
      if (source.readyState === EventSource.CLOSED) {
        logNotificationsFailure('the live notification stream', new Error('the stream closed'));
      }
    };
    return () => {
      source.removeEventListener(NOTIFICATION_STREAM_EVENTS.notification, onNotification);
      source.removeEventListener(NOTIFICATION_STREAM_EVENTS.unread, onUnread);
      source.close();
    };
  }, [userId, queryClient]);
}
