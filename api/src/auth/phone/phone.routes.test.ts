import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ErrorBody,
  OTP_LENGTH,
  OTP_REQUIRED,
  PHONE_INVALID,
  PHONE_REQUIRED,
  PhoneCodeSent,
  PhoneSignedIn,
  SessionResponse,
} from '@petpal/contracts';
import { createTestApp, createTestDatabase, SHELL_PROXY, type TestDatabase } from '../../test-support/test-app';
import { cookieFrom, get, outboxFor, post, type TestApp } from '../accounts/accounts.test-support';
import { IDENTITIES_COLLECTION, type IdentityDoc, PHONE_ISSUER } from '../identities/identities.repository';
import { SESSION_COOKIE } from '../sessions/session-cookie';
import { USERS_COLLECTION, type UserDoc } from '../users/users.repository';
import { PHONE_CODES_COLLECTION, type PhoneCodeDoc } from './phone-codes.repository';
import {
  CODE_BURNED,
  CODE_EXPIRED,
  CODE_INVALID,
  OTP_SEND_RATE_LIMIT,
  OTP_VERIFY_RATE_LIMIT,
  RESEND_TOO_SOON,
} from './phone.service';

const PHONE = '+919876543210';

let test: TestDatabase;
let app: TestApp;

beforeEach(async () => {
  test = await createTestDatabase();
  ({ app } = await createTestApp(test.db, { TRUST_PROXY: SHELL_PROXY }));
});
afterEach(() => test.close());

const codes = () => test.db.collection<PhoneCodeDoc>(PHONE_CODES_COLLECTION);

async function sentCode(phone = PHONE): Promise<string> {
  const [sms] = await outboxFor(test.db, phone);
  const match = /Your PetPal code is (\d{6})\./.exec(sms?.text ?? '');
  if (!match?.[1]) throw new Error(`no code was sent to ${phone}`);
  return match[1];
}

/** A 6-digit code that is not `code`. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Moves the stored code's clock back, as if `ms` had passed. */
async function age(ms: number, phone = PHONE) {
  const doc = await codes().findOne({ phone });
  if (!doc) throw new Error('no code stored');
  await codes().updateOne(
    { phone },
    { $set: { sentAt: new Date(doc.sentAt.getTime() - ms), expiresAt: new Date(doc.expiresAt.getTime() - ms) } },
  );
}

async function errorOf(res: Response) {
  return ErrorBody.parse(await res.json()).error;
}

