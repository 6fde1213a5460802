import { randomUUID } from 'node:crypto';
import { linkSync, readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

interface LockOwner {
  pid: number;
  host: string;
  /** Names this one lock file, so a takeover can tell it from a newer lock at the same path. */
  nonce?: string;
}

const self = { pid: process.pid, host: hostname() };

/** Data dirs this process holds: how many open databases use each, and our lock's nonce. */
const held = new Map<string, { count: number; nonce: string }>();

/** A seam for lock.test.ts: called once a lock was judged stale, before taking it over. */
export const lockTestHooks: { staleSeen?: () => void } = {};

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

/**
 * A lock is stale when its process is gone (or its content is unreadable). Our own pid means a
 * previous incarnation (a restarted container reuses pid 1): `held` says we don't hold it.
 * Not safe across machines sharing one volume; one host per DATA_DIR.
 */
function isStale(owner: LockOwner | null): boolean {
  return owner === null || owner.pid === self.pid || !isAlive(owner.pid);
}

/** The lock file at `path`: its owner and an identity unique to this very file (null when absent). */
function readLock(path: string): { owner: LockOwner | null; id: string } | null {
  let text: string;
  let stamp: string;
  try {
    text = readFileSync(path, 'utf8');
    const stat = statSync(path);
    stamp = `${stat.ino}-${Math.round(stat.mtimeMs * 1000)}`;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const owner = JSON.parse(text) as Partial<LockOwner>;
    if (typeof owner.pid !== 'number') return { owner: null, id: `unreadable-${stamp}` };
    const nonce = typeof owner.nonce === 'string' && /^[\w-]{1,64}$/.test(owner.nonce) ? owner.nonce : undefined;
    // A lock written before nonces existed is named by its pid, inode and mtime.
    return { owner: { pid: owner.pid, host: owner.host ?? '', nonce }, id: nonce ?? `legacy-${owner.pid}-${stamp}` };
  } catch {
    return { owner: null, id: `unreadable-${stamp}` };
  }
}

/**
 * Creates `path` holding `owner` unless it exists (written aside, then hard-linked: the file
 * never exists without its content, and link fails if the name is taken). Returns whether we made it.
 */
function place(path: string, owner: LockOwner): boolean {
  const draft = `${path}.draft-${self.pid}-${owner.nonce}`;
  writeFileSync(draft, JSON.stringify(owner));
  try {
    linkSync(draft, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return false;
  } finally {
    unlinkSync(draft);
  }
}

/**
 * Removes the stale lock file at `path` if it still is the one named `id`. Only the process that
 * creates `<path>.takeover-<id>` may, and it checks the id again while holding that name: two
 * processes that both judged the same lock stale cannot both remove it (nor remove the fresh
 * lock the other placed after it). A guard left by a process that died mid-takeover is itself
 * taken over the same way.
 */
function removeStale(path: string, id: string, depth: number): void {
  const guard = `${path}.takeover-${id}`;
  const me: LockOwner = { ...self, nonce: randomUUID() };
  if (!place(guard, me)) {
    const other = readLock(guard);
    if (!other || depth >= 2 || !isStale(other.owner)) return; // another process is on it
    removeStale(guard, other.id, depth + 1);
    if (!place(guard, me)) return;
  }
  try {
    if (readLock(path)?.id === id) unlinkSync(path);
  } finally {
    try {
      unlinkSync(guard);
    } catch {
      // removed by the process that won the lock (cleanLeftovers)
    }
  }
}

/** Takeover guards and drafts left by processes that died: only the lock holder removes them. */
function cleanLeftovers(dir: string): void {
  for (const name of readdirSync(dir)) {
    const draft = /^LOCK(?:\.takeover-[\w.-]+)*\.draft-(\d+)-/.exec(name);
    const leftover = draft
      ? Number(draft[1]) !== self.pid && !isAlive(Number(draft[1]))
      : /^LOCK\.takeover-/.test(name);
    if (!leftover) continue;
    try {
      unlinkSync(join(dir, name));
    } catch {
      // already gone
    }
  }
}

/**
 * Makes this process the only one using `dir` (a LOCK file holding our pid and a nonce).
 * A lock left by a dead process is taken over atomically (see removeStale).
 */
export function acquireDirLock(dir: string): void {
  const mine = held.get(dir);
  if (mine) {
    mine.count++;
    return;
  }
  const path = join(dir, 'LOCK');
  const me: LockOwner = { ...self, nonce: randomUUID() };
  for (let attempt = 0; attempt < 5; attempt++) {
    if (place(path, me)) {
      held.set(dir, { count: 1, nonce: me.nonce as string });
      cleanLeftovers(dir);
      return;
    }
    const current = readLock(path);
    if (!current) continue; // released meanwhile: try again
    if (!isStale(current.owner)) {
      const owner = current.owner as LockOwner;
      throw new LockedError(
        `Data directory ${dir} is in use by process ${owner.pid} on ${owner.host || 'this host'}. ` +
          'Stop that process or point DATA_DIR elsewhere.',
      );
    }
    lockTestHooks.staleSeen?.();
    removeStale(path, current.id, 0);
  }
  throw new LockedError(`Could not lock data directory ${dir}`);
}

export function releaseDirLock(dir: string): void {
  const mine = held.get(dir);
  if (!mine) return;
  if (mine.count > 1) {
    mine.count--;
    return;
  }
  held.delete(dir);
  const path = join(dir, 'LOCK');
  try {
    // Only our own lock: never one another process placed after judging ours stale.
    if (readLock(path)?.id === mine.nonce) unlinkSync(path);
  } catch {
    // already gone
  }
}
