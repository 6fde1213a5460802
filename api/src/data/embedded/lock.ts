import { linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

interface LockOwner {
  pid: number;
  host: string;
}

const self: LockOwner = { pid: process.pid, host: hostname() };

/** Data dirs this process holds, with how many open databases use each. */
const held = new Map<string, number>();

export class LockedError extends Error {
  override name = 'DataDirLockedError';
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(path: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' ? { pid: owner.pid, host: owner.host ?? '' } : null;
  } catch {
    return null;
  }
}

/**
 * A lock is stale when its process is gone. Our own pid means a previous
 * incarnation (a restarted container reuses pid 1): `held` says we don't hold it.
 * Not safe across machines sharing one volume; one host per DATA_DIR.
 */
function isStale(owner: LockOwner): boolean {
  return owner.pid === self.pid || !isAlive(owner.pid);
}

/**
 * Makes this process the only one using `dir` (a LOCK file holding our pid).
 * A lock left by a dead process is taken over.
 */
export function acquireDirLock(dir: string): void {
  const count = held.get(dir);
  if (count !== undefined) {
    held.set(dir, count + 1);
    return;
  }
  const path = join(dir, 'LOCK');
  for (let attempt = 0; attempt < 3; attempt++) {
    // Written aside then hard-linked: the LOCK file never exists without its content.
    const draft = join(dir, `LOCK.${self.pid}.${Date.now()}`);
    writeFileSync(draft, JSON.stringify(self));
    try {
      linkSync(draft, path);
      held.set(dir, 1);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(draft);
    }
    const owner = readOwner(path);
    if (owner && !isStale(owner)) {
      throw new LockedError(
        `Data directory ${dir} is in use by process ${owner.pid} on ${owner.host || 'this host'}. ` +
          'Stop that process or point DATA_DIR elsewhere.',
      );
    }
    try {
      unlinkSync(path);
    } catch {
      // another process took it over first; the next attempt will tell
    }
  }
  throw new LockedError(`Could not lock data directory ${dir}`);
}

export function releaseDirLock(dir: string): void {
  const count = held.get(dir);
  if (count === undefined) return;
  if (count > 1) {
    held.set(dir, count - 1);
    return;
  }
  held.delete(dir);
  try {
    unlinkSync(join(dir, 'LOCK'));
  } catch {
    // already gone
  }
}