describe('POST /api/auth/phone/send', () => {
  it('texts a 6-digit code valid 5 minutes and keeps only its hash', async () => {
    const before = Date.now();
    const res = await post(app, '/api/auth/phone/send', { phone: PHONE, mode: 'signup' });
    expect(res.status).toBe(200);
    expect(PhoneCodeSent.parse(await res.json())).toEqual({ sent: true });

    const [sms, ...others] = await outboxFor(test.db, PHONE);
    expect(others).toHaveLength(0);
    expect(sms).toMatchObject({ to: PHONE, subject: 'PetPal verification code' });
    const code = await sentCode();
    expect(sms?.text).toBe(`Your PetPal code is ${code}. It expires in 5 minutes.`);

    const stored = await codes().findOne({ phone: PHONE });
    expect(stored?.codeHash).toMatch(/^[a-f0-9]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(code);
    const ttl = (stored?.expiresAt.getTime() ?? 0) - before;
    expect(ttl).toBeGreaterThanOrEqual(5 * 60 * 1000 - 1000);
    expect(ttl).toBeLessThanOrEqual(5 * 60 * 1000 + 1000);
  });

  it('accepts a number typed with spaces and dashes, stored in E.164', async () => {
    const res = await post(app, '/api/auth/phone/send', { phone: ' +91 98765-43210 ', mode: 'login' });
    expect(res.status).toBe(200);
    expect(await outboxFor(test.db, PHONE)).toHaveLength(1);
  });

  it.each([
    [{ phone: '', mode: 'login' }, 'phone', PHONE_REQUIRED],
    [{ mode: 'login' }, 'phone', PHONE_REQUIRED],
    [{ phone: '9876543210', mode: 'login' }, 'phone', PHONE_INVALID],
    [{ phone: '+91abc', mode: 'login' }, 'phone', PHONE_INVALID],
    [{ phone: PHONE, mode: 'admin' }, 'mode', undefined],
    [{ phone: PHONE, mode: 'login', role: 'admin' }, 'role', 'Unknown field.'],
    [{ phone: { $gt: '' }, mode: 'login' }, 'phone', PHONE_REQUIRED],
  ])('refuses %j', async (body, field, message) => {
    const res = await post(app, '/api/auth/phone/send', body);
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.fields?.[field]).toBeDefined();
    if (message) expect(error.fields?.[field]).toBe(message);
  });

  it('sends again only after 60 seconds per number, with a Retry-After', async () => {
    await post(app, '/api/auth/phone/send', { phone: PHONE, mode: 'login' });
    const first = await sentCode();
    const again = await post(app, '/api/auth/phone/send', { phone: PHONE, mode: 'login' });
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('Retry-After'))).toBeGreaterThan(50);
    expect((await errorOf(again)).message).toBe(RESEND_TOO_SOON);
    // Another number is not held up.
    expect((await post(app, '/api/auth/phone/send', { phone: '+14155550100', mode: 'login' })).status).toBe(200);

    await age(61 * 1000);
    expect((await post(app, '/api/auth/phone/send', { phone: PHONE, mode: 'login' })).status).toBe(200);
    expect(await outboxFor(test.db, PHONE)).toHaveLength(2);
    // The new code replaces the old one.
    const second = await sentCode();
    if (second !== first) {
      const old = await post(app, '/api/auth/phone/verify', { phone: PHONE, code: first, mode: 'login' });
      expect((await errorOf(old)).message).toBe(CODE_INVALID);
    }
  });

  it('limits codes per address', async () => {
    for (let index = 0; index < OTP_SEND_RATE_LIMIT.limit; index += 1) {
      const res = await post(app, '/api/auth/phone/send', {
        phone: `+1415555${String(index).padStart(4, '0')}`,
        mode: 'login',
      });
      expect(res.status).toBe(200);
    }
    const over = await post(app, '/api/auth/phone/send', { phone: '+14155559999', mode: 'login' });
    expect(over.status).toBe(429);
    expect((await errorOf(over)).message).toBe(OTP_SEND_RATE_LIMIT.message);
    const elsewhere = await post(
      app,
      '/api/auth/phone/send',
      { phone: '+14155559999', mode: 'login' },
      { ip: '198.51.100.7' },
    );
    expect(elsewhere.status).toBe(200);
  });
});

