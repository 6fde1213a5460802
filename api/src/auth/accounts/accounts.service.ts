import type { ObjectId } from 'mongodb';
import type { EmailVerified, ProfileStatus, SignedIn, SignupAccepted } from '@petpal/contracts';
import { isDuplicateKeyError } from '../../data/port';
import { Conflict, Forbidden, Invalid, Unauthorized } from '../../errors';
import { createRateLimiter, type RateLimitRule } from '../../lib/rate-limit';
import { PASSWORD_ISSUER } from '../identities/identities.repository';
import { createProfilesRepository } from '../profiles/profiles.repository';
import { hashToken } from '../sessions/sessions.service';
import { toSessionUser, type UserDoc } from '../users/users.repository';
import { verificationEmail } from './account-emails';
import { newEmailToken } from './email-token';
import { accountRepositories, type PasswordServiceDeps, withPasswordDefaults } from './password-service-deps';

export const EMAIL_TAKEN = 'This email is already registered. Try logging in instead.';
export const INCORRECT_CREDENTIALS = 'Incorrect email or password. Please try again.';
export const EMAIL_NOT_VERIFIED = 'Please verify your email before logging in.';
export const VERIFY_LINK_INVALID =
  'This confirmation link has expired or was already used. Please sign up again or request a new link.';

/** A confirmation link works for 24 hours, once. */
export const VERIFY_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

export const SIGNUP_RATE_LIMIT: RateLimitRule = {
  name: 'signup',
  limit: 20,
  windowMs: 60 * 60 * 1000,
  message: 'Too many signup attempts. Please try again later.',
};

/** Who is asking: the client's address (throttling) and the site origin emailed links point to. */
export interface Caller {
  ip: string;
  origin: string;
}

/** Email sign-up, email confirmation and password sign-in (spec sections 4, 5 and 8). */
export function createAccountsService(deps: PasswordServiceDeps) {
  const { db, sessions, mailer, hasher, now, loginThrottle } = withPasswordDefaults(deps);
  const { users, identities, tokens } = accountRepositories(db);
  const roleRecords = createProfilesRepository(db);
  const signupLimiter = createRateLimiter(db, SIGNUP_RATE_LIMIT, () => now().getTime());

  /** A new account and its unconfirmed password identity; null when the email was taken meanwhile. */
  async function createAccount(email: string, passwordHash: string, at: Date): Promise<ObjectId | null> {
    const user = await users.insert({ email, phone: null, createdAt: at });
    try {
      await identities.insert({
        userId: user._id,
        issuer: PASSWORD_ISSUER,
        subject: email,
        email,
        passwordHash,
        verifiedAt: null,
        createdAt: at,
      });
      return user._id;
    } catch (error) {
      await users.deleteById(user._id);
      if (isDuplicateKeyError(error)) return null;
      throw error;
    }
  }

  /** none: no role yet; otherwise the role's record completes the profile. */
  async function profileStatus(user: UserDoc): Promise<ProfileStatus> {
    if (!user.role) return 'none';
    return (await roleRecords.findByUser(user.role, user._id)) ? 'complete' : 'role_record_missing';
  }

  return {
    /**
     * Creates an account waiting for its email to be confirmed and sends the confirmation link. Signing
     * up again before confirming replaces the pending password and sends a new link (older ones stop
     * working); a confirmed email, or one a verified sign-in already speaks for, is taken.
     */
    async signup(input: { email: string; password: string }, caller: Caller): Promise<SignupAccepted> {
      await signupLimiter.consume(caller.ip);
      const { email } = input;
      const pending = await identities.find(PASSWORD_ISSUER, email);
      if (pending?.verifiedAt || (!pending && (await identities.findVerifiedByEmail(email)))) {
        throw new Conflict(EMAIL_TAKEN, 'email_taken');
      }
      const passwordHash = await hasher.hash(input.password);
      const at = now();
      let userId: ObjectId;
      if (pending) {
        await identities.setPasswordHash(pending._id, passwordHash);
        await tokens.voidUnused(pending.userId, 'verify_email', at);
        userId = pending.userId;
      } else {
        const created = await createAccount(email, passwordHash, at);
        if (!created) throw new Conflict(EMAIL_TAKEN, 'email_taken');
        userId = created;
      }
      const { token, tokenHash } = newEmailToken();
      await tokens.insert({
        purpose: 'verify_email',
        tokenHash,
        userId,
        email,
        createdAt: at,
        expiresAt: new Date(at.getTime() + VERIFY_TOKEN_TTL_MS),
        usedAt: null,
      });
      await mailer.send(verificationEmail(email, `${caller.origin}/verify-email?token=${token}`));
      return { status: 'pending_verification', email };
    },

    /** Confirms the email of a confirmation link (once, within 24 hours). Does not sign in. */
    async verifyEmail(token: string): Promise<EmailVerified> {
      const at = now();
      const used = await tokens.use('verify_email', hashToken(token), at);
      const identity = used && (await identities.find(PASSWORD_ISSUER, used.email));
      if (!used || !identity || !identity.userId.equals(used.userId)) {
        throw new Invalid(VERIFY_LINK_INVALID, undefined, 'verification_link_invalid');
      }
      await identities.markVerified(identity._id, at);
      return { verified: true, email: used.email };
    },

    /**
     * Signs in with email and password and opens a new session. Wrong email or password is one answer
     * (and takes as long either way); "not verified" only after a correct password; failures are
     * throttled per account, per account and address, and per address.
     */
    async login(
      input: { email: string; password: string },
      caller: Pick<Caller, 'ip'>,
    ): Promise<SignedIn & { session: { token: string; expiresAt: Date } }> {
      const { email, password } = input;
      await loginThrottle.check(email, caller.ip);
      const identity = await identities.find(PASSWORD_ISSUER, email);
      const correct = identity?.passwordHash
        ? await hasher.verify(identity.passwordHash, password)
        : await hasher.verifyNothing(password);
      const user = correct && identity ? await users.findById(identity.userId) : null;
      if (!identity || !user) {
        await loginThrottle.recordFailure(email, caller.ip);
        throw new Unauthorized(INCORRECT_CREDENTIALS, 'invalid_credentials');
      }
      if (!identity.verifiedAt) throw new Forbidden(EMAIL_NOT_VERIFIED, 'email_not_verified');
      await loginThrottle.recordSuccess(email, caller.ip);
      const session = await sessions.create(user._id);
      return { user: toSessionUser(user), profile: await profileStatus(user), session };
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
