import { ObjectId } from 'mongodb';
import { TODO_TASKS_MAX, todoMessages, type TodoFields, type TodoList, type TodoTask } from '@petpal/contracts';
import { Conflict, Invalid, NotFound } from '../../errors';
import { instantOf, nextOccurrence, todayIn } from './recurrence';
import { toTodoList, toTodoTask, undoableOf, type PetNames } from './todo-view';
import { TODO_HISTORY_MAX, type TodoChange, type TodoDoc, type TodoRepository } from './todo.repository';

export interface TodoServiceDeps {
  tasks: TodoRepository;
  /** The user's pets (auth's, through its facade): id (hex) -> name. */
  petsOf: (userId: ObjectId) => Promise<PetNames>;
  now: () => Date;
  /** Called when a write leaves a reminder owed already (a task due now): the reminder job runs at once. */
  onReminderDue?: () => void;
}

const changed = () => new Conflict(todoMessages.changed, 'todo_changed');

/** The schedule of an open occurrence: its instant, and the reminder owed for it. */
function scheduleOf(dueDate: string, dueTime: string | null, timeZone: string, done: boolean) {
  const dueAt = instantOf(dueDate, dueTime, timeZone);
  return { dueDate, dueTime, dueAt, remindAt: done ? null : dueAt, remindLeaseUntil: null };
}

/**
 * A user's own to-do list: add, edit, delete, tick done (a repeating task moves to its next occurrence)
 * and undo. Every change applies only to the version it was decided on; a double click completes once.
 */
