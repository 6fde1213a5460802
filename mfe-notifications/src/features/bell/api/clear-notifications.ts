import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type NotificationList, NotificationsUpdated } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { logNotificationsFailure } from '../log-failure';
import { notificationKeys } from './notification-keys';

/** POST /api/notifications/clear: Clear All hides everything so far (report items too) and resets the count. */
export function clearNotifications() {
  return apiFetch('/api/notifications/clear', NotificationsUpdated, { method: 'POST' });
}

/** The list empties once the server agrees; a failure is only logged (spec section 8). */
export function useClearNotifications(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearNotifications,
    onSuccess: ({ unreadCount }) =>
      queryClient.setQueryData<NotificationList>(notificationKeys.list(userId), {
        notifications: [],
        reportItems: [],
        unreadCount,
      }),
    onError: (error) => logNotificationsFailure('clearing notifications', error),
  });
}
