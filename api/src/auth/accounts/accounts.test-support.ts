import type { DataPort } from '../../data/port';
import type { PasswordHashing } from '../../lib/password';
import { OUTBOX_COLLECTION, type OutboxDoc } from '../../lib/mailer';
import { type createTestApp, fromPeer, SHELL_PROXY } from '../../test-support/test-app';

/** argon2id at a fraction of production's cost, for service tests that hash a lot. */
export const FAST_HASHING: PasswordHashing = { memoryCost: 256, timeCost: 1, parallelism: 1 };

export type TestApp = Awaited<ReturnType<typeof createTestApp>>['app'];

export const ORIGIN = 'http://localhost';

export interface Call {
  ip?: string;
  cookie?: string;
  headers?: Record<string, string>;
}

/**
 * A same-origin browser POST of JSON from `ip`, through the shell's proxy (as `npm start` runs it): the app
 * sees `ip` when it trusts the proxy (`TRUST_PROXY: SHELL_PROXY`), else the proxy's address.
 */
export function post(app: TestApp, path: string, body: unknown, call: Call = {}) {
  return app.request(
    `${ORIGIN}${path}`,
    {
      method: 'POST',
      body: JSON.stringify(body),
      headers: {
        'Content-Type': 'application/json',
        Origin: ORIGIN,
        'X-Forwarded-For': call.ip ?? '203.0.113.10',
        ...(call.cookie ? { Cookie: call.cookie } : {}),
        ...call.headers,
      },
    },
    fromPeer(SHELL_PROXY),
  );
}

export function get(app: TestApp, path: string, call: Call = {}) {
  return app.request(
    `${ORIGIN}${path}`,
    { headers: { 'X-Forwarded-For': call.ip ?? '203.0.113.10', ...(call.cookie ? { Cookie: call.cookie } : {}) } },
    fromPeer(SHELL_PROXY),
  );
}

/** `name=value` of a Set-Cookie header, ready to send back; undefined when the answer set none. */
export function cookieFrom(res: Response, name: string): string | undefined {
  return res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${name}=`) && pair.length > name.length + 1);
}

export function outboxFor(db: DataPort, to: string): Promise<OutboxDoc[]> {
  return db
    .collection<OutboxDoc>(OUTBOX_COLLECTION)
    .find({ to }, { sort: { createdAt: -1, _id: -1 } })
    .toArray();
}

/** The token of the newest link to `path` (e.g. '/verify-email') emailed to `to`. */
export async function latestToken(db: DataPort, to: string, path: string): Promise<string> {
  for (const mail of await outboxFor(db, to)) {
    const match = new RegExp(`${path}\\?token=([a-f0-9]{64})`).exec(mail.text);
    if (match?.[1]) return match[1];
  }
  throw new Error(`no ${path} link emailed to ${to}`);
}

/** Signs up and confirms the email over HTTP; the account is ready to log in. */
export async function registerVerified(app: TestApp, db: DataPort, email: string, password = 'correct-horse') {
  const signup = await post(app, '/api/auth/signup', { email, password, confirmPassword: password });
  if (signup.status !== 201) throw new Error(`signup answered ${signup.status}`);
  const token = await latestToken(db, email, '/verify-email');
  const verified = await post(app, '/api/auth/verify-email', { token });
  if (verified.status !== 200) throw new Error(`verify-email answered ${verified.status}`);
}
