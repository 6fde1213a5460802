import type { TodoCompletion, TodoDoneItem, TodoList, TodoTask } from '@petpal/contracts';
import { TODO_DONE_DAYS, TODO_DONE_MAX } from '@petpal/contracts';
import type { CompletionDoc, TodoDoc } from './todo.repository';

/** Pet names by id (hex): a task shows its pet's current name, or none once the pet is removed. */
export type PetNames = ReadonlyMap<string, string>;

const DAY_MS = 86_400_000;

const completionOf = (entry: CompletionDoc): TodoCompletion => ({
  dueDate: entry.dueDate,
  dueTime: entry.dueTime,
  completedAt: entry.completedAt.toISOString(),
});

/**
 * The completion Undo would take back: a done one-off task's newest; a repeating task's newest if it belongs
 * to the current schedule (after a change of date or repeat there is no earlier occurrence to go back to).
 */
export function undoableOf(doc: TodoDoc): CompletionDoc | null {
  const last = doc.history.at(-1) ?? null;
  if (doc.repeat === 'none') return doc.done ? last : null;
  return last && last.series === doc.series ? last : null;
}

export function toTodoTask(doc: TodoDoc, pets: PetNames): TodoTask {
  const petName = doc.petId ? pets.get(doc.petId.toHexString()) : undefined;
  const last = undoableOf(doc);
  return {
    id: doc._id.toHexString(),
    title: doc.title,
    notes: doc.notes,
    dueDate: doc.dueDate,
    dueTime: doc.dueTime,
    timeZone: doc.timeZone,
    dueAt: doc.dueAt.toISOString(),
    repeat: doc.repeat,
    kind: doc.kind,
    vaccineName: doc.vaccineName,
    pet: doc.petId && petName !== undefined ? { id: doc.petId.toHexString(), name: petName } : null,
    done: doc.done,
    lastCompletion: last ? completionOf(last) : null,
    createdAt: doc.createdAt.toISOString(),
  };
}

/**
 * Open tasks by their date against `today` (the browser's), earliest first (all-day before timed on a
 * day); Done: the completions of the last 30 days, newest first, 20 at most.
 */
export function toTodoList(docs: readonly TodoDoc[], pets: PetNames, today: string, now: Date): TodoList {
  const list: TodoList = { today, overdue: [], dueToday: [], upcoming: [], done: [] };
  const byDue = [...docs].sort(
    (a, b) =>
      a.dueDate.localeCompare(b.dueDate) ||
      (a.dueTime ?? '').localeCompare(b.dueTime ?? '') ||
      a.createdAt.getTime() - b.createdAt.getTime(),
  );
  const since = now.getTime() - TODO_DONE_DAYS * DAY_MS;
  const done: Array<{ at: number; item: TodoDoneItem }> = [];
  for (const doc of byDue) {
    const task = toTodoTask(doc, pets);
    if (!doc.done) {
      if (doc.dueDate < today) list.overdue.push(task);
      else if (doc.dueDate === today) list.dueToday.push(task);
      else list.upcoming.push(task);
    }
    const undoable = undoableOf(doc);
    for (const entry of doc.history) {
      if (entry.completedAt.getTime() < since) continue;
      done.push({
        at: entry.completedAt.getTime(),
        item: { task, completion: completionOf(entry), canUndo: entry === undoable },
      });
    }
  }
  list.done = done
    .sort((a, b) => b.at - a.at)
    .slice(0, TODO_DONE_MAX)
    .map(({ item }) => item);
  return list;
}
