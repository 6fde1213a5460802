/** The inbox's query keys, per signed-in user. */
export const inboxKeys = {
  all: (userId: string) => ['inbox', userId] as const,
  list: (userId: string) => ['inbox', userId, 'list'] as const,
  conversation: (userId: string, id: string) => ['inbox', userId, 'conversation', id] as const,
  thread: (userId: string, id: string) => ['inbox', userId, 'thread', id] as const,
};
