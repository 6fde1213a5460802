/**
 * The to-do list (docs/decisions/036-todo.md): a signed-in user's own pet-care tasks. A task is due on a
 * calendar date (YYYY-MM-DD) and optionally at a wall-clock time (HH:MM), both in the IANA time zone the
 * browser sends; it may repeat, name one of the user's pets, and be a vaccine reminder.
 */
import * as z from 'zod/mini';
import { isTimeZone } from '../profiles';

export const TODO_REPEATS = ['none', 'daily', 'weekly', 'monthly', 'yearly'] as const;
export const TODO_KINDS = ['task', 'vaccine'] as const;

/** How each repeat reads on screen. */
export const TODO_REPEAT_LABELS = {
  none: 'Does not repeat',
  daily: 'Every day',
  weekly: 'Every week',
  monthly: 'Every month',
  yearly: 'Every year',
} as const satisfies Record<(typeof TODO_REPEATS)[number], string>;

/** The vaccine reminder preset's choices (any other name may be typed). */
export const VACCINE_PRESETS = [
  'Rabies',
  'DHPP (distemper, hepatitis, parvo)',
  'Leptospirosis',
  'Bordetella (kennel cough)',
  'Canine influenza',
  'FVRCP (feline distemper)',
  'FeLV (feline leukemia)',
] as const;

/** A user's tasks, done ones included (the list is one read). */
export const TODO_TASKS_MAX = 500;
/** Done tasks and completed occurrences of the last this many days show under Done. */
export const TODO_DONE_DAYS = 30;
/** At most this many completions show under Done. */
export const TODO_DONE_MAX = 20;
/** A task without a time is reminded at this local time of its day (as Apple Reminders' all-day default). */
export const TODO_ALL_DAY_REMINDER = '09:00';

export const todoMessages = {
  title: 'Please enter a title of up to 120 characters.',
  notes: 'Notes must be 1,000 characters or fewer.',
  dueDate: 'Please choose a due date between 2000 and 2100.',
  dueTime: 'Please enter a time as HH:MM, or leave it empty.',
  timeZone: 'Please choose a valid time zone.',
  repeat: 'Please choose how often it repeats.',
  kind: 'Please choose a task or a vaccine reminder.',
  vaccineName: 'Please enter the vaccine’s name (up to 80 characters).',
  pet: 'Please choose one of your pets.',
  notFound: 'We could not find that task.',
  changed: 'This task changed in the meantime. Please reload and try again.',
  nothingToUndo: 'There is nothing to undo for this task.',
  tooMany: `You have ${TODO_TASKS_MAX} tasks. Delete some done ones before adding more.`,
  // Screens.
  signIn: 'Log in to keep a to-do list for your pets.',
  loadFailed: 'We could not load your to-do list. Please try again.',
  saveFailed: 'We could not save the task. Please try again.',
  empty: 'Nothing to do yet. Add a task or a vaccine reminder for your pet.',
  created: 'Task added.',
  saved: 'Task saved.',
  deleted: 'Task deleted.',
  undone: 'Marked as not done.',
} as const;

export const TodoRepeat = z.enum(TODO_REPEATS, { error: todoMessages.repeat });
export type TodoRepeat = z.infer<typeof TodoRepeat>;
export const TodoKind = z.enum(TODO_KINDS, { error: todoMessages.kind });
export type TodoKind = z.infer<typeof TodoKind>;

/** True for a date that exists (2027-02-29 does not) within the years a to-do may use. */
function isTodoDate(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= 2000 && y <= 2100 && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export const TodoDate = z
  .string({ error: todoMessages.dueDate })
  .check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: todoMessages.dueDate, abort: true }),
    z.refine(isTodoDate, todoMessages.dueDate),
  );
export const TodoTime = z
  .string({ error: todoMessages.dueTime })
  .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, todoMessages.dueTime));
export const TodoTimeZone = z
  .string({ error: todoMessages.timeZone })
  .check(z.maxLength(64, { error: todoMessages.timeZone, abort: true }), z.refine(isTimeZone, todoMessages.timeZone));

/** One of the user's pets: a document id, checked before it reaches a filter. */
const PetId = z.string({ error: todoMessages.pet }).check(z.regex(/^[a-f0-9]{24}$/i, todoMessages.pet));

