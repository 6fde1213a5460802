import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RateLimited } from '../errors';
import { createTestDatabase, type TestDatabase } from '../test-support/test-app';
import { createRateLimiter, ensureRateLimitIndexes, exemptFromRateLimits, RATE_LIMITS_COLLECTION } from './rate-limit';

let test: TestDatabase;
beforeEach(async () => {
  test = await createTestDatabase();
  await ensureRateLimitIndexes(test.db);
});
afterEach(async () => {
  await test.close();
});

const rule = { name: 'demo', limit: 2, windowMs: 60_000, message: 'Slow down.' };

describe('fixed-window rate limiter', () => {
  it('counts per subject and window, then refuses with the rule message and a retry delay', async () => {
    let now = 120_000;
    const limiter = createRateLimiter(test.db, rule, () => now);
    expect((await limiter.consume('a')).remaining).toBe(1);
    expect((await limiter.consume('a')).remaining).toBe(0);
    const refused = await limiter.consume('a').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RateLimited);
    expect(refused).toMatchObject({ status: 429, message: 'Slow down.', retryAfter: 60 });
    expect((await limiter.consume('b')).remaining).toBe(1);

    now += 60_000;
    expect((await limiter.consume('a')).remaining).toBe(1);
  });

  it('keeps one counter document per window, with an expiry for the TTL index', async () => {
    const limiter = createRateLimiter(test.db, rule, () => 30_000);
    await Promise.all([limiter.consume('x'), limiter.consume('x')]);
    const docs = await test.db.collection(RATE_LIMITS_COLLECTION).find({}).toArray();
    expect(docs).toHaveLength(1);
    expect(docs[0]).toMatchObject({ key: 'demo:x:0', count: 2, expiresAt: new Date(60_000) });
  });

  it("checks without counting, and forgets a subject's window on reset", async () => {
    const limiter = createRateLimiter(test.db, rule, () => 10_000);
    await limiter.check('a');
    await limiter.consume('a');
    await limiter.check('a');
    await limiter.consume('a');
    await expect(limiter.check('a')).rejects.toMatchObject({ status: 429, message: 'Slow down.', retryAfter: 50 });
    await limiter.check('b');
    await limiter.reset('a');
    await limiter.check('a');
    expect((await limiter.consume('a')).remaining).toBe(1);
  });
});

describe('exempt subjects', () => {
  it('are never counted; everyone else still is', async () => {
    try {
      const limiter = createRateLimiter(test.db, { name: 'exempt', limit: 1, windowMs: 60_000, message: 'Too many.' });
      exemptFromRateLimits(['127.0.0.1']);
      await limiter.consume('127.0.0.1');
      await limiter.consume('127.0.0.1');
      await limiter.consume('203.0.113.9');
      await expect(limiter.consume('203.0.113.9')).rejects.toThrow('Too many.');
    } finally {
      exemptFromRateLimits([]);
    }
  });
});
