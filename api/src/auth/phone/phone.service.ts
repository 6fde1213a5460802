import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { AuthMode, PhoneCodeSent, PhoneSignedIn } from '@petpal/contracts';
import type { DataPort } from '../../data/port';
import { isDuplicateKeyError } from '../../data/port';
import { Invalid, RateLimited } from '../../errors';
import type { Mailer } from '../../lib/mailer';
import { createRateLimiter, type RateLimitRule } from '../../lib/rate-limit';
import { createIdentitiesRepository, PHONE_ISSUER } from '../identities/identities.repository';
import type { SessionsService } from '../sessions/sessions.service';
import { createUsersRepository, toSessionUser, type UserDoc } from '../users/users.repository';
import { createPhoneCodesRepository } from './phone-codes.repository';
import { verificationSms } from './phone-sms';

export const CODE_INVALID = 'Invalid verification code.';
export const CODE_BURNED = 'Too many incorrect attempts. Please request a new code.';
export const CODE_EXPIRED = 'This code has expired. Please request a new one.';
export const RESEND_TOO_SOON = 'Please wait a minute before requesting another code.';

/** A code works for 5 minutes... */
export const CODE_TTL_MS = 5 * 60 * 1000;
/** ...until this many wrong entries burn it. */
export const MAX_WRONG_ATTEMPTS = 5;
/** One code per number per minute. */
export const RESEND_AFTER_MS = 60 * 1000;

/** Per address: how many codes may be sent (SMS cost, spamming other people's numbers). */
export const OTP_SEND_RATE_LIMIT: RateLimitRule = {
  name: 'otp-send',
  limit: 10,
  windowMs: 60 * 60 * 1000,
  message: 'Too many code requests. Please try again later.',
};
/** Per address: how many codes may be tried (guessing across numbers). */
export const OTP_VERIFY_RATE_LIMIT: RateLimitRule = {
  name: 'otp-verify',
  limit: 30,
  windowMs: 15 * 60 * 1000,
  message: 'Too many verification attempts. Please try again later.',
};

/** A 6-digit code has little entropy, so the hash only keeps it out of plain sight; the attempt limit protects it. */
const hashCode = (phone: string, code: string) => createHash('sha256').update(`${phone}:${code}`).digest('hex');

export interface PhoneServiceDeps {
  db: DataPort;
  sessions: SessionsService;
  mailer: Mailer;
  now?: () => Date;
  /** The 6-digit code; tests pass a fixed one. */
  generateCode?: () => string;
}

/** Phone sign-in: a 6-digit code by SMS, then a session (spec sections 2, 4, 5 and 8). */
export function createPhoneService({
  db,
  sessions,
  mailer,
  now = () => new Date(),
  generateCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0'),
}: PhoneServiceDeps) {
  const codes = createPhoneCodesRepository(db);
  const users = createUsersRepository(db);
  const identities = createIdentitiesRepository(db);
  const sendLimiter = createRateLimiter(db, OTP_SEND_RATE_LIMIT, () => now().getTime());
  const verifyLimiter = createRateLimiter(db, OTP_VERIFY_RATE_LIMIT, () => now().getTime());

  /**
   * The account of a proven number, created on first use. A new account from the login page gets the
   * pet_owner role (spec 4: "Phone OTP success sets pet_owner") and goes straight to the dashboard; one from
   * the sign-up page has no role yet, so /role-selection (spec 2: "Phone sign-up success goes to
   * /role-selection") lets the user choose.
   */
  async function accountFor(phone: string, mode: AuthMode, at: Date): Promise<{ user: UserDoc; isNewUser: boolean }> {
    const existing = await identities.find(PHONE_ISSUER, phone);
    const existingUser = existing && (await users.findById(existing.userId));
    if (existingUser) return { user: existingUser, isNewUser: false };
    const user = await users.insert({
      email: null,
      phone,
      createdAt: at,
      ...(mode === 'login' ? { role: 'pet_owner' as const } : {}),
    });
    try {
      await identities.insert({
        userId: user._id,
        issuer: PHONE_ISSUER,
        subject: phone,
        email: null,
        verifiedAt: at,
        createdAt: at,
      });
      return { user, isNewUser: true };
    } catch (error) {
      await users.deleteById(user._id);
      if (!isDuplicateKeyError(error)) throw error;
      // The same number signed up in a concurrent request: use that account.
      const winner = await identities.find(PHONE_ISSUER, phone);
      const winnerUser = winner && (await users.findById(winner.userId));
      if (!winnerUser) throw error;
      return { user: winnerUser, isNewUser: false };
    }
  }

  return {
    /** Sends a new code to `phone`, at most once a minute per number and a few times an hour per address. */
    async send(phone: string, caller: { ip: string }): Promise<PhoneCodeSent> {
      const at = now();
      const previous = await codes.find(phone);
      const waitMs = previous ? previous.sentAt.getTime() + RESEND_AFTER_MS - at.getTime() : 0;
      if (waitMs > 0) throw new RateLimited(RESEND_TOO_SOON, Math.ceil(waitMs / 1000));
      await sendLimiter.consume(caller.ip);
      const code = generateCode();
      const stored = await codes.replaceIfOlderThan(
        {
          phone,
          codeHash: hashCode(phone, code),
          attempts: 0,
          usedAt: null,
          sentAt: at,
          expiresAt: new Date(at.getTime() + CODE_TTL_MS),
        },
        new Date(at.getTime() - RESEND_AFTER_MS),
        isDuplicateKeyError,
      );
      // Another request sent a code to this number a moment ago.
      if (!stored) throw new RateLimited(RESEND_TOO_SOON, Math.ceil(RESEND_AFTER_MS / 1000));
      await mailer.send(verificationSms(phone, code));
      return { sent: true };
    },

    /**
     * Checks the code of `phone` and opens a session for the number's account (created on first use).
     * Wrong codes count; after 5 the code is burned, even for the right one.
     */
    async verify(
      input: { phone: string; code: string; mode: AuthMode },
      caller: { ip: string },
    ): Promise<PhoneSignedIn & { session: { token: string; expiresAt: Date } }> {
      const { phone, code, mode } = input;
      await verifyLimiter.consume(caller.ip);
      const at = now();
      const stored = await codes.find(phone);
      if (!stored || stored.usedAt) throw new Invalid(CODE_INVALID, undefined, 'code_invalid');
      if (stored.attempts >= MAX_WRONG_ATTEMPTS) throw new Invalid(CODE_BURNED, undefined, 'code_burned');
      if (stored.expiresAt <= at) throw new Invalid(CODE_EXPIRED, undefined, 'code_expired');
      const expected = Buffer.from(stored.codeHash, 'hex');
      const given = Buffer.from(hashCode(phone, code), 'hex');
      const correct = expected.length === given.length && timingSafeEqual(expected, given);
      if (!correct) {
        const counted = await codes.recordWrongAttempt(stored._id, MAX_WRONG_ATTEMPTS);
        if (!counted) throw new Invalid(CODE_BURNED, undefined, 'code_burned');
        throw new Invalid(CODE_INVALID, undefined, 'code_invalid');
      }
      if (!(await codes.consume(stored._id, stored.codeHash, MAX_WRONG_ATTEMPTS, at))) {
        throw new Invalid(CODE_INVALID, undefined, 'code_invalid');
      }
      const { user, isNewUser } = await accountFor(phone, mode, at);
      const session = await sessions.create(user._id);
      return { user: toSessionUser(user), isNewUser, session };
    },
  };
}

export type PhoneService = ReturnType<typeof createPhoneService>;
