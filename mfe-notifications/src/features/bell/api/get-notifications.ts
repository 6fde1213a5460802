import { queryOptions, useQuery } from '@tanstack/react-query';
import { NotificationList } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { logNotificationsFailure } from '../log-failure';
import { notificationKeys } from './notification-keys';

/** GET /api/notifications: the newest 10 after the latest Clear All, the report items and the exact unread count. */
export async function getNotifications(signal?: AbortSignal): Promise<NotificationList> {
  try {
    return await apiFetch('/api/notifications', NotificationList, { signal });
  } catch (error) {
    logNotificationsFailure('loading notifications', error);
    throw error;
  }
}

/** The live stream keeps the list current; a refetch now and then only repairs a missed event. */
export const notificationsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: notificationKeys.list(userId),
    queryFn: ({ signal }) => getNotifications(signal),
    staleTime: 60_000,
  });

/** Without a signed-in user (the auth context unavailable) nothing loads: an empty, non-loading state. */
export function useNotifications(userId: string | undefined) {
  return useQuery({ ...notificationsQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
