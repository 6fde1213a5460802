import { queryOptions, useQuery } from '@tanstack/react-query';
import { TodoList } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';

/** The browser's IANA time zone: "today" and new tasks' dates and times are in it. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export const todoKeys = {
  all: ['community', 'todo'] as const,
  list: (timeZone: string) => ['community', 'todo', 'list', timeZone] as const,
};

/** GET /api/community/todo/tasks: overdue, today, upcoming and recently done, by the browser's day. */
export const todoListQueryOptions = (timeZone: string) =>
  queryOptions({
    queryKey: todoKeys.list(timeZone),
    queryFn: ({ signal }) =>
      apiFetch(`/api/community/todo/tasks?timeZone=${encodeURIComponent(timeZone)}`, TodoList, { signal }),
  });

/** The signed-in user's to-do list (`enabled` false for guests: the API answers them 401). */
export const useTodoList = (enabled = true) => useQuery({ ...todoListQueryOptions(browserTimeZone()), enabled });
