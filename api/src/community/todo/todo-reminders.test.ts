import { describe, expect, it, vi } from 'vitest';
import type { NotificationsService } from '../../notifications';
import { signIn, type Caller, type CommunityTestApp } from '../community.test-support';
import { createTodoReminders, TODO_REMINDER_LEASE_MS } from './todo-reminders';
import { createTodoRepository } from './todo.repository';
import { addPet, bellOf, createTask, taskOf, perTestTodoWorld } from './todo.test-support';

const MINUTE = 60_000;

// Monday 08:55 in Kolkata.
const { clock, t, asha } = perTestTodoWorld('2026-03-02T03:25:00Z');

/** The bell's to-do reminders of the caller, oldest first. */
const remindersOf = async (by: Caller) =>
  (await bellOf(t, by)).notifications.filter((n) => n.type === 'todo_due').reverse();

/** Another API process on the same database: its own reminder sender, the same clock and bell. */
function secondProcess(notifications: Pick<NotificationsService, 'notifyMany'>) {
  return createTodoReminders({
    tasks: createTodoRepository(t.db),
    notifications,
    petsOf: async () => new Map(),
    now: clock.now,
  });
}

describe('to-do reminders in the bell', () => {
  it('reminds an occurrence once, when it falls due', async () => {
    const bruno = await addPet(t, asha, 'Bruno');
    await createTask(asha, {
      title: 'Rabies shot',
      dueDate: '2026-03-02',
      dueTime: '09:00',
      kind: 'vaccine',
      vaccineName: 'Rabies',
      petId: bruno,
    });
    expect(await t.area.todo.reminders.runDue()).toBe(0);
    clock.advance(5 * MINUTE);
    expect(await t.area.todo.reminders.runDue()).toBe(1);
    expect(await t.area.todo.reminders.runDue()).toBe(0);
    const [reminder, ...rest] = await remindersOf(asha);
    expect(rest).toEqual([]);
    expect(reminder).toMatchObject({
      type: 'todo_due',
      title: 'Vaccine due: Rabies',
      message: 'Rabies shot for Bruno is due Mon 2 Mar 2026 at 09:00.',
      isRead: false,
      metadata: { petName: 'Bruno' },
    });
    expect(reminder!.metadata.taskId).toMatch(/^[a-f0-9]{24}$/);
  });

  it('sends the reminder of a task saved as due now at once, when the area’s job runs', async () => {
    const jobs = t.area.startJobs();
    try {
      await createTask(asha, { title: 'Insulin', dueDate: '2026-03-02', dueTime: '08:55' });
      await vi.waitFor(async () => expect((await remindersOf(asha)).map((n) => n.title)).toEqual(['Due: Insulin']));
    } finally {
      await jobs.stop();
    }
  });

  it('reminds an all-day task at 09:00 local, and a repeating task again at its next occurrence', async () => {
    const task = await createTask(asha, { title: 'Walk', dueDate: '2026-03-02', dueTime: null, repeat: 'daily' });
    expect(await t.area.todo.reminders.runDue()).toBe(0);
    clock.advance(5 * MINUTE);
    expect(await t.area.todo.reminders.runDue()).toBe(1);
    const ticked = await taskOf(await asha.send('POST', `/todo/tasks/${task.id}/complete`, { dueDate: '2026-03-02' }));
    expect(ticked.dueDate).toBe('2026-03-03');
    expect(await t.area.todo.reminders.runDue()).toBe(0);
    clock.advance(24 * 60 * MINUTE);
    expect(await t.area.todo.reminders.runDue()).toBe(1);
    expect((await remindersOf(asha)).map((n) => n.message)).toEqual([
      'Walk is due Mon 2 Mar 2026.',
      'Walk is due Tue 3 Mar 2026.',
    ]);
  });

  it('does not remind an occurrence again after Undo reopens it, nor a done task', async () => {
    const task = await createTask(asha, { dueDate: '2026-03-02', dueTime: '08:00', repeat: 'weekly' });
    expect(await t.area.todo.reminders.runDue()).toBe(1);
    await asha.send('POST', `/todo/tasks/${task.id}/complete`, { dueDate: '2026-03-02' });
    await asha.send('POST', `/todo/tasks/${task.id}/undo`, { dueDate: '2026-03-02' });
    expect(await t.area.todo.reminders.runDue()).toBe(0);
    const oneOff = await createTask(asha, { title: 'Done early', dueDate: '2026-03-02', dueTime: '10:00' });
    await asha.send('POST', `/todo/tasks/${oneOff.id}/complete`, { dueDate: '2026-03-02' });
    clock.advance(2 * 60 * MINUTE);
    expect(await t.area.todo.reminders.runDue()).toBe(0);
    expect(await remindersOf(asha)).toHaveLength(1);
  });

  it('sends each reminder once when a second process runs at the same time', async () => {
    const other = await signIn(t, 'ravi@example.com');
    for (let i = 0; i < 10; i++) await createTask(i % 2 ? asha : other, { title: `Task ${i}`, dueDate: '2026-03-01' });
    let calls = 0;
    const counted: Pick<NotificationsService, 'notifyMany'> = {
      notifyMany: (...args) => {
        calls++;
        return notificationsOf(t).notifyMany(...args);
      },
    };
    const sent = await Promise.all([secondProcess(counted).runDue(), secondProcess(counted).runDue()]);
    expect(sent[0] + sent[1]).toBe(10);
    // Each task was taken by one process only: no reminder was even sent twice.
    expect(calls).toBe(10);
    expect(await remindersOf(asha)).toHaveLength(5);
    expect(await remindersOf(other)).toHaveLength(5);
  });

  it('resumes a reminder whose process died after sending it, without a second notification', async () => {
    await createTask(asha, { dueDate: '2026-03-01' });
    // The first process stores the notification and dies before marking the task reminded.
    const dying = secondProcess({
      async notifyMany(...args) {
        await notificationsOf(t).notifyMany(...args);
        throw new Error('process stopped');
      },
    });
    await expect(dying.runDue()).rejects.toThrow('process stopped');
    // Its lease keeps the task from the other process until it runs out.
    const stored = () => t.db.collection('todo_tasks').findOne({});
    expect(await t.area.todo.reminders.runDue()).toBe(0);
    expect((await stored())?.remindAt).not.toBeNull();
    clock.advance(TODO_REMINDER_LEASE_MS + 1000);
    expect(await t.area.todo.reminders.runDue()).toBe(0);
    expect(await remindersOf(asha)).toHaveLength(1);
    expect(await stored()).toMatchObject({ remindAt: null, remindLeaseUntil: null });
  });
});

/** The bell's sender, as the app wires it (the test app builds the notifications area over the same database). */
const notificationsOf = (app: CommunityTestApp) => app.notifications;
