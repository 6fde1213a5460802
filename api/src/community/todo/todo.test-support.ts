import { ObjectId } from 'mongodb';
import { NotificationList, TodoAnswer, TodoList, type TodoInput, type TodoTask } from '@petpal/contracts';
import { perTest, perTestDatabase } from '../../test-support/per-test';
import {
  createClock,
  createCommunityTestApp,
  ORIGIN,
  signIn,
  type Caller,
  type CommunityTestApp,
} from '../community.test-support';

export const ZONE = 'Asia/Kolkata';

/** Afresh before each test: a clock at `start`, the community app on it and asha@example.com signed in. */
export function perTestTodoWorld(start: string) {
  const clock = perTest(async () => createClock(new Date(start)));
  const t = perTestDatabase((db) => createCommunityTestApp(db, { now: clock.now }));
  const asha = perTest(() => signIn(t, 'asha@example.com'));
  return { clock, t, asha };
}

export const taskBody = (over: Partial<TodoInput> = {}): TodoInput => ({
  title: 'Give Bruno his heartworm tablet',
  dueDate: '2026-03-05',
  dueTime: '09:00',
  timeZone: ZONE,
  ...over,
});

export async function createTask(by: Caller, over: Partial<TodoInput> = {}): Promise<TodoTask> {
  const res = await by.send('POST', '/todo/tasks', taskBody(over));
  if (res.status !== 201) throw new Error(`create task: ${res.status} ${await res.text()}`);
  return TodoAnswer.parse(await res.json()).task;
}

export async function listTasks(by: Caller, timeZone = ZONE): Promise<TodoList> {
  const res = await by.send('GET', `/todo/tasks?timeZone=${encodeURIComponent(timeZone)}`);
  if (res.status !== 200) throw new Error(`list tasks: ${res.status} ${await res.text()}`);
  return TodoList.parse(await res.json());
}

export const taskOf = async (res: Response) => TodoAnswer.parse(await res.json()).task;

/** A pet of the caller's pet owner record (signIn makes the record); answers its id. */
export async function addPet(t: CommunityTestApp, by: Caller, name: string): Promise<string> {
  const owner = await t.auth.records.findByUser('pet_owner', new ObjectId(by.id));
  if (!owner) throw new Error('no pet owner record');
  const pet = await t.auth.seedPet(owner._id, { name, breed: 'Indie', species: 'dog', sizeLbs: 30 }, new Date());
  return pet._id.toHexString();
}

/** The caller's bell, as GET /api/notifications answers it. */
export async function bellOf(t: CommunityTestApp, by: Caller): Promise<NotificationList> {
  const res = await t.app.request(`${ORIGIN}/api/notifications`, { headers: { Origin: ORIGIN, Cookie: by.cookie } });
  if (res.status !== 200) throw new Error(`bell: ${res.status} ${await res.text()}`);
  return NotificationList.parse(await res.json());
}

/** Every stored task, to show that a refused call changed nothing. */
export const allTasks = (t: CommunityTestApp) =>
  t.db
    .collection('todo_tasks')
    .find({}, { sort: { _id: 1 } })
    .toArray();
