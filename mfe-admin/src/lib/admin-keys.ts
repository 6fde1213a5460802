/** Query keys of the dashboard's lists; every admin write refreshes `all`. */
export const adminKeys = {
  all: ['admin'] as const,
  users: (q: string, page: number) => ['admin', 'users', q, page] as const,
  providers: (role: string, status: string, q: string, page: number) =>
    ['admin', 'providers', role, status, q, page] as const,
  flags: ['admin', 'flags'] as const,
  messageFlags: (status: string) => ['admin', 'message-flags', status] as const,
  messageExcerpt: (messageId: string) => ['admin', 'message-flags', 'excerpt', messageId] as const,
  reports: (active: string, page: number) => ['admin', 'reports', active, page] as const,
  orders: (status: string, q: string, page: number) => ['admin', 'orders', status, q, page] as const,
  audit: (page: number) => ['admin', 'audit', page] as const,
};
