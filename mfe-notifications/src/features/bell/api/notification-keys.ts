/** The bell's cache entries, per user, so a different account never sees the previous one's list. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (userId: string) => ['notifications', 'list', userId] as const,
  preferences: (userId: string) => ['notifications', 'preferences', userId] as const,
};
