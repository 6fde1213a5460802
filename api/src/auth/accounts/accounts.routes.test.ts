import { ObjectId } from 'mongodb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  EmailVerified,
  ErrorBody,
  PasswordResetRequested,
  PasswordResetValid,
  PasswordUpdated,
  SessionResponse,
  SignedIn,
  SignupAccepted,
} from '@petpal/contracts';
import { IN_PROGRESS_MESSAGE, KEY_REUSED_MESSAGE } from '../../lib/idempotency';
import { OUTBOX_COLLECTION } from '../../lib/mailer';
import { createTestApp, createTestDatabase, SHELL_PROXY, type TestDatabase } from '../../test-support/test-app';
import { IDENTITIES_COLLECTION, type IdentityDoc } from '../identities/identities.repository';
import { SESSION_COOKIE } from '../sessions/session-cookie';
import { USERS_COLLECTION, type UserDoc } from '../users/users.repository';
import {
  EMAIL_NOT_VERIFIED,
  EMAIL_TAKEN,
  INCORRECT_CREDENTIALS,
  SIGNUP_RATE_LIMIT,
  VERIFY_LINK_INVALID,
} from './accounts.service';
import {
  cookieFrom,
  get,
  latestToken,
  ORIGIN,
  outboxFor,
  post,
  registerVerified,
  type TestApp,
} from './accounts.test-support';
import { EMAIL_TOKENS_COLLECTION } from './email-tokens.repository';
import { TOO_MANY_LOGINS } from './login-throttle';
import { NO_ACCOUNT, RESET_LINK_INVALID, TOO_MANY_RESETS } from './password-reset.service';

let test: TestDatabase;
let app: TestApp;
let log: Awaited<ReturnType<typeof createTestApp>>['log'];
/** Every response body of the test, checked afterwards for anything secret. */
let bodies: string[];

beforeEach(async () => {
  test = await createTestDatabase();
  ({ app, log } = await createTestApp(test.db, { TRUST_PROXY: SHELL_PROXY }));
  bodies = [];
});

afterEach(async () => {
  const secrets = [
    ...(await test.db.collection(EMAIL_TOKENS_COLLECTION).find({}).toArray()).map((doc) => String(doc.tokenHash)),
    ...(await test.db.collection('sessions').find({}).toArray()).map((doc) => String(doc.tokenHash)),
    ...(await test.db.collection<IdentityDoc>(IDENTITIES_COLLECTION).find({}).toArray()).flatMap((doc) =>
      doc.passwordHash ? [doc.passwordHash] : [],
    ),
  ];
  const emailedTokens = (await test.db.collection(OUTBOX_COLLECTION).find({}).toArray()).flatMap((mail) =>
    [...String(mail.text).matchAll(/token=([a-f0-9]{64})/g)].map((match) => match[1]!),
  );
  for (const text of bodies) {
    expect(text).not.toMatch(/passwordHash|tokenHash|\$argon2/i);
    for (const secret of [...secrets, ...emailedTokens]) expect(text).not.toContain(secret);
  }
  const logged = JSON.stringify(log.lines);
  expect(logged).not.toMatch(/argon2|passwordHash|correct-horse/i);
  for (const secret of [...secrets, ...emailedTokens]) expect(logged).not.toContain(secret);
  await test.close();
});

/** Status and parsed body, the raw text kept for the secrets check. */
async function read(res: Response): Promise<{ status: number; body: unknown }> {
  const text = await res.text();
  bodies.push(text);
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
}

const signupBody = (email: string, password = 'correct-horse') => ({ email, password, confirmPassword: password });
const countUsers = () => test.db.collection(USERS_COLLECTION).countDocuments();
const errorOf = (body: unknown) => ErrorBody.parse(body).error;

