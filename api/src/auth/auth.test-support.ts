import { randomBytes } from 'node:crypto';
import type { ObjectId } from 'mongodb';
import { ADMIN_COOKIE } from './admin/admin-cookie';
import { createAdminsRepository } from './admin/admins.repository';
import type { StoredRole } from '../contracts';
import { createPaymentMethodsRepository, type PaymentMethodDoc } from './payment-methods/payment-methods.repository';
import type { DataPort } from '../data/port';
import { SESSION_COOKIE } from './sessions/session-cookie';
import { createSessionsService, hashToken } from './sessions/sessions.service';
import { createUsersRepository, type UserDoc } from './users/users.repository';

/** Tests of any area: a new user (with `role` stored) and the cookie of a real session. */
export async function signInTestUser(
  db: DataPort,
  email: string,
  role?: StoredRole,
): Promise<{ user: UserDoc; cookie: string }> {
  const user = await createUsersRepository(db).insert({ email, phone: null, ...(role ? { role } : {}) });
  return { user, cookie: await createTestSession(db, user._id) };
}

/** Tests of any area: a further real session of an existing user, as its `Cookie` header value. */
export async function createTestSession(db: DataPort, userId: ObjectId): Promise<string> {
  const { token } = await createSessionsService(db).create(userId);
  return `${SESSION_COOKIE}=${token}`;
}

/** Tests of any area: a user stored directly (no session). */
export const insertTestUser = (db: DataPort, fields: Pick<UserDoc, 'email' | 'phone' | 'role'>) =>
  createUsersRepository(db).insert(fields);

/** Tests of any area: a saved payment method stored directly (its provider token made by the test). */
export const insertTestPaymentMethod = (db: DataPort, doc: PaymentMethodDoc) =>
  createPaymentMethodsRepository(db).insert(doc);

/** Tests of any area: an admin stored directly (no usable password) and the `Cookie` of a live admin session. */
export async function signInTestAdmin(db: DataPort, email: string): Promise<string> {
  const admins = createAdminsRepository(db);
  const admin = await admins.insertAdmin({ email, passwordHash: 'test-admin-has-no-password', createdAt: new Date() });
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await admins.insertSession({
    tokenHash: hashToken(token),
    adminId: admin._id,
    createdAt: new Date(now),
    expiresAt: new Date(now + 3_600_000),
  });
  return `${ADMIN_COOKIE}=${token}`;
}
