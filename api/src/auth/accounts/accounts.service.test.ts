import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureIndexes } from '../../areas';
import { createOutboxMailer, createOutboxRepository } from '../../lib/mailer';
import { createPasswordHasher } from '../../lib/password';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-app';
import { createIdentitiesRepository } from '../identities/identities.repository';
import { createSessionsService } from '../sessions/sessions.service';
import { createUsersRepository } from '../users/users.repository';
import {
  createAccountsService,
  EMAIL_NOT_VERIFIED,
  EMAIL_TAKEN,
  INCORRECT_CREDENTIALS,
  VERIFY_LINK_INVALID,
  VERIFY_TOKEN_TTL_MS,
} from './accounts.service';
import { FAST_HASHING, latestToken } from './accounts.test-support';
import { createLoginThrottle, LOGIN_LIMITS, TOO_MANY_LOGINS } from './login-throttle';
import {
  createPasswordResetService,
  RESET_LINK_EXPIRED,
  RESET_LINK_INVALID,
  RESET_TOKEN_TTL_MS,
} from './password-reset.service';

const ORIGIN = 'https://petpal.test';
const caller = { ip: '203.0.113.5', origin: ORIGIN };
const MINUTE = 60 * 1000;

let test: TestDatabase;
let clock: number;
const now = () => new Date(clock);

function services() {
  const { db } = test;
  const sessions = createSessionsService(db, now);
  const mailer = createOutboxMailer(createOutboxRepository(db), now);
  const hasher = createPasswordHasher(FAST_HASHING);
  const loginThrottle = createLoginThrottle(db, 'login', now);
  return {
    sessions,
    accounts: createAccountsService({ db, sessions, mailer, hasher, loginThrottle, now }),
    resets: createPasswordResetService({ db, sessions, mailer, hasher, loginThrottle, now }),
  };
}

beforeEach(async () => {
  test = await createTestDatabase();
  await ensureIndexes(test.db, ['auth']);
  clock = Date.UTC(2026, 10, 22, 9);
});
afterEach(() => test.close());

const credentials = { email: 'sam@example.com', password: 'correct-horse' };
const verifyToken = () => latestToken(test.db, credentials.email, '/verify-email');
const resetToken = () => latestToken(test.db, credentials.email, '/reset-password');

async function verifiedAccount(svc = services()) {
  await svc.accounts.signup(credentials, caller);
  await svc.accounts.verifyEmail(await verifyToken());
  return svc;
}

describe('email verification', () => {
  it('accepts the link until 24 hours have passed, and only once', async () => {
    const { accounts } = services();
    await accounts.signup(credentials, caller);
    const token = await verifyToken();
    clock += VERIFY_TOKEN_TTL_MS - 1;
    await expect(accounts.verifyEmail(token)).resolves.toEqual({ verified: true, email: 'sam@example.com' });
    await expect(accounts.verifyEmail(token)).rejects.toMatchObject({ status: 400, message: VERIFY_LINK_INVALID });
  });

  it('refuses the link from 24 hours on', async () => {
    const { accounts } = services();
    await accounts.signup(credentials, caller);
    clock += VERIFY_TOKEN_TTL_MS;
    await expect(accounts.verifyEmail(await verifyToken())).rejects.toMatchObject({
      status: 400,
      code: 'verification_link_invalid',
      message: VERIFY_LINK_INVALID,
    });
    await expect(accounts.login(credentials, caller)).rejects.toMatchObject({
      status: 403,
      message: EMAIL_NOT_VERIFIED,
    });
  });

  it('signing up again before confirming replaces the pending password and voids the older link', async () => {
    const { accounts } = services();
    await accounts.signup(credentials, caller);
    const older = await verifyToken();
    clock += MINUTE;
    await accounts.signup({ ...credentials, password: 'second-choice' }, caller);
    const newer = await verifyToken();
    expect(newer).not.toBe(older);
    expect(
      await createUsersRepository(test.db).findById(
        (await createIdentitiesRepository(test.db).find('password', credentials.email))!.userId,
      ),
    ).not.toBeNull();

    await expect(accounts.verifyEmail(older)).rejects.toMatchObject({ message: VERIFY_LINK_INVALID });
    await accounts.verifyEmail(newer);
    await expect(accounts.login(credentials, caller)).rejects.toMatchObject({ status: 401 });
    await expect(accounts.login({ ...credentials, password: 'second-choice' }, caller)).resolves.toMatchObject({
      user: { email: 'sam@example.com' },
    });
    expect(await test.db.collection('users').countDocuments()).toBe(1);
  });
});