describe('POST /api/auth/signup', () => {
  it('creates an unverified account and emails a one-time 256-bit link to /verify-email on our origin', async () => {
    const { status, body } = await read(await post(app, '/api/auth/signup', signupBody('  Sam@Example.COM ')));
    expect(status).toBe(201);
    expect(SignupAccepted.parse(body)).toEqual({ status: 'pending_verification', email: 'sam@example.com' });

    const identity = await test.db
      .collection<IdentityDoc>(IDENTITIES_COLLECTION)
      .findOne({ issuer: 'password', subject: 'sam@example.com' });
    expect(identity).toMatchObject({ verifiedAt: null, email: 'sam@example.com' });
    expect(identity?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const user = await test.db.collection<UserDoc>(USERS_COLLECTION).findOne({ _id: identity?.userId });
    expect(user).toMatchObject({ email: 'sam@example.com', phone: null });
    expect(user?.role).toBeUndefined();

    const [mail, ...others] = await outboxFor(test.db, 'sam@example.com');
    expect(others).toEqual([]);
    expect(mail?.subject).toBe('Confirm your PetPal account');
    expect(mail?.text).toMatch(new RegExp(`${ORIGIN}/verify-email\\?token=[a-f0-9]{64}\\b`));
    const token = await latestToken(test.db, 'sam@example.com', '/verify-email');
    const stored = await test.db.collection(EMAIL_TOKENS_COLLECTION).findOne({});
    expect(stored).toMatchObject({ purpose: 'verify_email', userId: identity?.userId, usedAt: null });
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('points links at PUBLIC_URL when set, and at the forwarded origin behind our proxy otherwise', async () => {
    const configured = (
      await createTestApp(test.db, { TRUST_PROXY: SHELL_PROXY, PUBLIC_URL: 'https://petpal.example' })
    ).app;
    await post(configured, '/api/auth/signup', signupBody('a@example.com'));
    expect((await outboxFor(test.db, 'a@example.com'))[0]?.text).toContain(
      'https://petpal.example/verify-email?token=',
    );

    await post(app, '/api/auth/signup', signupBody('b@example.com'), {
      headers: { 'X-Forwarded-Proto': 'https', Origin: 'https://localhost' },
    });
    expect((await outboxFor(test.db, 'b@example.com'))[0]?.text).toContain('https://localhost/verify-email?token=');
  });

  it('refuses a registered email with the spec message', async () => {
    await registerVerified(app, test.db, 'sam@example.com');
    const { status, body } = await read(
      await post(app, '/api/auth/signup', signupBody('SAM@example.com', 'other-pass')),
    );
    expect(status).toBe(409);
    expect(errorOf(body)).toEqual({ code: 'email_taken', message: EMAIL_TAKEN });
    expect(await countUsers()).toBe(1);
  });

  it('answers field messages from the contract, and refuses unknown keys, role, verified and operators', async () => {
    const cases: [unknown, Record<string, string>][] = [
      [
        { email: 'nope', password: '12345', confirmPassword: '12345' },
        {
          email: 'Please enter a valid email',
          password: 'Password must be at least 6 characters',
          confirmPassword: 'Password must be at least 6 characters',
        },
      ],
      [
        { ...signupBody('sam@example.com'), confirmPassword: 'different' },
        { confirmPassword: 'Passwords do not match' },
      ],
      [{ ...signupBody('sam@example.com'), role: 'veterinary_doctor' }, { role: 'Unknown field.' }],
      [{ ...signupBody('sam@example.com'), verified: true }, { verified: 'Unknown field.' }],
      [{ ...signupBody('sam@example.com'), email: { $ne: null } }, { email: 'Please enter a valid email' }],
      [
        { ...signupBody('sam@example.com'), password: { $gt: '' } },
        { password: 'Password must be at least 6 characters' },
      ],
    ];
    for (const [input, fields] of cases) {
      const { status, body } = await read(await post(app, '/api/auth/signup', input));
      expect(status).toBe(400);
      expect(errorOf(body)).toMatchObject({ code: 'invalid_input', fields });
    }
    expect(await countUsers()).toBe(0);
  });

  it('replays a retry with the same Idempotency-Key: one account, one email', async () => {
    const key = { 'Idempotency-Key': 'signup-7f1c2b' };
    const first = await read(await post(app, '/api/auth/signup', signupBody('sam@example.com'), { headers: key }));
    const retry = await post(app, '/api/auth/signup', signupBody('sam@example.com'), { headers: key });
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await read(retry)).toEqual(first);
    expect(first.status).toBe(201);
    expect(await countUsers()).toBe(1);
    expect(await outboxFor(test.db, 'sam@example.com')).toHaveLength(1);

    const otherEmail = await read(await post(app, '/api/auth/signup', signupBody('kim@example.com'), { headers: key }));
    expect(otherEmail.status).toBe(422);
    expect(errorOf(otherEmail.body)).toEqual({ code: 'idempotency_key_reused', message: KEY_REUSED_MESSAGE });
    expect(await countUsers()).toBe(1);
  });

  it('answers 409 to a duplicate sent while the first is still running, and creates one account', async () => {
    const key = { 'Idempotency-Key': 'signup-concurrent' };
    const answers = await Promise.all(
      [0, 1, 2].map(async () =>
        read(await post(app, '/api/auth/signup', signupBody('sam@example.com'), { headers: key })),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(1);
    expect(statuses).toContain(409);
    for (const answer of answers.filter((a) => a.status !== 201)) {
      expect(answer.status).toBe(409);
      expect(errorOf(answer.body)).toEqual({ code: 'idempotency_in_progress', message: IN_PROGRESS_MESSAGE });
    }
    expect(await countUsers()).toBe(1);
    expect(await outboxFor(test.db, 'sam@example.com')).toHaveLength(1);
  });

  it(`allows ${SIGNUP_RATE_LIMIT.limit} sign-ups per IP an hour`, async () => {
    for (let i = 0; i < SIGNUP_RATE_LIMIT.limit; i++) {
      expect(
        (await post(app, '/api/auth/signup', signupBody(`user${i}@example.com`), { ip: '198.51.100.1' })).status,
      ).toBe(201);
    }
    const limited = await read(
      await post(app, '/api/auth/signup', signupBody('late@example.com'), { ip: '198.51.100.1' }),
    );
    expect(limited.status).toBe(429);
    expect(errorOf(limited.body)).toEqual({
      code: 'rate_limited',
      message: 'Too many signup attempts. Please try again later.',
    });
    expect((await post(app, '/api/auth/signup', signupBody('late@example.com'), { ip: '198.51.100.2' })).status).toBe(
      201,
    );
  });
});

describe('POST /api/auth/verify-email', () => {
  it('confirms the email once; a reused, unknown or malformed link gets the recorded message', async () => {
    await post(app, '/api/auth/signup', signupBody('sam@example.com'));
    const token = await latestToken(test.db, 'sam@example.com', '/verify-email');
    const verified = await read(await post(app, '/api/auth/verify-email', { token }));
    expect(verified.status).toBe(200);
    expect(EmailVerified.parse(verified.body)).toEqual({ verified: true, email: 'sam@example.com' });
    const identity = await test.db.collection<IdentityDoc>(IDENTITIES_COLLECTION).findOne({});
    expect(identity?.verifiedAt).toBeInstanceOf(Date);

    for (const again of [token, 'f'.repeat(64)]) {
      const refused = await read(await post(app, '/api/auth/verify-email', { token: again }));
      expect(refused.status).toBe(400);
      expect(errorOf(refused.body)).toEqual({ code: 'verification_link_invalid', message: VERIFY_LINK_INVALID });
    }
    const malformed = await read(await post(app, '/api/auth/verify-email', { token: 'abc' }));
    expect(errorOf(malformed.body).fields).toEqual({ token: VERIFY_LINK_INVALID });
    const extra = await read(await post(app, '/api/auth/verify-email', { token, verified: true }));
    expect(errorOf(extra.body).fields).toEqual({ verified: 'Unknown field.' });
  });
});

describe('POST /api/auth/login', () => {
  it('says the same for an unknown email and a wrong password', async () => {
    await registerVerified(app, test.db, 'sam@example.com');
    for (const input of [
      { email: 'nobody@example.com', password: 'correct-horse' },
      { email: 'sam@example.com', password: 'wrong-horse' },
    ]) {
      const { status, body } = await read(await post(app, '/api/auth/login', input));
      expect(status).toBe(401);
      expect(errorOf(body)).toEqual({ code: 'invalid_credentials', message: INCORRECT_CREDENTIALS });
    }
  });

  it('asks for email verification only after a correct password', async () => {
    await post(app, '/api/auth/signup', signupBody('sam@example.com'));
    const wrong = await read(await post(app, '/api/auth/login', { email: 'sam@example.com', password: 'wrong-horse' }));
    expect(wrong.status).toBe(401);
    const res = await post(app, '/api/auth/login', { email: 'sam@example.com', password: 'correct-horse' });
    const unverified = await read(res);
    expect(unverified.status).toBe(403);
    expect(errorOf(unverified.body)).toEqual({ code: 'email_not_verified', message: EMAIL_NOT_VERIFIED });
    expect(cookieFrom(res, SESSION_COOKIE)).toBeUndefined();
  });

  it('opens a new session in an httpOnly SameSite=Lax cookie and answers the user and profile status', async () => {
    await registerVerified(app, test.db, 'sam@example.com');
    const res = await post(app, '/api/auth/login', { email: 'Sam@Example.com', password: 'correct-horse' });
    const { status, body } = await read(res);
    expect(status).toBe(200);
    const signedIn = SignedIn.parse(body);
    expect(signedIn).toEqual({
      user: { id: expect.any(String), email: 'sam@example.com', role: 'none' },
      profile: 'none',
    });
    const setCookie = res.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/petpal_session=[^;]+;.*HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    const cookie = cookieFrom(res, SESSION_COOKIE)!;

    const session = await read(await get(app, '/api/auth/session', { cookie }));
    expect(SessionResponse.parse(session.body).user).toEqual(signedIn.user);

    // Signing in again replaces this browser's session.
    const again = await post(
      app,
      '/api/auth/login',
      { email: 'sam@example.com', password: 'correct-horse' },
      { cookie },
    );
    expect(again.status).toBe(200);
    expect(SessionResponse.parse((await read(await get(app, '/api/auth/session', { cookie }))).body).user).toBeNull();
    const fresh = cookieFrom(again, SESSION_COOKIE)!;
    expect(
      SessionResponse.parse((await read(await get(app, '/api/auth/session', { cookie: fresh }))).body).user,
    ).toEqual(signedIn.user);
  });

  it('marks the session cookie Secure over HTTPS (behind our proxy), not over plain HTTP', async () => {
    await registerVerified(app, test.db, 'sam@example.com');
    const credentials = { email: 'sam@example.com', password: 'correct-horse' };
    const plain = await post(app, '/api/auth/login', credentials);
    expect(plain.headers.getSetCookie().join('\n')).not.toMatch(/;\s*Secure/i);
    const https = await post(app, '/api/auth/login', credentials, {
      headers: { Origin: 'https://localhost', 'X-Forwarded-Proto': 'https' },
    });
    expect(https.status).toBe(200);
    expect(https.headers.getSetCookie().join('\n')).toMatch(/petpal_session=[^;]+;.*;\s*Secure/i);
  });

  it('reports the profile: none, role record missing, or complete (a supplier too needs its record)', async () => {
    await registerVerified(app, test.db, 'sam@example.com');
    const login = async () =>
      SignedIn.parse(
        (await read(await post(app, '/api/auth/login', { email: 'sam@example.com', password: 'correct-horse' }))).body,
      );
    const { user } = await login();
    const userId = new ObjectId(user.id);
    const users = test.db.collection<UserDoc>(USERS_COLLECTION);

    await users.updateOne({ _id: userId }, { $set: { role: 'veterinary_doctor' } });
    expect(await login()).toMatchObject({ user: { role: 'veterinary_doctor' }, profile: 'role_record_missing' });
    await test.db.collection('veterinary_doctors').insertOne({ userId, fullName: 'Dr. Sam' });
    expect((await login()).profile).toBe('complete');

    await users.updateOne({ _id: userId }, { $set: { role: 'pet_owner' } });
    expect((await login()).profile).toBe('role_record_missing');
    await users.updateOne({ _id: userId }, { $set: { role: 'supplier' } });
    expect(await login()).toMatchObject({ user: { role: 'supplier' }, profile: 'role_record_missing' });
    await test.db.collection('suppliers').insertOne({ userId, fullName: 'Sam', businessName: 'Sam Supplies' });
    expect(await login()).toMatchObject({ user: { role: 'supplier' }, profile: 'complete' });
  });

  it('refuses unknown keys and operator objects before any lookup', async () => {
    for (const input of [
      { email: 'sam@example.com', password: { $ne: 'x' } },
      { email: { $regex: '.*' }, password: 'correct-horse' },
      { email: 'sam@example.com', password: 'correct-horse', role: 'supplier' },
    ]) {
      expect((await read(await post(app, '/api/auth/login', input))).status).toBe(400);
    }
  });

  it('throttles 5 failures per account and IP in 15 minutes; a success clears that counter', async () => {
    await registerVerified(app, test.db, 'sam@example.com');
    const attempt = (password: string, ip = '198.51.100.7') =>
      post(app, '/api/auth/login', { email: 'sam@example.com', password }, { ip });

    for (let i = 0; i < 4; i++) expect((await attempt('wrong-horse')).status).toBe(401);
    expect((await attempt('correct-horse')).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await attempt('wrong-horse')).status).toBe(401);
    const limited = await attempt('correct-horse');
    const { status, body } = await read(limited);
    expect(status).toBe(429);
    expect(errorOf(body)).toEqual({ code: 'rate_limited', message: TOO_MANY_LOGINS });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);

    // Another address may still sign in to the account, and the throttled user can still reset.
    expect((await attempt('correct-horse', '198.51.100.8')).status).toBe(200);
    const reset = await post(
      app,
      '/api/auth/password-reset/request',
      { email: 'sam@example.com' },
      { ip: '198.51.100.7' },
    );
    expect(reset.status).toBe(200);
  });

  it('throttles 20 failures per account an hour, from any addresses', async () => {
    await registerVerified(app, test.db, 'sam@example.com');
    for (let i = 0; i < 20; i++) {
      const ip = `198.51.100.${10 + Math.floor(i / 4)}`;
      expect(
        (await post(app, '/api/auth/login', { email: 'sam@example.com', password: 'wrong' + i }, { ip })).status,
      ).toBe(401);
    }
    const limited = await post(
      app,
      '/api/auth/login',
      { email: 'sam@example.com', password: 'correct-horse' },
      { ip: '192.0.2.99' },
    );
    expect(limited.status).toBe(429);
    expect((await post(app, '/api/auth/password-reset/request', { email: 'sam@example.com' })).status).toBe(200);
  });
});

describe('password reset', () => {
  async function requestReset(email: string, ip?: string) {
    return read(await post(app, '/api/auth/password-reset/request', { email }, { ip }));
  }

  it('emails a one-hour link to /reset-password; an unknown email gets the spec message', async () => {
    await registerVerified(app, test.db, 'sam@example.com');
    const sent = await requestReset('SAM@example.com');
    expect(sent.status).toBe(200);
    expect(PasswordResetRequested.parse(sent.body)).toEqual({ sent: true });
    const [mail] = await outboxFor(test.db, 'sam@example.com');
    expect(mail?.subject).toBe('Reset your PetPal password');
    expect(mail?.text).toMatch(new RegExp(`${ORIGIN}/reset-password\\?token=[a-f0-9]{64}\\b`));

    const unknown = await requestReset('nobody@example.com');
    expect(unknown.status).toBe(404);
    expect(errorOf(unknown.body)).toEqual({ code: 'not_found', message: NO_ACCOUNT });
    const invalid = await requestReset('not-an-email');
    expect(errorOf(invalid.body).fields).toEqual({ email: 'Please enter a valid email address' });
  });

  it('sets the new password, burns the link and ends every session of the user', async () => {
    await registerVerified(app, test.db, 'sam@example.com');
    const signIn = (password: string) => post(app, '/api/auth/login', { email: 'sam@example.com', password });
    const laptop = cookieFrom(await signIn('correct-horse'), SESSION_COOKIE)!;
    const phone = cookieFrom(await signIn('correct-horse'), SESSION_COOKIE)!;

    await requestReset('sam@example.com');
    const token = await latestToken(test.db, 'sam@example.com', '/reset-password');
    const check = await read(await post(app, '/api/auth/password-reset/check', { token }));
    expect(PasswordResetValid.parse(check.body)).toEqual({ valid: true });

    const res = await post(
      app,
      '/api/auth/password-reset/complete',
      { token, password: 'new-horse-battery', confirmPassword: 'new-horse-battery' },
      { cookie: laptop },
    );
    const done = await read(res);
    expect(done.status).toBe(200);
    expect(PasswordUpdated.parse(done.body)).toEqual({ updated: true });
    expect(res.headers.getSetCookie().join('\n')).toMatch(/petpal_session=;/);

    for (const cookie of [laptop, phone]) {
      expect(SessionResponse.parse((await read(await get(app, '/api/auth/session', { cookie }))).body)).toEqual({
        user: null,
      });
    }
    expect((await signIn('correct-horse')).status).toBe(401);
    expect((await signIn('new-horse-battery')).status).toBe(200);

    for (const [path, body] of [
      ['/api/auth/password-reset/check', { token }],
      ['/api/auth/password-reset/complete', { token, password: 'another-pass', confirmPassword: 'another-pass' }],
    ] as const) {
      const reused = await read(await post(app, path, body));
      expect(reused.status).toBe(400);
      expect(errorOf(reused.body)).toEqual({ code: 'reset_link_invalid', message: RESET_LINK_INVALID });
    }
  });

  it('voids older links when a new one is sent, and refuses forged and malformed ones', async () => {
    await registerVerified(app, test.db, 'sam@example.com');
    await requestReset('sam@example.com');
    const older = await latestToken(test.db, 'sam@example.com', '/reset-password');
    await requestReset('sam@example.com');
    const newer = await latestToken(test.db, 'sam@example.com', '/reset-password');
    expect(newer).not.toBe(older);

    const check = async (token: string) => read(await post(app, '/api/auth/password-reset/check', { token }));
    expect(errorOf((await check(older)).body).message).toBe(RESET_LINK_INVALID);
    expect(errorOf((await check('0'.repeat(64))).body).message).toBe(RESET_LINK_INVALID);
    expect((await check(newer)).status).toBe(200);
    const malformed = await check('../../etc');
    expect(malformed.status).toBe(400);
    expect(errorOf(malformed.body).fields).toEqual({ token: RESET_LINK_INVALID });

    const mismatch = await read(
      await post(app, '/api/auth/password-reset/complete', {
        token: newer,
        password: 'abcdef',
        confirmPassword: 'abcdeg',
      }),
    );
    expect(errorOf(mismatch.body).fields).toEqual({ confirmPassword: "Passwords don't match" });
    const short = await read(
      await post(app, '/api/auth/password-reset/complete', { token: newer, password: 'abc', confirmPassword: 'abc' }),
    );
    expect(errorOf(short.body).fields).toEqual({ password: 'Password must be at least 6 characters' });
    const extra = await read(
      await post(app, '/api/auth/password-reset/complete', {
        token: newer,
        password: 'abcdef',
        confirmPassword: 'abcdef',
        userId: new ObjectId().toHexString(),
      }),
    );
    expect(errorOf(extra.body).fields).toEqual({ userId: 'Unknown field.' });
    expect((await check(newer)).status).toBe(200);
  });

  it('confirms an unverified email, since the link proves it', async () => {
    await post(app, '/api/auth/signup', signupBody('sam@example.com'));
    await requestReset('sam@example.com');
    const token = await latestToken(test.db, 'sam@example.com', '/reset-password');
    await post(app, '/api/auth/password-reset/complete', {
      token,
      password: 'new-pass-1',
      confirmPassword: 'new-pass-1',
    });
    expect((await post(app, '/api/auth/login', { email: 'sam@example.com', password: 'new-pass-1' })).status).toBe(200);
  });

  it('throttles reset emails per account and per IP with the spec message', async () => {
    await registerVerified(app, test.db, 'sam@example.com');
    for (let i = 0; i < 5; i++) expect((await requestReset('sam@example.com', `192.0.2.${i}`)).status).toBe(200);
    const perAccount = await requestReset('sam@example.com', '192.0.2.77');
    expect(perAccount.status).toBe(429);
    expect(errorOf(perAccount.body)).toEqual({ code: 'rate_limited', message: TOO_MANY_RESETS });

    for (let i = 0; i < 20; i++) await requestReset(`someone${i}@example.com`, '192.0.2.200');
    const perIp = await requestReset('kim@example.com', '192.0.2.200');
    expect(perIp.status).toBe(429);
    expect(errorOf(perIp.body).message).toBe(TOO_MANY_RESETS);
  });
});
