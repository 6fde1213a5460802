import { tmpdir } from 'node:os';
import { Hono } from 'hono';
import type { StoredRole } from '@petpal/contracts';
import type { AppEnv } from '../app-env';
import { createAuthArea, prepareAuthArea, signInTestUser } from '../auth';
import type { DataPort } from '../data/port';
import { loadEnv } from '../env';
import { createOnError } from '../errors';
import { createImagesRoutes, createImagesService } from '../images';
import { ensureIdempotencyIndexes } from '../lib/idempotency';
import { createMemoryLogger } from '../lib/logger';
import { createNotificationsArea, prepareNotificationsArea, type NotificationsAreaOptions } from './';

/** A small app with the session loader, the notifications routes and the images they show, as app.ts mounts them. */
export async function createNotificationsTestApp(db: DataPort, options: NotificationsAreaOptions = {}) {
  const env = loadEnv({ NODE_ENV: 'test', SEED: 'false', DATA_DIR: tmpdir() });
  const log = createMemoryLogger();
  await prepareAuthArea(db);
  await prepareNotificationsArea(db);
  await ensureIdempotencyIndexes(db);
  // One image pipeline for the upload route and the area, so the inbox's photo access hook is the one asked.
  const images = options.images ?? createImagesService(db);
  const area = createNotificationsArea({ db, env, log }, { ...options, images });
  const app = new Hono<AppEnv>();
  app.use('/api/*', createAuthArea({ db, env, log }).loadSession);
  app.onError(createOnError(log));
  app.route('/api/notifications', area.routes());
  app.route('/api/messages', area.messages.routes());
  app.route('/api/images', createImagesRoutes(db, images));
  return { app, db, area, log };
}

export type NotificationsTestApp = Awaited<ReturnType<typeof createNotificationsTestApp>>;

export interface TestUser {
  id: string;
  cookie: string;
  /** A JSON request to /api/notifications<path> with this user's session. */
  send(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
}

/** A signed-in user of the test app. */
export async function signIn(
  { app }: NotificationsTestApp,
  db: DataPort,
  email: string,
  role: StoredRole = 'pet_owner',
): Promise<TestUser> {
  const { user, cookie } = await signInTestUser(db, email, role);
  return {
    id: user._id.toHexString(),
    cookie,
    send: async (method, path, body, headers = {}) =>
      app.request(`http://localhost/api/notifications${path}`, {
        method,
        headers: {
          Cookie: cookie,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
  };
}

export interface SseEvent {
  event: string;
  id: string | undefined;
  data: string;
}

/** Reads Server-Sent Events from a streaming response as they arrive (comments and `retry:` blocks skipped). */
export function sseReader(response: Response) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let text = '';
  let ended = false;
  let wake = () => {};
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += value;
        text += value;
        wake();
      }
    } catch {
      // cancelled by the test
    }
    ended = true;
    wake();
  })();

  async function until(ready: () => boolean, what: string, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!ready()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`${what} not received within ${timeoutMs} ms`);
      if (ended) throw new Error(`the stream ended before ${what}`);
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, left);
      });
    }
  }

  return {
    /** Everything received so far. */
    text: () => text,
    /** The next event with data, within `timeoutMs`. */
    async next(timeoutMs = 2000): Promise<SseEvent> {
      for (;;) {
        await until(() => buffer.includes('\n\n'), 'an event', timeoutMs);
        const end = buffer.indexOf('\n\n');
        const lines = buffer.slice(0, end).split('\n');
        buffer = buffer.slice(end + 2);
        const field = (name: string) =>
          lines
            .find((line) => line.startsWith(`${name}:`))
            ?.slice(name.length + 1)
            .trimStart();
        const data = field('data');
        if (data !== undefined) return { event: field('event') ?? 'message', id: field('id'), data };
      }
    },
    /** Waits until `expected` (a comment, a retry hint) has arrived. */
    waitForText: (expected: string, timeoutMs = 2000) => until(() => text.includes(expected), expected, timeoutMs),
    /** True once no event is pending after `ms` (nothing else was sent). */
    async quietFor(ms: number): Promise<boolean> {
      await new Promise((resolve) => setTimeout(resolve, ms));
      return !/^data:/m.test(buffer);
    },
    cancel: () => reader.cancel(),
  };
}
