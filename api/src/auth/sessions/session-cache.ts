import type { DataPort } from '../../data/port';
import { USERS_COLLECTION, type UserDoc } from '../users/users.repository';
import { SESSIONS_COLLECTION, type SessionDoc } from './sessions.repository';

/** Sessions kept at most; past it all are dropped. */
const MAX_KEPT = 10_000;

export interface ResolvedSession {
  session: SessionDoc;
  user: UserDoc;
}

/**
 * Sessions already resolved (the session and its user, by token hash), so a signed-in request does not read
 * both again. Any change to `sessions` or `users` (a logout, a revocation, a touch, a role, a suspension...)
 * drops every kept one, through the data port's change events, which the embedded engine emits before the
 * write is acknowledged; a resolve read while a change happened is not kept. Embedded engine only: it is
 * the only writer of its data directory, so its events are every change. With MongoDB another process may
 * write, and a change stream may be late or missing: there, nothing is kept (null).
 */
export function createSessionCache(db: DataPort) {
  if (db.mode !== 'embedded') return null;
  const kept = new Map<string, ResolvedSession>();
  let generation = 0;
  const forget = () => {
    generation++;
    kept.clear();
  };
  db.watch(SESSIONS_COLLECTION, forget);
  db.watch(USERS_COLLECTION, forget);
  return {
    get: (tokenHash: string) => kept.get(tokenHash),
    /** Call before reading; the function it returns keeps what was read, unless anything changed since. */
    reading() {
      const started = generation;
      return (tokenHash: string, resolved: ResolvedSession) => {
        if (started !== generation) return;
        if (kept.size >= MAX_KEPT) kept.clear();
        kept.set(tokenHash, resolved);
      };
    },
  };
}
