/** Query keys of pet reports, shared by the report pages and the bell's live stream (new reports join the feed). */
export const reportKeys = {
  all: ['pet-reports'] as const,
  /** Other users' active reports, as `viewer` (a user id, or '' for a guest) sees them. */
  feed: (viewer: string) => ['pet-reports', 'feed', viewer] as const,
  mine: (userId: string) => ['pet-reports', 'mine', userId] as const,
  report: (id: string) => ['pet-reports', 'report', id] as const,
  comments: (id: string) => ['pet-reports', 'comments', id] as const,
  conversations: (id: string) => ['pet-reports', 'conversations', id] as const,
  /** Without the other party: every conversation of the report. */
  messages: (id: string, participantId?: string) =>
    participantId
      ? (['pet-reports', 'messages', id, participantId] as const)
      : (['pet-reports', 'messages', id] as const),
  alertSettings: (userId: string) => ['pet-reports', 'alert-settings', userId] as const,
};
