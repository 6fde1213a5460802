import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { todoMessages, type TodoDoneItem, type TodoTask } from '@petpal/contracts';
import {
  Alert,
  Button,
  EmptyState,
  LoadingLine,
  PageFrame,
  RetryAlert,
  RouterButtonLink,
  sessionUserAtom,
  Stack,
  Text,
  useToast,
  usePets,
} from '@petpal/design-system';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useCompleteTask, useDeleteTask, useUndoTask } from '../api/task-mutations';
import { useTodoList } from '../api/todo-list';
import { dueLabel } from '../todo-format';
import { TaskActions, TaskItem } from './TaskItem';
import { TaskFormDialog, type TaskDraft } from './TaskFormDialog';
import { TodoSection } from './TodoSection';

/** What the last tick did, with its Undo (Todoist's "Task completed · Undo"). */
interface Ticked {
  message: string;
  taskId: string;
  dueDate: string;
}

/** /todo: the signed-in user's pet-care tasks; guests are asked to log in. */
export function TodoPage() {
  const user = useAtomValue(sessionUserAtom);
  if (user === undefined) return <LoadingLine message="Checking your session..." />;
  if (user === null) {
    return (
      <PageFrame width="wide" title="To-Do">
        <Stack gap={3} align="flex-start">
          <Text>{todoMessages.signIn}</Text>
          <RouterButtonLink to="/login">Login</RouterButtonLink>
        </Stack>
      </PageFrame>
    );
  }
  return <TodoBoard />;
}

function TodoBoard() {
  const { toast } = useToast();
  const list = useTodoList();
  const pets = usePets();
  const complete = useCompleteTask();
  const undo = useUndoTask();
  const remove = useDeleteTask();
  const [draft, setDraft] = useState<TaskDraft | null>(null);
  const [deleting, setDeleting] = useState<TodoTask | null>(null);
  const [ticked, setTicked] = useState<Ticked | null>(null);
  const busy = complete.isPending || undo.isPending;

  const failed = () => toast({ title: 'Error', description: todoMessages.saveFailed, variant: 'error' });

  async function tick(task: TodoTask) {
    try {
      const { task: after } = await complete.mutateAsync(task);
      const message =
        task.repeat === 'none'
          ? `Done: ${task.title}.`
          : `Done: ${task.title}. Next: ${dueLabel(after, list.data?.today ?? after.dueDate)}.`;
      setTicked({ message, taskId: task.id, dueDate: task.dueDate });
    } catch {
      failed();
    }
  }

  async function untick(taskId: string, dueDate: string) {
    try {
      await undo.mutateAsync({ taskId, dueDate });
      setTicked(null);
      toast({ title: todoMessages.undone, variant: 'success' });
    } catch {
      failed();
    }
  }

  async function confirmDelete(task: TodoTask) {
    try {
      await remove.mutateAsync(task.id);
      setDeleting(null);
      setTicked(null);
      toast({ title: todoMessages.deleted, variant: 'success' });
    } catch {
      failed();
    }
  }

  const actions = (
    <>
      <Button onClick={() => setDraft({ mode: 'task' })}>Add task</Button>
      <Button variant="outline" onClick={() => setDraft({ mode: 'vaccine' })}>
        Add vaccine reminder
      </Button>
    </>
  );

  const open = (task: TodoTask, late: boolean) => (
    <TaskItem
      key={task.id}
      task={task}
      today={list.data!.today}
      late={late}
      checked={complete.isPending && complete.variables.id === task.id}
      busy={busy}
      onToggle={() => void tick(task)}
      actions={
        <TaskActions task={task} onEdit={() => setDraft({ mode: 'edit', task })} onDelete={() => setDeleting(task)} />
      }
    />
  );
  const done = ({ task, completion, canUndo }: TodoDoneItem) => (
    <TaskItem
      key={`${task.id}-${completion.completedAt}`}
      task={task}
      today={list.data!.today}
      due={completion}
      checked
      busy={busy}
      onToggle={canUndo ? () => void untick(task.id, completion.dueDate) : null}
    />
  );

  return (
    <PageFrame
      width="wide"
      title="To-Do"
      intro="Pet-care tasks, vaccine reminders and what is due next."
      actions={actions}
    >
      {ticked && (
        <Alert variant="success">
          <Stack direction="row" gap={3} align="center" wrap>
            <span>{ticked.message}</span>
            <Button
              size="sm"
              variant="outline"
              loading={undo.isPending}
              onClick={() => void untick(ticked.taskId, ticked.dueDate)}
            >
              Undo
            </Button>
          </Stack>
        </Alert>
      )}
      {list.isPending ? (
        <LoadingLine message="Loading your to-do list..." />
      ) : list.isError ? (
        <RetryAlert message={todoMessages.loadFailed} onRetry={() => void list.refetch()} />
      ) : list.data.overdue.length + list.data.dueToday.length + list.data.upcoming.length + list.data.done.length ===
        0 ? (
        <EmptyState title="Nothing to do yet" description={todoMessages.empty} />
      ) : (
        <Stack gap={6}>
          <TodoSection title="Overdue" count={list.data.overdue.length}>
            {list.data.overdue.map((task) => open(task, true))}
          </TodoSection>
          <TodoSection title="Today" count={list.data.dueToday.length}>
            {list.data.dueToday.map((task) => open(task, false))}
          </TodoSection>
          <TodoSection title="Upcoming" count={list.data.upcoming.length}>
            {list.data.upcoming.map((task) => open(task, false))}
          </TodoSection>
          <TodoSection title="Done" count={list.data.done.length}>
            {list.data.done.map(done)}
          </TodoSection>
        </Stack>
      )}
      {draft && <TaskFormDialog draft={draft} pets={pets.data?.pets ?? []} onClose={() => setDraft(null)} />}
      {deleting && (
        <ConfirmDialog
          title="Delete this task?"
          description={`“${deleting.title}” and its history will be deleted.`}
          confirmLabel="Delete task"
          busy={remove.isPending}
          onConfirm={() => void confirmDelete(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
    </PageFrame>
  );
}
