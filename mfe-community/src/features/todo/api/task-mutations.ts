import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Deleted, TodoAnswer, type TodoInput, type TodoTask } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { todoKeys } from './todo-list';

const taskPath = (taskId: string) => `/api/community/todo/tasks/${encodeURIComponent(taskId)}`;

/** Every write changes the groups (and the dashboard card, which reads the same list). */
function useRefreshingMutation<Variables, Answer>(mutationFn: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: todoKeys.all }) });
}

/** POST a new task with one Idempotency-Key per attempt (`key`), so a retry never adds it twice. */
export const useCreateTask = () =>
  useRefreshingMutation(({ input, key }: { input: TodoInput; key: string }) =>
    apiFetch('/api/community/todo/tasks', TodoAnswer, {
      method: 'POST',
      body: input,
      headers: { 'Idempotency-Key': key },
    }),
  );

/** PUT the whole task. */
export const useUpdateTask = () =>
  useRefreshingMutation(({ taskId, input }: { taskId: string; input: TodoInput }) =>
    apiFetch(taskPath(taskId), TodoAnswer, { method: 'PUT', body: input }),
  );

export const useDeleteTask = () =>
  useRefreshingMutation((taskId: string) => apiFetch(taskPath(taskId), Deleted, { method: 'DELETE' }));

/** Ticks the occurrence the screen shows (its due date), so a double click ticks it once. */
export const useCompleteTask = () =>
  useRefreshingMutation((task: Pick<TodoTask, 'id' | 'dueDate'>) =>
    apiFetch(`${taskPath(task.id)}/complete`, TodoAnswer, { method: 'POST', body: { dueDate: task.dueDate } }),
  );

/** Takes back the task's latest completion (the occurrence due on `dueDate`). */
export const useUndoTask = () =>
  useRefreshingMutation(({ taskId, dueDate }: { taskId: string; dueDate: string }) =>
    apiFetch(`${taskPath(taskId)}/undo`, TodoAnswer, { method: 'POST', body: { dueDate } }),
  );
