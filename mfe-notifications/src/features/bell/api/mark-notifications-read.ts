import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type NotificationList, NotificationsUpdated } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { logNotificationsFailure } from '../log-failure';
import { withRead } from './notification-cache';
import { notificationKeys } from './notification-keys';

/** POST /api/notifications/read: one or many of the user's notifications or report items. */
export function markNotificationsRead(ids: readonly string[]) {
  return apiFetch('/api/notifications/read', NotificationsUpdated, { body: { ids } });
}

/** The item turns read once the server agrees; a failure is only logged (spec section 8). */
export function useMarkNotificationsRead(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: ({ unreadCount }, ids) =>
      queryClient.setQueryData<NotificationList>(notificationKeys.list(userId), (list) =>
        list ? withRead(list, unreadCount, ids) : list,
      ),
    onError: (error) => logNotificationsFailure('marking a notification read', error),
  });
}
