import { format } from 'date-fns';
import type { ObjectId } from 'mongodb';
import type { Logger } from '../../lib/logger';
import { startJob } from '../../scheduling';
import { derivedNotificationId, type NewNotification, type NotificationsService } from '../../notifications';
import type { PetNames } from './todo-view';
import type { TodoDoc, TodoRepository } from './todo.repository';

/** How often each API process looks for reminders owed (a write that makes one owed at once runs it at once). */
export const TODO_REMINDER_INTERVAL_MS = 30_000;
/** How long one process holds a reminder it is sending; a crashed process's is taken over after this. */
export const TODO_REMINDER_LEASE_MS = 60_000;

export interface TodoRemindersDeps {
  tasks: TodoRepository;
  notifications: Pick<NotificationsService, 'notifyMany'>;
  petsOf: (userId: ObjectId) => Promise<PetNames>;
  now: () => Date;
  leaseMs?: number;
}

/**
 * The notification of one occurrence's reminder. Its id is derived from the task, the occurrence and its
 * zone, so however often it is sent (a process that died before marking it sent, an undo that reopens an
 * occurrence already reminded), the bell holds it once.
 */
export function reminderOf(doc: TodoDoc, remindAt: Date, petName: string | undefined) {
  const occurrence = `${doc.dueDate}T${doc.dueTime ?? ''} ${doc.timeZone}`;
  const day = format(new Date(`${doc.dueDate}T12:00:00`), 'EEE d MMM yyyy');
  const when = doc.dueTime ? `${day} at ${doc.dueTime}` : day;
  const notification: NewNotification = {
    type: 'todo_due',
    title: doc.kind === 'vaccine' && doc.vaccineName ? `Vaccine due: ${doc.vaccineName}` : `Due: ${doc.title}`,
    message: `${doc.title}${petName ? ` for ${petName}` : ''} is due ${when}.`,
    metadata: { taskId: doc._id.toHexString(), ...(petName ? { petName } : {}) },
  };
  return { id: derivedNotificationId(remindAt, doc._id, occurrence), notification };
}

/**
 * Sends the reminders owed: each task's open occurrence is reminded in the bell once, when it falls due
 * (09:00 local for an all-day task). A process leases one task at a time in the database, so any number of
 * API processes may run this together; the notification's derived id keeps a resend from doubling it.
 */
export function createTodoReminders({
  tasks,
  notifications,
  petsOf,
  now,
  leaseMs = TODO_REMINDER_LEASE_MS,
}: TodoRemindersDeps) {
  return {
    /** Sends every reminder owed now; answers how many notifications this call stored. */
    async runDue(): Promise<number> {
      let sent = 0;
      for (;;) {
        const at = now();
        const doc = await tasks.claimDueReminder(at, new Date(at.getTime() + leaseMs));
        if (!doc?.remindAt) return sent;
        const pets = doc.petId ? await petsOf(doc.userId) : new Map<string, string>();
        const { id, notification } = reminderOf(
          doc,
          doc.remindAt,
          doc.petId ? pets.get(doc.petId.toHexString()) : undefined,
        );
        sent += await notifications.notifyMany([doc.userId], notification, at, () => id);
        await tasks.markReminded(doc._id, doc.remindAt);
      }
    },
  };
}

export type TodoReminders = ReturnType<typeof createTodoReminders>;

/** Runs the reminders now and every interval in this process; `poke` runs them at once (a task due now). */
export function startTodoReminderJob(
  reminders: Pick<TodoReminders, 'runDue'>,
  log: Logger,
  intervalMs = TODO_REMINDER_INTERVAL_MS,
) {
  return startJob(
    reminders,
    log,
    { handled: 'to-do reminders sent', failed: 'to-do reminders failed' },
    { intervalMs },
  );
}