describe('accounts and identities', () => {
  it('takes an email that a verified sign-in (e.g. Google) already speaks for', async () => {
    const { accounts, resets } = services();
    const user = await createUsersRepository(test.db).insert({ email: 'sam@example.com', phone: null });
    await createIdentitiesRepository(test.db).insert({
      userId: user._id,
      issuer: 'https://accounts.google.test',
      subject: '1234567890',
      email: 'sam@example.com',
      verifiedAt: now(),
      createdAt: now(),
    });
    await expect(accounts.signup(credentials, caller)).rejects.toMatchObject({ status: 409, message: EMAIL_TAKEN });

    // A reset link proves the address: the account gains a password identity.
    await resets.request('sam@example.com', caller);
    await resets.complete({ token: await resetToken(), password: 'now-with-password' }, caller);
    const signedIn = await accounts.login({ email: 'sam@example.com', password: 'now-with-password' }, caller);
    expect(signedIn.user.id).toBe(user._id.toHexString());
  });

  it('keeps (issuer, subject) unique', async () => {
    const identities = createIdentitiesRepository(test.db);
    const identity = { issuer: 'phone', subject: '+919876543210', email: null, verifiedAt: null, createdAt: now() };
    const users = createUsersRepository(test.db);
    await identities.insert({ ...identity, userId: (await users.insert({ email: null, phone: '+919876543210' }))._id });
    await expect(
      identities.insert({ ...identity, userId: (await users.insert({ email: null, phone: '+919876543210' }))._id }),
    ).rejects.toMatchObject({ code: 11000 });
  });
});

describe('login throttling', () => {
  it('lets the account and address try again once the 15-minute window has passed', async () => {
    const { accounts } = await verifiedAccount();
    const wrong = { ...credentials, password: 'wrong-horse' };
    for (let i = 0; i < 5; i++) await expect(accounts.login(wrong, caller)).rejects.toMatchObject({ status: 401 });
    await expect(accounts.login(credentials, caller)).rejects.toMatchObject({ status: 429, message: TOO_MANY_LOGINS });
    clock += 15 * MINUTE;
    await expect(accounts.login(credentials, caller)).resolves.toMatchObject({ profile: 'none' });
  });

  it('refuses an address after 100 failures in an hour, across accounts', async () => {
    const { accounts } = await verifiedAccount();
    const sprayer = { ip: '198.51.100.50' };
    for (let i = 0; i < LOGIN_LIMITS.ip.limit; i++) {
      await expect(
        accounts.login({ email: `guess${i}@example.com`, password: 'password1' }, sprayer),
      ).rejects.toMatchObject({
        status: 401,
      });
    }
    await expect(accounts.login(credentials, sprayer)).rejects.toMatchObject({ status: 429, message: TOO_MANY_LOGINS });
    await expect(accounts.login(credentials, caller)).resolves.toBeDefined();
    clock += LOGIN_LIMITS.ip.windowMs;
    await expect(accounts.login(credentials, sprayer)).resolves.toBeDefined();
  });

  it('starts the account over after a password reset', async () => {
    const { accounts, resets } = await verifiedAccount();
    for (let i = 0; i < 5; i++) {
      await expect(accounts.login({ ...credentials, password: `wrong-${i}` }, caller)).rejects.toMatchObject({
        message: INCORRECT_CREDENTIALS,
      });
    }
    await expect(accounts.login(credentials, caller)).rejects.toMatchObject({ status: 429 });
    await resets.request(credentials.email, caller);
    await resets.complete({ token: await resetToken(), password: 'fresh-password' }, caller);
    await expect(accounts.login({ ...credentials, password: 'fresh-password' }, caller)).resolves.toBeDefined();
  });
});

describe('password reset links', () => {
  it('work for one hour, then say they have expired', async () => {
    const { resets } = await verifiedAccount();
    await resets.request(credentials.email, caller);
    const token = await resetToken();
    clock += RESET_TOKEN_TTL_MS - 1;
    await expect(resets.check(token, caller)).resolves.toEqual({ valid: true });
    clock += 1;
    const expired = { status: 400, code: 'reset_link_expired', message: RESET_LINK_EXPIRED };
    await expect(resets.check(token, caller)).rejects.toMatchObject(expired);
    await expect(resets.complete({ token, password: 'too-late-now' }, caller)).rejects.toMatchObject(expired);
  });

  it('can be used once even by two requests at the same moment', async () => {
    const { resets } = await verifiedAccount();
    await resets.request(credentials.email, caller);
    const token = await resetToken();
    const outcomes = await Promise.allSettled([
      resets.complete({ token, password: 'first-racer' }, caller),
      resets.complete({ token, password: 'second-racer' }, caller),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected');
    expect(refused?.reason).toMatchObject({ status: 400, message: RESET_LINK_INVALID });
  });

  it('end every session of the user, wherever it was opened', async () => {
    const { accounts, resets, sessions } = await verifiedAccount();
    const first = await accounts.login(credentials, caller);
    const second = await accounts.login(credentials, { ip: '198.51.100.3' });
    await resets.request(credentials.email, caller);
    await resets.complete({ token: await resetToken(), password: 'fresh-password' }, caller);
    expect(await sessions.resolve(first.session.token)).toBeNull();
    expect(await sessions.resolve(second.session.token)).toBeNull();
  });
});
