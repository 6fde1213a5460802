import type { DataPort } from '../data/port';
import { isDuplicateKeyError } from '../data/port';
import { RateLimited } from '../errors';

export const RATE_LIMITS_COLLECTION = 'rate_limits';

interface RateLimitDoc {
  key: string;
  count: number;
  expiresAt: Date;
}

export interface RateLimitRule {
  /** Namespaces the counters, e.g. 'contact'. */
  name: string;
  limit: number;
  windowMs: number;
  /** The user-facing message of the 429. */
  message: string;
}

export interface RateLimiter {
  /** Counts one hit for `subject` (an IP, a user id...); throws RateLimited past the limit. */
  consume(subject: string): Promise<{ remaining: number; resetAt: Date }>;
  /** Throws RateLimited when `subject` has used up the window, without counting a hit (count failures only). */
  check(subject: string): Promise<void>;
  /** Forgets the current window's hits of `subject` (e.g. a successful login clears its failures). */
  reset(subject: string): Promise<void>;
}

/** Unique key per window, and a TTL so old windows disappear. */
export async function ensureRateLimitIndexes(db: DataPort): Promise<void> {
  const col = db.collection<RateLimitDoc>(RATE_LIMITS_COLLECTION);
  await col.createIndex({ key: 1 }, { unique: true });
  await col.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 });
}

let exemptSubjects: ReadonlySet<string> = new Set();

/**
 * Subjects no limiter counts (RATE_LIMIT_EXEMPT_IPS: addresses of our own monitoring, load tests and the
 * end-to-end suite, which signs everyone up from 127.0.0.1). Per-account limits still apply to them.
 */
export function exemptFromRateLimits(subjects: readonly string[]): void {
  exemptSubjects = new Set(subjects);
}

/**
 * A fixed-window counter stored in the database, so every API process shares
 * it. One atomic upsert per hit.
 */
export function createRateLimiter(db: DataPort, rule: RateLimitRule, now: () => number = Date.now): RateLimiter {
  const col = db.collection<RateLimitDoc>(RATE_LIMITS_COLLECTION);

  const increment = (key: string, resetAt: Date) =>
    col.findOneAndUpdate(
      { key },
      { $inc: { count: 1 }, $setOnInsert: { expiresAt: resetAt } },
      { upsert: true, returnDocument: 'after' },
    );

  const windowOf = (subject: string) => {
    const time = now();
    const windowStart = Math.floor(time / rule.windowMs) * rule.windowMs;
    const resetAt = new Date(windowStart + rule.windowMs);
    return { time, resetAt, key: `${rule.name}:${subject}:${windowStart}` };
  };
  const refuse = (time: number, resetAt: Date) =>
    new RateLimited(rule.message, Math.max(1, Math.ceil((resetAt.getTime() - time) / 1000)));

  return {
    async consume(subject) {
      const { time, resetAt, key } = windowOf(subject);
      if (exemptSubjects.has(subject)) return { remaining: rule.limit, resetAt };
      // Two processes may both try to create the window's counter: the loser retries as an update.
      const doc = await increment(key, resetAt).catch((error: unknown) => {
        if (isDuplicateKeyError(error)) return increment(key, resetAt);
        throw error;
      });
      const count = doc?.count ?? 1;
      if (count > rule.limit) throw refuse(time, resetAt);
      return { remaining: rule.limit - count, resetAt };
    },

    async check(subject) {
      if (exemptSubjects.has(subject)) return;
      const { time, resetAt, key } = windowOf(subject);
      const doc = await col.findOne({ key });
      if ((doc?.count ?? 0) >= rule.limit) throw refuse(time, resetAt);
    },

    async reset(subject) {
      await col.deleteOne({ key: windowOf(subject).key });
    },
  };
}