describe('POST /api/auth/phone/verify', () => {
  async function sendAndRead(mode: 'login' | 'signup' = 'signup') {
    await post(app, '/api/auth/phone/send', { phone: PHONE, mode });
    return sentCode();
  }

  it('signs up a new number: an account without a role (role selection comes next), verified phone identity, session cookie', async () => {
    const code = await sendAndRead();
    const res = await post(app, '/api/auth/phone/verify', { phone: PHONE, code, mode: 'signup' });
    expect(res.status).toBe(200);
    const body = PhoneSignedIn.parse(await res.json());
    expect(body).toMatchObject({ isNewUser: true, user: { email: '', role: 'none' } });

    const cookie = cookieFrom(res, SESSION_COOKIE);
    expect(cookie).toBeDefined();
    expect(res.headers.getSetCookie().join()).toMatch(/HttpOnly/i);
    const session = SessionResponse.parse(await (await get(app, '/api/auth/session', { cookie })).json());
    expect(session.user?.id).toBe(body.user.id);

    const identity = await test.db
      .collection<IdentityDoc>(IDENTITIES_COLLECTION)
      .findOne({ issuer: PHONE_ISSUER, subject: PHONE });
    expect(identity?.verifiedAt).toBeInstanceOf(Date);
    expect(identity?.email).toBeNull();
    const user = await test.db.collection<UserDoc>(USERS_COLLECTION).findOne({ _id: identity?.userId });
    expect(user).toMatchObject({ phone: PHONE, email: null });
    // Used once.
    expect((await codes().findOne({ phone: PHONE }))?.usedAt).toBeInstanceOf(Date);
    const reused = await post(app, '/api/auth/phone/verify', { phone: PHONE, code, mode: 'signup' });
    expect((await errorOf(reused)).message).toBe(CODE_INVALID);
  });

  it('a new number from the login page becomes a pet owner (spec 4: phone OTP success sets pet_owner)', async () => {
    const code = await sendAndRead('login');
    const res = await post(app, '/api/auth/phone/verify', { phone: PHONE, code, mode: 'login' });
    expect(PhoneSignedIn.parse(await res.json())).toMatchObject({ isNewUser: true, user: { role: 'pet_owner' } });
  });

  it('signs a known number in to the same account, with a new session each time', async () => {
    const first = PhoneSignedIn.parse(
      await (
        await post(app, '/api/auth/phone/verify', { phone: PHONE, code: await sendAndRead(), mode: 'signup' })
      ).json(),
    );
    await age(61 * 1000);
    const code = await sendAndRead('login');
    const res = await post(app, '/api/auth/phone/verify', { phone: PHONE, code, mode: 'login' });
    const second = PhoneSignedIn.parse(await res.json());
    expect(second).toMatchObject({ isNewUser: false, user: { id: first.user.id } });
    expect(await test.db.collection(USERS_COLLECTION).countDocuments({ phone: PHONE })).toBe(1);
    expect(await test.db.collection('sessions').countDocuments({})).toBe(2);
  });

  it('refuses a wrong code, and burns the code after 5 wrong tries even for the right one', async () => {
    const code = await sendAndRead();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const res = await post(app, '/api/auth/phone/verify', { phone: PHONE, code: wrong(code), mode: 'signup' });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).message).toBe(CODE_INVALID);
    }
    const right = await post(app, '/api/auth/phone/verify', { phone: PHONE, code, mode: 'signup' });
    expect(right.status).toBe(400);
    expect((await errorOf(right)).message).toBe(CODE_BURNED);
    expect(cookieFrom(right, SESSION_COOKIE)).toBeUndefined();
    expect(await test.db.collection(USERS_COLLECTION).countDocuments({ phone: PHONE })).toBe(0);
  });

  it('refuses an expired code', async () => {
    const code = await sendAndRead();
    await age(5 * 60 * 1000 + 1);
    const res = await post(app, '/api/auth/phone/verify', { phone: PHONE, code, mode: 'signup' });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(CODE_EXPIRED);
  });

  it('refuses a code for a number that was sent none', async () => {
    const res = await post(app, '/api/auth/phone/verify', { phone: PHONE, code: '123456', mode: 'login' });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(CODE_INVALID);
  });

  it.each([
    [{ phone: PHONE, code: '', mode: 'login' }, 'code', OTP_REQUIRED],
    [{ phone: PHONE, mode: 'login' }, 'code', OTP_REQUIRED],
    [{ phone: PHONE, code: '12345', mode: 'login' }, 'code', OTP_LENGTH],
    [{ phone: PHONE, code: '1234567', mode: 'login' }, 'code', OTP_LENGTH],
    [{ phone: PHONE, code: '12345a', mode: 'login' }, 'code', OTP_LENGTH],
    [{ phone: '', code: '123456', mode: 'login' }, 'phone', PHONE_REQUIRED],
    [{ phone: PHONE, code: '123456', mode: 'login', role: 'admin' }, 'role', 'Unknown field.'],
  ])('refuses %j', async (body, field, message) => {
    const res = await post(app, '/api/auth/phone/verify', body);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields?.[field]).toBe(message);
  });

  it('limits tries per address across numbers', async () => {
    for (let index = 0; index < OTP_VERIFY_RATE_LIMIT.limit; index += 1) {
      await post(app, '/api/auth/phone/verify', {
        phone: `+1415555${String(index).padStart(4, '0')}`,
        code: '123456',
        mode: 'login',
      });
    }
    const over = await post(app, '/api/auth/phone/verify', { phone: PHONE, code: '123456', mode: 'login' });
    expect(over.status).toBe(429);
    expect((await errorOf(over)).message).toBe(OTP_VERIFY_RATE_LIMIT.message);
  });

  it('refuses a cross-site form post', async () => {
    const res = await app.request('http://localhost/api/auth/phone/send', {
      method: 'POST',
      body: 'phone=%2B919876543210&mode=login',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(await outboxFor(test.db, PHONE)).toHaveLength(0);
  });
});