const trimmed = (max: number, message: string) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max, message));

/** POST /api/community/todo/tasks and PUT /tasks/:id (the whole task). A vaccine reminder names its vaccine. */
export const TodoInput = z
  .strictObject({
    title: trimmed(120, todoMessages.title),
    notes: z._default(
      z.string({ error: todoMessages.notes }).check(z.trim(), z.maxLength(1000, todoMessages.notes)),
      '',
    ),
    dueDate: TodoDate,
    /** null or absent: all day (reminded at 09:00 local). */
    dueTime: z._default(z.nullable(TodoTime), null),
    timeZone: TodoTimeZone,
    repeat: z._default(TodoRepeat, 'none'),
    petId: z._default(z.nullable(PetId), null),
    kind: z._default(TodoKind, 'task'),
    vaccineName: z._default(z.nullable(trimmed(80, todoMessages.vaccineName)), null),
  })
  .check(
    z.refine((input) => input.kind !== 'vaccine' || (input.vaccineName ?? '') !== '', {
      error: todoMessages.vaccineName,
      path: ['vaccineName'],
      when: (payload) => typeof payload.value === 'object' && payload.value !== null,
    }),
  );
export type TodoInput = z.input<typeof TodoInput>;
export type TodoFields = z.output<typeof TodoInput>;

/** GET /api/community/todo/tasks?timeZone=: "today" is the browser's day. */
export const TodoListQuery = z.strictObject({ timeZone: TodoTimeZone });
export type TodoListQuery = z.input<typeof TodoListQuery>;

/** POST /tasks/:id/complete and /undo name the occurrence they mean, so a double click does it once. */
export const TodoOccurrenceInput = z.strictObject({ dueDate: TodoDate });
export type TodoOccurrenceInput = z.input<typeof TodoOccurrenceInput>;

export const TodoPet = z.object({ id: z.string(), name: z.string() });
export type TodoPet = z.infer<typeof TodoPet>;

/** One finished occurrence: the due date and time it had, and when it was ticked. */
export const TodoCompletion = z.object({
  dueDate: z.string(),
  dueTime: z.nullable(z.string()),
  completedAt: z.string(),
});
export type TodoCompletion = z.infer<typeof TodoCompletion>;

export const TodoTask = z.object({
  id: z.string(),
  title: z.string(),
  notes: z.string(),
  /** The open occurrence's date and time (a done one-off task keeps its own). */
  dueDate: z.string(),
  dueTime: z.nullable(z.string()),
  timeZone: z.string(),
  /** The occurrence's instant (an all-day task's: its reminder time, 09:00 local). */
  dueAt: z.string(),
  repeat: TodoRepeat,
  kind: TodoKind,
  vaccineName: z.nullable(z.string()),
  /** Null when none was chosen or the pet was removed since. */
  pet: z.nullable(TodoPet),
  /** Only a one-off task is ever done; a repeating one moves to its next occurrence. */
  done: z.boolean(),
  /** The latest completion, which Undo takes back; null when there is none. */
  lastCompletion: z.nullable(TodoCompletion),
  createdAt: z.string(),
});
export type TodoTask = z.infer<typeof TodoTask>;

/** A completion under Done: the task as it is now and the occurrence that was finished. */
export const TodoDoneItem = z.object({
  task: TodoTask,
  completion: TodoCompletion,
  /** Only a task's latest completion can be undone. */
  canUndo: z.boolean(),
});
export type TodoDoneItem = z.infer<typeof TodoDoneItem>;

/** GET /tasks: open tasks by their date against the browser's today (earliest first); Done newest first. */
export const TodoList = z.object({
  today: z.string(),
  overdue: z.array(TodoTask),
  dueToday: z.array(TodoTask),
  upcoming: z.array(TodoTask),
  done: z.array(TodoDoneItem),
});
export type TodoList = z.infer<typeof TodoList>;

/** POST /tasks, GET and PUT /tasks/:id, POST /complete and /undo. */
export const TodoAnswer = z.object({ task: TodoTask });
export type TodoAnswer = z.infer<typeof TodoAnswer>;
