import { randomBytes } from 'node:crypto';
import type { ObjectId } from 'mongodb';
import type { Admin } from '@petpal/contracts';
import type { DataPort } from '../../data/port';
import { isDuplicateKeyError } from '../../data/port';
import { Conflict, Invalid, Unauthorized } from '../../errors';
import { createPasswordHasher, type PasswordHasher } from '../../lib/password';
import { INCORRECT_CREDENTIALS } from '../accounts/accounts.service';
import { createLoginThrottle, type LoginThrottle } from '../accounts/login-throttle';
import { hashToken } from '../sessions/sessions.service';
import { createAdminsRepository } from './admins.repository';

/** An admin session ends 8 hours after sign-in, used or not. */
export const ADMIN_SESSION_MS = 8 * 60 * 60 * 1000;
export const ADMIN_PASSWORD_MIN = 12;
export const ADMIN_PASSWORD_TOO_SHORT = `Admin passwords must be at least ${ADMIN_PASSWORD_MIN} characters.`;
export const ADMIN_EXISTS = 'An admin with this email already exists.';

export interface AdminServiceDeps {
  db: DataPort;
  hasher?: PasswordHasher;
  loginThrottle?: LoginThrottle;
  now?: () => Date;
}

/** Admin accounts and their sessions, apart from users: their own collections, cookie and throttle. */
export function createAdminService({
  db,
  hasher = createPasswordHasher(),
  now = () => new Date(),
  loginThrottle = createLoginThrottle(db, 'admin-login', now),
}: AdminServiceDeps) {
  const admins = createAdminsRepository(db);

  async function identify(token: string): Promise<{ id: ObjectId; email: string } | null> {
    const tokenHash = hashToken(token);
    const session = await admins.findSession(tokenHash);
    if (!session) return null;
    if (session.expiresAt <= now()) {
      await admins.deleteSession(tokenHash);
      return null;
    }
    const admin = await admins.findAdminById(session.adminId);
    return admin ? { id: admin._id, email: admin.email } : null;
  }

  return {
    ensureIndexes: () => admins.ensureIndexes(),

    /** For the CLI: `email` already trimmed and lower-cased. */
    async create(email: string, password: string): Promise<Admin> {
      if (password.length < ADMIN_PASSWORD_MIN)
        throw new Invalid(ADMIN_PASSWORD_TOO_SHORT, { password: ADMIN_PASSWORD_TOO_SHORT });
      const passwordHash = await hasher.hash(password);
      await admins.insertAdmin({ email, passwordHash, createdAt: now() }).catch((error: unknown) => {
        throw isDuplicateKeyError(error) ? new Conflict(ADMIN_EXISTS, 'admin_exists') : error;
      });
      return { email };
    },

    /** Opens an admin session; throttled like user sign-in, on counters of its own. */
    async login(input: { email: string; password: string }, caller: { ip: string }) {
      const { email, password } = input;
      await loginThrottle.check(email, caller.ip);
      const admin = await admins.findAdminByEmail(email);
      const correct = admin ? await hasher.verify(admin.passwordHash, password) : await hasher.verifyNothing(password);
      if (!admin || !correct) {
        await loginThrottle.recordFailure(email, caller.ip);
        throw new Unauthorized(INCORRECT_CREDENTIALS, 'invalid_credentials');
      }
      await loginThrottle.recordSuccess(email, caller.ip);
      const token = randomBytes(32).toString('base64url');
      const createdAt = now();
      const expiresAt = new Date(createdAt.getTime() + ADMIN_SESSION_MS);
      await admins.insertSession({ tokenHash: hashToken(token), adminId: admin._id, createdAt, expiresAt });
      return { admin: { email: admin.email }, token, expiresAt };
    },

    /** The admin of a live admin session, or null. */
    async resolve(token: string): Promise<Admin | null> {
      const admin = await identify(token);
      return admin ? { email: admin.email } : null;
    },

    /** The admin of a live admin session with their id (what the audit log records), or null. */
    identify,

    revoke: (token: string) => admins.deleteSession(hashToken(token)),
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