export function createTodoService({ tasks, petsOf, now, onReminderDue }: TodoServiceDeps) {
  async function owned(userId: ObjectId, id: ObjectId): Promise<TodoDoc> {
    const doc = await tasks.findOwned(id, userId);
    if (!doc) throw new NotFound(todoMessages.notFound);
    return doc;
  }

  async function checkedPets(userId: ObjectId, petId: string | null): Promise<PetNames> {
    const pets = await petsOf(userId);
    if (petId !== null && !pets.has(petId.toLowerCase()))
      throw new Invalid(todoMessages.pet, { petId: todoMessages.pet });
    return pets;
  }

  /** Answers the task; pokes the reminder job if the write left a reminder owed now. */
  function answer(doc: TodoDoc, pets: PetNames): TodoTask {
    if (doc.remindAt && doc.remindAt <= now() && onReminderDue) onReminderDue();
    return toTodoTask(doc, pets);
  }

  /**
   * Reads the task, lets `decide` answer it as it is (already done: a repeated click) or name a change, and
   * applies the change to that version; when another change got there first, decides once more.
   */
  async function update(
    userId: ObjectId,
    id: ObjectId,
    decide: (doc: TodoDoc) => TodoChange | 'as-is',
  ): Promise<TodoTask> {
    for (let attempt = 0; attempt < 2; attempt++) {
      const doc = await owned(userId, id);
      const change = decide(doc);
      const [pets, after] = await Promise.all([
        petsOf(userId),
        change === 'as-is' ? doc : tasks.change(doc, { ...change, updatedAt: now() }),
      ]);
      if (after) return answer(after, pets);
    }
    throw changed();
  }

  return {
    async list(userId: ObjectId, timeZone: string): Promise<TodoList> {
      const at = now();
      const [docs, pets] = await Promise.all([tasks.listOf(userId), petsOf(userId)]);
      return toTodoList(docs, pets, todayIn(timeZone, at), at);
    },

    async get(userId: ObjectId, id: ObjectId): Promise<TodoTask> {
      const [doc, pets] = await Promise.all([owned(userId, id), petsOf(userId)]);
      return toTodoTask(doc, pets);
    },

    async create(userId: ObjectId, fields: TodoFields): Promise<TodoTask> {
      const pets = await checkedPets(userId, fields.petId);
      if ((await tasks.countOf(userId)) >= TODO_TASKS_MAX) throw new Conflict(todoMessages.tooMany, 'too_many_tasks');
      const at = now();
      const doc: TodoDoc = {
        _id: new ObjectId(),
        userId,
        ...contentOf(fields),
        repeat: fields.repeat,
        timeZone: fields.timeZone,
        series: 0,
        anchorDate: fields.dueDate,
        occurrence: 0,
        ...scheduleOf(fields.dueDate, fields.dueTime, fields.timeZone, false),
        done: false,
        history: [],
        version: 0,
        createdAt: at,
        updatedAt: at,
      };
      await tasks.insert(doc);
      return answer(doc, pets);
    },

    /** Saves the whole task; a new date, time, zone or repeat starts its schedule afresh from that date. */
    async update(userId: ObjectId, id: ObjectId, fields: TodoFields): Promise<TodoTask> {
      await checkedPets(userId, fields.petId);
      return update(userId, id, (doc) => {
        const content = contentOf(fields);
        const sameSchedule =
          doc.dueDate === fields.dueDate &&
          doc.dueTime === fields.dueTime &&
          doc.timeZone === fields.timeZone &&
          doc.repeat === fields.repeat;
        if (sameSchedule) return content;
        // A done one-off task stays done; one that now repeats is open on its new date.
        const done = doc.done && fields.repeat === 'none';
        return {
          ...content,
          repeat: fields.repeat,
          timeZone: fields.timeZone,
          series: doc.series + 1,
          anchorDate: fields.dueDate,
          occurrence: 0,
          done,
          ...scheduleOf(fields.dueDate, fields.dueTime, fields.timeZone, done),
        };
      });
    },

    async remove(userId: ObjectId, id: ObjectId): Promise<void> {
      if (!(await tasks.deleteOwned(id, userId))) throw new NotFound(todoMessages.notFound);
    },

    /**
     * Ticks the occurrence due on `dueDate`: a one-off task is done; a repeating one records the completion
     * and moves to its next occurrence. Ticking an occurrence already ticked answers the task as it is.
     */
    complete(userId: ObjectId, id: ObjectId, dueDate: string): Promise<TodoTask> {
      return update(userId, id, (doc) => {
        const last = undoableOf(doc);
        const isOpen = !doc.done && doc.dueDate === dueDate;
        if (!isOpen) {
          if (last?.dueDate === dueDate) return 'as-is';
          throw changed();
        }
        const at = now();
        const history = [
          ...doc.history,
          {
            series: doc.series,
            occurrence: doc.occurrence,
            dueDate: doc.dueDate,
            dueTime: doc.dueTime,
            completedAt: at,
          },
        ].slice(-TODO_HISTORY_MAX);
        if (doc.repeat === 'none') return { done: true, remindAt: null, remindLeaseUntil: null, history };
        const next = nextOccurrence({ ...doc, repeat: doc.repeat }, doc.occurrence, at);
        return { occurrence: next.index, ...scheduleOf(next.dueDate, doc.dueTime, doc.timeZone, false), history };
      });
    },

    /**
     * Takes back the completion of the occurrence due on `dueDate` (the task's `lastCompletion`): a one-off
     * task is open again, a repeating one back on that occurrence. Undoing twice answers the task as it is.
     */
    undo(userId: ObjectId, id: ObjectId, dueDate: string): Promise<TodoTask> {
      return update(userId, id, (doc) => {
        const last = undoableOf(doc);
        if (!last || last.dueDate !== dueDate) {
          if (!doc.done && doc.dueDate === dueDate) return 'as-is';
          throw last ? changed() : new Conflict(todoMessages.nothingToUndo, 'nothing_to_undo');
        }
        const history = doc.history.slice(0, -1);
        // A one-off task keeps its date (it may have been edited since it was ticked).
        if (doc.repeat === 'none')
          return { done: false, ...scheduleOf(doc.dueDate, doc.dueTime, doc.timeZone, false), history };
        return { occurrence: last.occurrence, ...scheduleOf(last.dueDate, last.dueTime, doc.timeZone, false), history };
      });
    },
  };
}

/** The fields that change nothing about when the task is due. */
function contentOf(fields: TodoFields) {
  return {
    title: fields.title,
    notes: fields.notes,
    kind: fields.kind,
    vaccineName: fields.kind === 'vaccine' ? fields.vaccineName : null,
    petId: fields.petId ? new ObjectId(fields.petId) : null,
  };
}

export type TodoService = ReturnType<typeof createTodoService>;
