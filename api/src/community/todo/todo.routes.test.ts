import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { TODO_TASKS_MAX, todoMessages } from '@petpal/contracts';
import { errorOf, signIn } from '../community.test-support';
import { addPet, allTasks, createTask, listTasks, taskBody, taskOf, ZONE, perTestTodoWorld } from './todo.test-support';

// Monday 10:00 in Kolkata.
const { clock, t, asha } = perTestTodoWorld('2026-03-02T04:30:00Z');

describe('adding and listing tasks', () => {
  it('adds a task with defaults and lists it under overdue, today, upcoming by the browser’s day', async () => {
    const task = await createTask(asha, { dueDate: '2026-03-05' });
    expect(task).toMatchObject({
      title: 'Give Bruno his heartworm tablet',
      notes: '',
      dueDate: '2026-03-05',
      dueTime: '09:00',
      timeZone: ZONE,
      dueAt: '2026-03-05T03:30:00.000Z',
      repeat: 'none',
      kind: 'task',
      vaccineName: null,
      pet: null,
      done: false,
      lastCompletion: null,
    });
    await createTask(asha, { title: 'Buy food', dueDate: '2026-03-01', dueTime: null });
    await createTask(asha, { title: 'Brush Bruno', dueDate: '2026-03-02', dueTime: '18:30' });
    await createTask(asha, { title: 'Trim nails', dueDate: '2026-03-02', dueTime: null });
    const list = await listTasks(asha);
    expect(list.today).toBe('2026-03-02');
    expect(list.overdue.map((x) => x.title)).toEqual(['Buy food']);
    expect(list.dueToday.map((x) => x.title)).toEqual(['Trim nails', 'Brush Bruno']);
    expect(list.upcoming.map((x) => x.id)).toEqual([task.id]);
    expect(list.done).toEqual([]);
    // Seen from New York it is still Sunday the 1st: nothing is overdue there yet.
    const fromNewYork = await listTasks(asha, 'America/New_York');
    expect(fromNewYork.today).toBe('2026-03-01');
    expect(fromNewYork.dueToday.map((x) => x.title)).toEqual(['Buy food']);
  });

  it('links a task to one of the user’s own pets and shows the pet’s name', async () => {
    const bruno = await addPet(t, asha, 'Bruno');
    const task = await createTask(asha, { petId: bruno, kind: 'vaccine', vaccineName: 'Rabies', repeat: 'yearly' });
    expect(task).toMatchObject({ pet: { id: bruno, name: 'Bruno' }, kind: 'vaccine', vaccineName: 'Rabies' });
    const ravi = await signIn(t, 'ravi@example.com');
    const refused = await ravi.send('POST', '/todo/tasks', taskBody({ petId: bruno }));
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).fields).toEqual({ petId: todoMessages.pet });
  });

  it('refuses bad fields with each field’s message, changing nothing', async () => {
    await createTask(asha);
    const before = await allTasks(t);
    const bad = await asha.send('POST', '/todo/tasks', {
      title: '   ',
      notes: 'x'.repeat(1001),
      dueDate: '2027-02-29',
      dueTime: '25:00',
      timeZone: 'Mars/Olympus',
      repeat: 'hourly',
      petId: { $ne: null },
      kind: 'chore',
      vaccineName: 7,
    });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields).toEqual({
      title: todoMessages.title,
      notes: todoMessages.notes,
      dueDate: todoMessages.dueDate,
      dueTime: todoMessages.dueTime,
      timeZone: todoMessages.timeZone,
      repeat: todoMessages.repeat,
      petId: todoMessages.pet,
      kind: todoMessages.kind,
      vaccineName: todoMessages.vaccineName,
    });
    const noVaccine = await asha.send('POST', '/todo/tasks', taskBody({ kind: 'vaccine' }));
    expect((await errorOf(noVaccine)).fields).toEqual({ vaccineName: todoMessages.vaccineName });
    const unknown = await asha.send('POST', '/todo/tasks', { ...taskBody(), userId: asha.id });
    expect((await errorOf(unknown)).fields).toEqual({ userId: 'Unknown field.' });
    const noZone = await asha.send('GET', '/todo/tasks');
    expect((await errorOf(noZone)).fields).toEqual({ timeZone: todoMessages.timeZone });
    expect(await allTasks(t)).toEqual(before);
  });

  it('validates ids before any query (no operator injection)', async () => {
    for (const id of ['{"$ne":null}', '%7B%22%24gt%22%3A%22%22%7D', 'zzzzzzzzzzzzzzzzzzzzzzzz', '123']) {
      const res = await asha.send('GET', `/todo/tasks/${id}`);
      expect(res.status, id).toBe(400);
    }
    expect((await asha.send('GET', `/todo/tasks/${new ObjectId().toHexString()}`)).status).toBe(404);
  });

  it('replays a retried create with the same Idempotency-Key instead of adding it twice', async () => {
    const headers = { 'Idempotency-Key': 'todo-retry-1' };
    const first = await asha.send('POST', '/todo/tasks', taskBody(), headers);
    const again = await asha.send('POST', '/todo/tasks', taskBody(), headers);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect((await taskOf(again)).id).toBe((await taskOf(first)).id);
    expect(await allTasks(t)).toHaveLength(1);
  });

  it(`stops at ${TODO_TASKS_MAX} tasks`, async () => {
    await createTask(asha);
    const stored = (await allTasks(t))[0]!;
    await t.db
      .collection('todo_tasks')
      .insertMany(Array.from({ length: TODO_TASKS_MAX - 1 }, () => ({ ...stored, _id: new ObjectId() })));
    const refused = await asha.send('POST', '/todo/tasks', taskBody());
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toBe(todoMessages.tooMany);
  });
});

