import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NoticePreferences } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { notificationKeys } from './notification-keys';

const PATH = '/api/notifications/preferences';

/** GET /api/notifications/preferences: the kinds of notice the user muted (none until they save). */
export const useNoticePreferences = (userId: string) =>
  useQuery({
    queryKey: notificationKeys.preferences(userId),
    queryFn: ({ signal }) => apiFetch(PATH, NoticePreferences, { signal }),
  });

/** PUT /api/notifications/preferences. */
export function useSaveNoticePreferences(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NoticePreferences) => apiFetch(PATH, NoticePreferences, { method: 'PUT', body: input }),
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.preferences(userId), saved),
  });
}
