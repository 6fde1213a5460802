/**
 * Every to-do route x who asks: the task's owner, another signed-in user and a guest. Tasks are private:
 * another user's task answers 404 (as if it did not exist), a guest 401. Each case runs on fresh data.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-app';
import { createCommunityTestApp, guest, signIn, type Caller, type CommunityTestApp } from '../community.test-support';
import { createTask, taskBody, ZONE } from './todo.test-support';

const WHO = ['own', 'other', 'guest'] as const;
type Who = (typeof WHO)[number];

type Request = (taskId: string) => [method: string, path: string, body?: unknown];

const CASES: Array<[name: string, request: Request, expected: Record<Who, number>]> = [
  ['GET /todo/tasks', () => ['GET', `/todo/tasks?timeZone=${ZONE}`], { own: 200, other: 200, guest: 401 }],
  ['POST /todo/tasks', () => ['POST', '/todo/tasks', taskBody()], { own: 201, other: 201, guest: 401 }],
  ['GET /todo/tasks/:id', (id) => ['GET', `/todo/tasks/${id}`], { own: 200, other: 404, guest: 401 }],
  [
    'PUT /todo/tasks/:id',
    (id) => ['PUT', `/todo/tasks/${id}`, taskBody({ title: 'Edited' })],
    { own: 200, other: 404, guest: 401 },
  ],
  ['DELETE /todo/tasks/:id', (id) => ['DELETE', `/todo/tasks/${id}`], { own: 200, other: 404, guest: 401 }],
  [
    'POST /todo/tasks/:id/complete',
    (id) => ['POST', `/todo/tasks/${id}/complete`, { dueDate: '2026-03-05' }],
    { own: 200, other: 404, guest: 401 },
  ],
  [
    'POST /todo/tasks/:id/undo',
    (id) => ['POST', `/todo/tasks/${id}/undo`, { dueDate: '2026-03-05' }],
    { own: 200, other: 404, guest: 401 },
  ],
];

let test: TestDatabase;
let t: CommunityTestApp;
let callers: Record<Who, Caller>;
let taskId: string;

beforeEach(async () => {
  test = await createTestDatabase();
  t = await createCommunityTestApp(test.db);
  const own = await signIn(t, 'owner@example.com');
  callers = { own, other: await signIn(t, 'other@example.com'), guest: guest(t) };
  // Done already, so that Undo has something to take back for its owner.
  taskId = (await createTask(own, { dueDate: '2026-03-05' })).id;
  await own.send('POST', `/todo/tasks/${taskId}/complete`, { dueDate: '2026-03-05' });
});
afterEach(() => test.close());

describe('to-do authorization: every route x own, other, guest', () => {
  for (const [name, request, expected] of CASES) {
    for (const who of WHO) {
      it(`${name} as ${who} answers ${expected[who]}`, async () => {
        const [method, path, body] = request(taskId);
        const res = await callers[who].send(method, path, body);
        expect(res.status, await res.clone().text()).toBe(expected[who]);
      });
    }
  }

  it('never shows one user’s tasks to another', async () => {
    const res = await callers.other.send('GET', `/todo/tasks?timeZone=${ZONE}`);
    const list = (await res.json()) as Record<string, unknown[]>;
    expect([list.overdue, list.dueToday, list.upcoming, list.done].flat()).toEqual([]);
  });
});
