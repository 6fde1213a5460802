import { mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { e2eBasePort } from '../platform-fixture';

const STALE_MS = 5 * 60_000;

/**
 * Runs `work` while no other Playwright worker of this suite runs work under the same `name`: for journeys that
 * watch site-wide state (every user sees every other user's new pet report), so the desktop and mobile runs of
 * one spec cannot feed each other's bells. The lock is a directory (mkdir is atomic); one older than five
 * minutes is left over from a killed run and is taken over.
 */
export async function exclusive<T>(name: string, work: () => Promise<T>): Promise<T> {
  const lock = path.join(tmpdir(), `petpal-e2e-${e2eBasePort}-${name}.lock`);
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_MS) rmSync(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
