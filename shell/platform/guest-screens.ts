import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** A first screen drawn with the API's first answers (render-first-screens.tsx's `renderWithAnswers`). */
export interface ScreenWithAnswers {
  html: string;
  styles: string;
  /** react-query's dehydrated state: the answers the screen was drawn from. */
  state: unknown;
}

export interface GuestScreenRequest {
  /** The remote's dist/first-screens.server.cjs. */
  serverModule: string;
  /** The remote's folder name (its `data-remote`). */
  remote: string;
  path: string;
  /** How long this render may take (the renderer's `timeoutMs` unless given: a warm-up at start waits longer). */
  timeoutMs?: number;
}

/** A guest's first screen with its answers, or null (none, the API failed or was slow): the page falls back. */
export type GuestScreenRenderer = (request: GuestScreenRequest) => Promise<ScreenWithAnswers | null>;

export interface GuestScreensOptions {
  /** Where the API answers (the platform's own API, reached directly: no cookie, no proxy). */
  apiOrigin: string;
  /** How long a page waits for its render before it is sent without answers. */
  timeoutMs?: number;
  /** How long a render is reused for the same path (pages asked together share one render). */
  reuseMs?: number;
  /** The worker program (tests give their own). */
  workerFile?: string;
  /** Server modules the worker loads at once, before the first guest asks (each takes a second or two to load). */
  warm?: readonly string[];
}

interface Reply {
  id: number;
  result: ScreenWithAnswers | null;
  error?: string;
}

/**
 * Renders guests' first screens with their first answers in one worker thread (decision 113), so the static server
 * never spends the render's CPU on its event loop. A render is reused for `reuseMs` per path (the remote asks again
 * on mount: the shell marks the answers stale), and a page waits for it at most `timeoutMs`.
 */
export function guestScreens(options: GuestScreensOptions): GuestScreenRenderer & { close(): Promise<void> } {
  const { apiOrigin, timeoutMs = 2_500, reuseMs = 2_000 } = options;
  const workerFile = options.workerFile ?? path.join(import.meta.dirname, 'first-answers-worker.mjs');
  let worker: Worker | null = null;
  let nextId = 0;
  const pending = new Map<number, (result: ScreenWithAnswers | null) => void>();
  const recent = new Map<string, { at: number; result: Promise<ScreenWithAnswers | null> }>();

  function settleAll() {
    for (const resolve of pending.values()) resolve(null);
    pending.clear();
  }

  function started(): Worker {
    if (worker) return worker;
    const thread = new Worker(workerFile);
    thread.unref();
    thread.on('message', ({ id, result, error }: Reply) => {
      if (error) console.error(`[first answers] ${error}`);
      pending.get(id)?.(result);
      pending.delete(id);
    });
    thread.on('error', (error) => console.error('[first answers]', error));
    thread.on('exit', () => {
      if (worker === thread) worker = null;
      settleAll();
    });
    worker = thread;
    for (const file of options.warm ?? []) thread.postMessage({ warm: file });
    return thread;
  }

  function render({ timeoutMs: limit = timeoutMs, ...request }: GuestScreenRequest): Promise<ScreenWithAnswers | null> {
    const id = (nextId += 1);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        pending.delete(id);
        resolve(null);
      }, limit);
      pending.set(id, (result) => {
        clearTimeout(timer);
        resolve(result);
      });
      started().postMessage({ id, ...request, apiOrigin, timeoutMs: limit });
    });
  }

  const renderer = (request: GuestScreenRequest) => {
    const key = `${request.serverModule}\n${request.path}`;
    const now = Date.now();
    const hit = recent.get(key);
    if (hit && now - hit.at < reuseMs) return hit.result;
    const result = render(request);
    recent.set(key, { at: now, result });
    return result;
  };
  if (options.warm?.length) started();
  return Object.assign(renderer, {
    async close() {
      recent.clear();
      const thread = worker;
      worker = null;
      settleAll();
      await thread?.terminate();
    },
  });
}
