import type { ObjectId } from 'mongodb';
import type { AuthFacade } from '../../auth';
import type { DataPort } from '../../data/port';
import type { Logger } from '../../lib/logger';
import type { NotificationsService } from '../../notifications';
import { createTodoReminders, startTodoReminderJob, TODO_REMINDER_INTERVAL_MS } from './todo-reminders';
import type { PetNames } from './todo-view';
import { createTodoRepository } from './todo.repository';
import { createTodoRoutes } from './todo.routes';
import { createTodoService } from './todo.service';

/** The to-do list's indexes (idempotent; part of prepareCommunityArea). */
export const prepareTodo = (db: DataPort) => createTodoRepository(db).ensureIndexes();

export interface TodoModuleDeps {
  db: DataPort;
  log: Logger;
  auth: Pick<AuthFacade, 'records' | 'pets'>;
  notifications: Pick<NotificationsService, 'notifyMany'>;
  now: () => Date;
  reminderIntervalMs?: number | undefined;
}

/**
 * The to-do list inside the community area (docs/decisions/036): the user's own tasks and their due
 * reminders in the bell (sent through the notifications facade). Pets are auth's, read through its facade.
 */
export function createTodoModule({ db, log, auth, notifications, now, reminderIntervalMs }: TodoModuleDeps) {
  const tasks = createTodoRepository(db);
  async function petsOf(userId: ObjectId): Promise<PetNames> {
    const owner = await auth.records.findByUser('pet_owner', userId);
    const pets = owner ? await auth.pets.listByOwner(owner._id) : [];
    return new Map(pets.map((pet) => [pet._id.toHexString(), pet.name]));
  }
  let job: { poke(): void } | null = null;
  const reminders = createTodoReminders({ tasks, notifications, petsOf, now });
  const service = createTodoService({ tasks, petsOf, now, onReminderDue: () => job?.poke() });

  return {
    service,
    reminders,
    routes: () => createTodoRoutes(db, service),
    /** The due reminders, every 30 s and at once when a write makes one owed. */
    startJobs() {
      const started = startTodoReminderJob(reminders, log, reminderIntervalMs ?? TODO_REMINDER_INTERVAL_MS);
      job = started;
      return {
        async stop() {
          job = null;
          await started.stop();
        },
      };
    },
  };
}

export type TodoModule = ReturnType<typeof createTodoModule>;
