import { createHash } from 'node:crypto';
import type { DataPort } from '../../data/port';
import { createRateLimiter, type RateLimiter } from '../../lib/rate-limit';

export const TOO_MANY_LOGINS = 'Too many login attempts. Please try again later.';

const MINUTE = 60 * 1000;

/** Failed sign-ins allowed per window, counted in the database so every API process shares them. */
export const LOGIN_LIMITS = {
  /** One browser guessing one account's password. */
  accountAndIp: { limit: 5, windowMs: 15 * MINUTE },
  /** Many addresses guessing one account's password. */
  account: { limit: 20, windowMs: 60 * MINUTE },
  /** One address guessing many accounts (password spraying). */
  ip: { limit: 100, windowMs: 60 * MINUTE },
};
export type LoginLimits = typeof LOGIN_LIMITS;

/** Counters are keyed by a digest of the email, so rate_limits holds no addresses. */
export const accountKey = (email: string) => createHash('sha256').update(email).digest('hex').slice(0, 32);

/**
 * Throttles password sign-in by failures only: `check` before verifying a password (429 once any
 * counter is used up), `recordFailure` after a wrong one, `recordSuccess` clears the account+IP
 * counter. `name` separates user sign-in from admin sign-in.
 */
export function createLoginThrottle(
  db: DataPort,
  name: string,
  now: () => Date = () => new Date(),
  limits: LoginLimits = LOGIN_LIMITS,
) {
  const limiter = (suffix: string, { limit, windowMs }: { limit: number; windowMs: number }): RateLimiter =>
    createRateLimiter(db, { name: `${name}-${suffix}`, limit, windowMs, message: TOO_MANY_LOGINS }, () =>
      now().getTime(),
    );
  const accountAndIp = limiter('account-ip', limits.accountAndIp);
  const account = limiter('account', limits.account);
  const ip = limiter('ip', limits.ip);

  const all = async (steps: Promise<unknown>[]) => {
    const failed = (await Promise.allSettled(steps)).find((step) => step.status === 'rejected');
    if (failed) throw failed.reason;
  };

  return {
    check: (email: string, address: string) =>
      all([accountAndIp.check(`${accountKey(email)}|${address}`), account.check(accountKey(email)), ip.check(address)]),
    recordFailure: (email: string, address: string) =>
      all([
        accountAndIp.consume(`${accountKey(email)}|${address}`),
        account.consume(accountKey(email)),
        ip.consume(address),
      ]),
    recordSuccess: (email: string, address: string) => accountAndIp.reset(`${accountKey(email)}|${address}`),
    /** After a password reset: the account's own counters start over (the address's does not). */
    clearAccount: (email: string, address: string) =>
      all([accountAndIp.reset(`${accountKey(email)}|${address}`), account.reset(accountKey(email))]),
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
