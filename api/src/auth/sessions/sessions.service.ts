import { hash, randomBytes } from 'node:crypto';
import { ObjectId } from 'mongodb';
import { verificationMessages, VERIFICATION_CODES } from '@petpal/contracts';
import type { DataPort } from '../../data/port';
import { Forbidden } from '../../errors';
import { createUsersRepository, type UserDoc } from '../users/users.repository';
import { createSessionCache } from './session-cache';
import { createSessionsRepository, type SessionDoc } from './sessions.repository';

/** A session ends after this long without use... */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
/** ...and in any case this long after sign-in. */
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, so reading a session is not a write per request. */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

/** Server-side sessions: the browser holds a random 256-bit token, the database its hash. */
export function createSessionsService(db: DataPort, now: () => Date = () => new Date()) {
  const sessions = createSessionsRepository(db);
  const users = createUsersRepository(db);
  const cache = createSessionCache(db);
  /** Live and used within the last TOUCH_EVERY_MS (so neither idle too long nor due a touch). */
  const fresh = (session: SessionDoc, time: Date) =>
    session.expiresAt > time && time.getTime() - session.lastSeenAt.getTime() <= TOUCH_EVERY_MS;

  return {
    ensureIndexes: () => sessions.ensureIndexes(),

    /**
     * A new session for every sign-in; returns the token for the cookie (never stored). A suspended account
     * gets none (403 account_suspended), whichever way it signed in.
     */
    async create(userId: ObjectId): Promise<{ token: string; expiresAt: Date }> {
      const user = await users.findById(userId);
      if (user?.suspension) throw new Forbidden(verificationMessages.accountSuspended, VERIFICATION_CODES.suspended);
      const token = randomBytes(32).toString('base64url');
      const createdAt = now();
      const expiresAt = new Date(createdAt.getTime() + SESSION_ABSOLUTE_MS);
      await sessions.insert({
        _id: new ObjectId(),
        tokenHash: hashToken(token),
        userId,
        createdAt,
        lastSeenAt: createdAt,
        expiresAt,
      });
      return { token, expiresAt };
    },

    /**
     * The user of a live session, or null (unknown, idle too long, past its absolute end, user gone or
     * suspended: a suspension deletes the sessions, this also closes a sign-in that raced it). Kept (see
     * session-cache.ts) until a session or user changes or a touch is due; the document is shared (frozen).
     */
    async resolve(token: string): Promise<UserDoc | null> {
      const tokenHash = hashToken(token);
      const kept = cache?.get(tokenHash);
      if (kept && fresh(kept.session, now())) return kept.user;
      const keep = cache?.reading();
      const session = await sessions.findByTokenHash(tokenHash);
      if (!session) return null;
      const time = now();
      const idleSince = time.getTime() - session.lastSeenAt.getTime();
      if (session.expiresAt <= time || idleSince > SESSION_IDLE_MS) {
        await sessions.deleteByTokenHash(tokenHash);
        return null;
      }
      const user = await users.findById(session.userId);
      if (!user || user.suspension) return null;
      if (idleSince > TOUCH_EVERY_MS) await sessions.touch(session._id, time);
      else keep?.(tokenHash, { session, user: Object.freeze(user) });
      return user;
    },

    revoke: (token: string) => sessions.deleteByTokenHash(hashToken(token)).then(() => undefined),

    /** Every session of the user, e.g. after a password change or reset. */
    revokeAll: (userId: ObjectId) => sessions.deleteByUser(userId).then(() => undefined),
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