describe('done and undone', () => {
  it('ticks a one-off task done, lists it under Done, and undoes it', async () => {
    const task = await createTask(asha, { dueDate: '2026-03-02' });
    const done = await taskOf(await asha.send('POST', `/todo/tasks/${task.id}/complete`, { dueDate: '2026-03-02' }));
    expect(done).toMatchObject({
      done: true,
      lastCompletion: { dueDate: '2026-03-02', completedAt: clock.now().toISOString() },
    });
    const list = await listTasks(asha);
    expect(list.dueToday).toEqual([]);
    expect(list.done).toEqual([{ task: done, completion: done.lastCompletion, canUndo: true }]);
    // A second click of the same tick changes nothing.
    const twice = await asha.send('POST', `/todo/tasks/${task.id}/complete`, { dueDate: '2026-03-02' });
    expect(await taskOf(twice)).toEqual(done);

    const undone = await taskOf(await asha.send('POST', `/todo/tasks/${task.id}/undo`, { dueDate: '2026-03-02' }));
    expect(undone).toMatchObject({ done: false, dueDate: '2026-03-02', lastCompletion: null });
    expect((await listTasks(asha)).dueToday.map((x) => x.id)).toEqual([task.id]);
    const again = await asha.send('POST', `/todo/tasks/${task.id}/undo`, { dueDate: '2026-03-02' });
    expect(await taskOf(again)).toEqual(undone);
  });

  it('moves a weekly vaccine reminder to its next occurrence and back with Undo', async () => {
    const task = await createTask(asha, {
      dueDate: '2026-03-02',
      repeat: 'weekly',
      kind: 'vaccine',
      vaccineName: 'Rabies',
    });
    const moved = await taskOf(await asha.send('POST', `/todo/tasks/${task.id}/complete`, { dueDate: '2026-03-02' }));
    expect(moved).toMatchObject({
      done: false,
      dueDate: '2026-03-09',
      dueAt: '2026-03-09T03:30:00.000Z',
      lastCompletion: { dueDate: '2026-03-02', dueTime: '09:00' },
    });
    const list = await listTasks(asha);
    expect(list.upcoming.map((x) => x.dueDate)).toEqual(['2026-03-09']);
    expect(list.done.map((d) => [d.completion.dueDate, d.canUndo])).toEqual([['2026-03-02', true]]);
    // The same tick again (a double click) does not skip a week.
    const twice = await asha.send('POST', `/todo/tasks/${task.id}/complete`, { dueDate: '2026-03-02' });
    expect((await taskOf(twice)).dueDate).toBe('2026-03-09');

    const back = await taskOf(await asha.send('POST', `/todo/tasks/${task.id}/undo`, { dueDate: '2026-03-02' }));
    expect(back).toMatchObject({ dueDate: '2026-03-02', dueTime: '09:00', done: false, lastCompletion: null });
    expect((await listTasks(asha)).done).toEqual([]);
  });

  it('refuses a tick or undo of an occurrence the task is no longer on', async () => {
    const task = await createTask(asha, { dueDate: '2026-03-02', repeat: 'daily' });
    const stale = await asha.send('POST', `/todo/tasks/${task.id}/complete`, { dueDate: '2026-02-20' });
    expect(stale.status).toBe(409);
    expect((await errorOf(stale)).message).toBe(todoMessages.changed);
    const nothing = await asha.send('POST', `/todo/tasks/${task.id}/undo`, { dueDate: '2026-02-20' });
    expect((await errorOf(nothing)).message).toBe(todoMessages.nothingToUndo);
    const bad = await asha.send('POST', `/todo/tasks/${task.id}/complete`, {});
    expect((await errorOf(bad)).fields).toEqual({ dueDate: todoMessages.dueDate });
  });
});

describe('editing and deleting', () => {
  it('keeps the schedule when only the words change, and starts it afresh on a new date', async () => {
    const monthly = { dueDate: '2026-01-31', dueTime: null, repeat: 'monthly' } as const;
    const task = await createTask(asha, monthly);
    // Feb 28 is already past on Mar 2: the next occurrence still ahead is Mar 31.
    const ticked = await taskOf(await asha.send('POST', `/todo/tasks/${task.id}/complete`, { dueDate: '2026-01-31' }));
    expect(ticked.dueDate).toBe('2026-03-31');
    const edit = (over: object) => asha.send('PUT', `/todo/tasks/${task.id}`, taskBody({ ...monthly, ...over }));

    const renamed = await taskOf(
      await edit({ title: 'Flea drops', notes: 'Between the shoulders', dueDate: '2026-03-31' }),
    );
    expect(renamed).toMatchObject({
      title: 'Flea drops',
      notes: 'Between the shoulders',
      dueDate: '2026-03-31',
      lastCompletion: { dueDate: '2026-01-31' },
    });
    const next = await taskOf(await asha.send('POST', `/todo/tasks/${task.id}/complete`, { dueDate: '2026-03-31' }));
    expect(next.dueDate).toBe('2026-04-30');

    const moved = await taskOf(await edit({ title: 'Flea drops', dueDate: '2026-05-15' }));
    expect(moved).toMatchObject({ dueDate: '2026-05-15', lastCompletion: null });
    const after = await taskOf(await asha.send('POST', `/todo/tasks/${task.id}/complete`, { dueDate: '2026-05-15' }));
    expect(after.dueDate).toBe('2026-06-15');
  });

  it('deletes a task', async () => {
    const task = await createTask(asha);
    const res = await asha.send('DELETE', `/todo/tasks/${task.id}`);
    expect(await res.json()).toEqual({ deleted: true });
    expect((await asha.send('GET', `/todo/tasks/${task.id}`)).status).toBe(404);
    expect((await asha.send('DELETE', `/todo/tasks/${task.id}`)).status).toBe(404);
  });
});
