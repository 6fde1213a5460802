import { describe, expect, it } from 'vitest';
import { createPasswordHasher, PASSWORD_HASHING } from './password';

describe('password hashing', () => {
  it('uses argon2id with 19 MiB, 2 iterations and 1 lane, salted per hash', async () => {
    expect(PASSWORD_HASHING).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    const hasher = createPasswordHasher();
    const first = await hasher.hash('correct-horse');
    const second = await hasher.hash('correct-horse');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(second).not.toBe(first);
    expect(first).not.toContain('correct-horse');
  });

  it('verifies the right password only, and treats a malformed hash as a mismatch', async () => {
    const hasher = createPasswordHasher({ memoryCost: 256, timeCost: 1, parallelism: 1 });
    const hash = await hasher.hash('correct-horse');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=256,t=1,p=1\$/);
    expect(await hasher.verify(hash, 'correct-horse')).toBe(true);
    expect(await hasher.verify(hash, 'Correct-horse')).toBe(false);
    expect(await hasher.verify('not a hash', 'correct-horse')).toBe(false);
    // A hash keeps its own parameters: the production hasher still verifies it.
    expect(await createPasswordHasher().verify(hash, 'correct-horse')).toBe(true);
  });

  it('spends a verification on a missing account and answers false', async () => {
    const hasher = createPasswordHasher({ memoryCost: 256, timeCost: 1, parallelism: 1 });
    expect(await hasher.verifyNothing('no account has this password')).toBe(false);
    expect(await hasher.verifyNothing('anything')).toBe(false);
  });
});
