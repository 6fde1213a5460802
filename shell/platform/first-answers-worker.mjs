// The worker thread in which the platform's server renders a guest's first screen with the API's first answers
// (decision 113; guest-screens.ts starts it): rendering takes tens of milliseconds of CPU, which the static server's
// event loop must not spend. Plain JavaScript so that it runs without the TypeScript loader.
import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';

const require = createRequire(import.meta.url);
/** @type {Map<string, number>} each server module's modification time when it was loaded */
const loaded = new Map();

/** A remote's dist/first-screens.server.cjs, loaded again after a rebuild. */
function serverModule(file) {
  const { mtimeMs } = statSync(file);
  if (loaded.has(file) && loaded.get(file) !== mtimeMs) delete require.cache[require.resolve(file)];
  loaded.set(file, mtimeMs);
  return require(file);
}

/**
 * One render at a time: the screens' query functions call the global `fetch`, which a render replaces while it
 * runs.
 */
let queue = Promise.resolve();

parentPort?.on('message', ({ warm, id, serverModule: file, remote, path, apiOrigin, timeoutMs }) => {
  if (warm) {
    // Loading a server module takes a second or two on a busy machine: done before the first guest comes.
    queue = queue.then(() => {
      try {
        serverModule(warm);
      } catch {
        // not built (yet): its first request says so
      }
    });
    return;
  }
  queue = queue.then(async () => {
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const result = await serverModule(file).renderWithAnswers(remote, path, apiOrigin, signal);
      parentPort?.postMessage({ id, result: signal.aborted ? null : result });
    } catch (error) {
      parentPort?.postMessage({ id, result: null, error: error instanceof Error ? error.message : String(error) });
    }
  });
});
