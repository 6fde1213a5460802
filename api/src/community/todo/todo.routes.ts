import { type Context, Hono } from 'hono';
import { ObjectId } from 'mongodb';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth';
import {
  TodoInput,
  TodoListQuery,
  TodoOccurrenceInput,
  type Deleted,
  type TodoAnswer,
  type TodoList,
} from '@petpal/contracts';
import type { DataPort } from '../../data/port';
import { Unauthorized } from '../../errors';
import { idempotency } from '../../lib/idempotency';
import { validate } from '../../lib/validate';
import { IdParams } from '../access/community-access';
import type { TodoService } from './todo.service';

/** The signed-in user behind `requireUser`: every task belongs to them alone. */
function ownerOf(c: Context<AppEnv>): ObjectId {
  const user = c.get('user');
  if (!user) throw new Unauthorized('Please log in to continue.');
  return new ObjectId(user.id);
}

/** /todo/tasks: the signed-in user's own tasks (anyone else's answer 404, guests 401). */
export function createTodoRoutes(db: DataPort, todo: TodoService) {
  return new Hono<AppEnv>()
    .use('/todo/*', requireUser)
    .get('/todo/tasks', validate('query', TodoListQuery), async (c) => {
      const body: TodoList = await todo.list(ownerOf(c), c.req.valid('query').timeZone);
      return c.json(body);
    })
    .post(
      '/todo/tasks',
      idempotency(db, { scope: (c) => `community.todo:${c.get('user')?.id ?? ''}` }),
      validate('json', TodoInput),
      async (c) => {
        const body: TodoAnswer = { task: await todo.create(ownerOf(c), c.req.valid('json')) };
        return c.json(body, 201);
      },
    )
    .get('/todo/tasks/:id', validate('param', IdParams), async (c) => {
      const body: TodoAnswer = { task: await todo.get(ownerOf(c), c.req.valid('param').id) };
      return c.json(body);
    })
    .put('/todo/tasks/:id', validate('param', IdParams), validate('json', TodoInput), async (c) => {
      const body: TodoAnswer = { task: await todo.update(ownerOf(c), c.req.valid('param').id, c.req.valid('json')) };
      return c.json(body);
    })
    .delete('/todo/tasks/:id', validate('param', IdParams), async (c) => {
      await todo.remove(ownerOf(c), c.req.valid('param').id);
      const body: Deleted = { deleted: true };
      return c.json(body);
    })
    .post('/todo/tasks/:id/complete', validate('param', IdParams), validate('json', TodoOccurrenceInput), async (c) => {
      const { id } = c.req.valid('param');
      const body: TodoAnswer = { task: await todo.complete(ownerOf(c), id, c.req.valid('json').dueDate) };
      return c.json(body);
    })
    .post('/todo/tasks/:id/undo', validate('param', IdParams), validate('json', TodoOccurrenceInput), async (c) => {
      const { id } = c.req.valid('param');
      const body: TodoAnswer = { task: await todo.undo(ownerOf(c), id, c.req.valid('json').dueDate) };
      return c.json(body);
    });
}
