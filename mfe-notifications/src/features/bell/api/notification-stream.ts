import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  NOTIFICATION_STREAM_EVENTS,
  NotificationEvent,
  type NotificationList,
  PetReportEvent,
  type PetReportList,
  UnreadEvent,
} from '@petpal/contracts';
import { withNewReport } from '../../../lib/report-feed';
import { reportKeys } from '../../../lib/report-keys';
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
 * goes on top, and the unread state (the server's count) follows every change made in any tab; a state naming
 * an unread item the list lacks (a new report item) fetches the list again. The browser reconnects by itself
 * and the server replays what was missed (Last-Event-ID). Other users' new reports go on top of the
 * /pet-reports feed; after a reconnect the feed is fetched again, since reports missed meanwhile are not
 * replayed.
 */
export function useNotificationStream(userId: string | undefined) {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return;
    const key = notificationKeys.list(userId);
    const feedKey = reportKeys.feed(userId);
    let opened = false;
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
    const onReport = (event: MessageEvent<string>) => {
      const report = parse(PetReportEvent, event);
      const feed = queryClient.getQueryData<PetReportList>(feedKey);
      // Not loaded yet: its first fetch will hold the report.
      if (report && feed) queryClient.setQueryData(feedKey, withNewReport(feed, report));
    };
    const onOpen = () => {
      if (opened) void queryClient.invalidateQueries({ queryKey: feedKey });
      opened = true;
    };
    source.addEventListener(NOTIFICATION_STREAM_EVENTS.notification, onNotification);
    source.addEventListener(NOTIFICATION_STREAM_EVENTS.unread, onUnread);
    source.addEventListener(NOTIFICATION_STREAM_EVENTS.report, onReport);
    source.addEventListener('open', onOpen);
    source.onerror = () => {
      // CONNECTING means the browser retries by itself; CLOSED (e.g. the session ended) is final.
      if (source.readyState === EventSource.CLOSED) {
        logNotificationsFailure('the live notification stream', new Error('the stream closed'));
      }
    };
    return () => {
      source.removeEventListener(NOTIFICATION_STREAM_EVENTS.notification, onNotification);
      source.removeEventListener(NOTIFICATION_STREAM_EVENTS.unread, onUnread);
      source.removeEventListener(NOTIFICATION_STREAM_EVENTS.report, onReport);
      source.removeEventListener('open', onOpen);
      source.close();
    };
  }, [userId, queryClient]);
}
