import type { ObjectId } from 'mongodb';
import { TODO_TASKS_MAX, type TodoKind, type TodoRepeat } from '@petpal/contracts';
import type { DataPort } from '../../data/port';

export const TODO_TASKS_COLLECTION = 'todo_tasks';

/** One finished occurrence, kept on its task so that Undo can put the task back where it was. */
export interface CompletionDoc {
  /** The series it belonged to (a change of date, time, zone or repeat starts a new one). */
  series: number;
  occurrence: number;
  dueDate: string;
  dueTime: string | null;
  completedAt: Date;
}

export interface TodoDoc {
  _id: ObjectId;
  userId: ObjectId;
  title: string;
  notes: string;
  kind: TodoKind;
  vaccineName: string | null;
  /** One of the user's pets (auth's pets collection), or null. */
  petId: ObjectId | null;
  repeat: TodoRepeat;
  /** The IANA zone the dates and times are in (the browser's when the task was last saved). */
  timeZone: string;
  /** Counts schedule changes; completions of an earlier series cannot be undone. */
  series: number;
  /** The series' first date: months and years count from it, so month ends stay month ends. */
  anchorDate: string;
  /** Which occurrence of the series is open (0 = the anchor). */
  occurrence: number;
  dueDate: string;
  dueTime: string | null;
  /** The occurrence's instant (09:00 local for an all-day task), for sorting and reminders. */
  dueAt: Date;
  /** Only a one-off task is ever done (its newest completion says when). */
  done: boolean;
  /** When the open occurrence's reminder is owed; null once sent, or for a done task. */
  remindAt: Date | null;
  /** While one API process sends the reminder; a crashed process's lease runs out. */
  remindLeaseUntil: Date | null;
  /** Newest last, at most TODO_HISTORY_MAX. */
  history: CompletionDoc[];
  /** Raised by every change of the user's, so two at once never both apply. */
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

/** Completions kept per task (enough for Done and a few undos). */
export const TODO_HISTORY_MAX = 20;

/** What a user's change may set (the version is raised with it). */
export type TodoChange = Partial<Omit<TodoDoc, '_id' | 'userId' | 'version' | 'createdAt'>>;

/** The only code that touches todo_tasks. */
export function createTodoRepository(db: DataPort) {
  const tasks = db.collection<TodoDoc>(TODO_TASKS_COLLECTION);

  return {
    async ensureIndexes(): Promise<void> {
      await tasks.createIndex({ userId: 1, dueDate: 1 }, { name: 'user_due' });
      await tasks.createIndex({ remindAt: 1 }, { name: 'remind_at' });
    },

    countOf: (userId: ObjectId) => tasks.countDocuments({ userId }),

    insert: async (doc: TodoDoc) => void (await tasks.insertOne(doc)),

    /** The user's task, or null (another user's task is as missing as a deleted one). */
    findOwned: (id: ObjectId, userId: ObjectId) => tasks.findOne({ _id: id, userId }),

    /** All of the user's tasks (at most TODO_TASKS_MAX), earliest due first. */
    listOf: (userId: ObjectId) =>
      tasks.find({ userId }, { sort: { dueDate: 1, dueTime: 1, _id: 1 }, limit: TODO_TASKS_MAX }).toArray(),

    /** Applies `change` if the task is still at `version`; null when it moved on (or is gone). */
    change: (doc: Pick<TodoDoc, '_id' | 'userId' | 'version'>, change: TodoChange) =>
      tasks.findOneAndUpdate(
        { _id: doc._id, userId: doc.userId, version: doc.version },
        { $set: { ...change, version: doc.version + 1 } },
        { returnDocument: 'after' },
      ),

    deleteOwned: async (id: ObjectId, userId: ObjectId) =>
      (await tasks.deleteOne({ _id: id, userId })).deletedCount > 0,

    /**
     * Takes the earliest owed reminder that no live process holds, leasing it to this one until `leaseUntil`
     * (one atomic update, so two processes never take the same one at once).
     */
    claimDueReminder: (now: Date, leaseUntil: Date) =>
      tasks.findOneAndUpdate(
        { remindAt: { $lte: now }, $or: [{ remindLeaseUntil: null }, { remindLeaseUntil: { $lte: now } }] },
        { $set: { remindLeaseUntil: leaseUntil } },
        { sort: { remindAt: 1 }, returnDocument: 'after' },
      ),

    /** The reminder of the occurrence owed at `remindAt` was sent (unless the user moved the task meanwhile). */
    markReminded: (id: ObjectId, remindAt: Date) =>
      tasks.updateOne({ _id: id, remindAt }, { $set: { remindAt: null, remindLeaseUntil: null } }),
  };
}

export type TodoRepository = ReturnType<typeof createTodoRepository>;
