import type { PasswordResetInput } from '@petpal/contracts';
import { isDuplicateKeyError } from '../../data/port';
import { Invalid, NotFound } from '../../errors';
import { createRateLimiter } from '../../lib/rate-limit';
import { PASSWORD_ISSUER } from '../identities/identities.repository';
import { hashToken } from '../sessions/sessions.service';
import { passwordResetEmail } from './account-emails';
import type { Caller } from './accounts.service';
import { newEmailToken } from './email-token';
import { accountRepositories, type PasswordServiceDeps, withPasswordDefaults } from './password-service-deps';
import type { EmailTokenDoc } from './email-tokens.repository';
import { accountKey } from './login-throttle';

export const NO_ACCOUNT = 'No account found with this email address.';
export const TOO_MANY_RESETS = 'Too many reset attempts. Please try again later.';
export const RESET_LINK_EXPIRED = 'Password reset link has expired. Please request a new one.';
export const RESET_LINK_INVALID = 'Invalid or expired reset link. Please request a new one.';

/** A reset link works for one hour, once; a newer one voids it. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

const HOUR = 60 * 60 * 1000;
/** Reset emails: per address asking, and per account asked about. Separate from login's counters. */
export const RESET_REQUEST_LIMITS = {
  ip: { name: 'reset-request-ip', limit: 20, windowMs: HOUR, message: TOO_MANY_RESETS },
  account: { name: 'reset-request-account', limit: 5, windowMs: HOUR, message: TOO_MANY_RESETS },
};
/** Checking and using reset links, per address. */
export const RESET_LINK_LIMIT = { name: 'reset-link-ip', limit: 30, windowMs: HOUR / 4, message: TOO_MANY_RESETS };

/** Forgot-password: the reset email, checking its link, and setting the new password (spec sections 2, 4, 8). */
export function createPasswordResetService(deps: PasswordServiceDeps) {
  const { db, sessions, mailer, hasher, now, loginThrottle } = withPasswordDefaults(deps);
  const { users, identities, tokens } = accountRepositories(db);
  const clock = () => now().getTime();
  const requestsPerIp = createRateLimiter(db, RESET_REQUEST_LIMITS.ip, clock);
  const requestsPerAccount = createRateLimiter(db, RESET_REQUEST_LIMITS.account, clock);
  const linkUsesPerIp = createRateLimiter(db, RESET_LINK_LIMIT, clock);

  /** The spec's message for a link that cannot be used: expired, or anything else (unknown, used, voided). */
  function unusable(doc: EmailTokenDoc | null, at: Date): Invalid {
    return doc && doc.usedAt === null && doc.expiresAt <= at
      ? new Invalid(RESET_LINK_EXPIRED, undefined, 'reset_link_expired')
      : new Invalid(RESET_LINK_INVALID, undefined, 'reset_link_invalid');
  }

  async function live(token: string, at: Date): Promise<EmailTokenDoc> {
    const doc = await tokens.find('reset_password', hashToken(token));
    if (!doc || doc.usedAt !== null || doc.expiresAt <= at) throw unusable(doc, at);
    return doc;
  }

  return {
    /**
     * Emails a reset link to an account's address (a password account, or one whose email a verified
     * sign-in proves). Works while sign-in is throttled: its counters are its own.
     */
    async request(email: string, caller: Caller): Promise<{ sent: true }> {
      await requestsPerIp.consume(caller.ip);
      await requestsPerAccount.consume(accountKey(email));
      const identity = (await identities.find(PASSWORD_ISSUER, email)) ?? (await identities.findVerifiedByEmail(email));
      if (!identity) throw new NotFound(NO_ACCOUNT);
      const at = now();
      await tokens.voidUnused(identity.userId, 'reset_password', at);
      const { token, tokenHash } = newEmailToken();
      await tokens.insert({
        purpose: 'reset_password',
        tokenHash,
        userId: identity.userId,
        email,
        createdAt: at,
        expiresAt: new Date(at.getTime() + RESET_TOKEN_TTL_MS),
        usedAt: null,
      });
      await mailer.send(passwordResetEmail(email, `${caller.origin}/reset-password?token=${token}`));
      return { sent: true };
    },

    /** Whether a reset link can still be used (the reset page asks before showing its form). */
    async check(token: string, caller: Pick<Caller, 'ip'>): Promise<{ valid: true }> {
      await linkUsesPerIp.consume(caller.ip);
      await live(token, now());
      return { valid: true };
    },

    /**
     * Sets the new password and burns the link. The link proved the address, so the password identity
     * counts as verified (it is created for an account that had none). Every session of the user ends.
     */
    async complete(input: Pick<PasswordResetInput, 'token' | 'password'>, caller: Pick<Caller, 'ip'>) {
      await linkUsesPerIp.consume(caller.ip);
      await live(input.token, now());
      const passwordHash = await hasher.hash(input.password);
      const at = now();
      const used = await tokens.use('reset_password', hashToken(input.token), at);
      if (!used) throw unusable(await tokens.find('reset_password', hashToken(input.token)), at);
      if (!(await users.findById(used.userId))) throw unusable(null, at);

      const identity = await identities.find(PASSWORD_ISSUER, used.email);
      if (identity && !identity.userId.equals(used.userId)) throw unusable(null, at);
      if (identity) {
        await identities.setPasswordHash(identity._id, passwordHash);
        await identities.markVerified(identity._id, at);
      } else {
        await identities
          .insert({
            userId: used.userId,
            issuer: PASSWORD_ISSUER,
            subject: used.email,
            email: used.email,
            passwordHash,
            verifiedAt: at,
            createdAt: at,
          })
          .catch((error: unknown) => {
            throw isDuplicateKeyError(error) ? unusable(null, at) : error;
          });
      }
      await sessions.revokeAll(used.userId);
      await loginThrottle.clearAccount(used.email, caller.ip);
      return { updated: true as const };
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
