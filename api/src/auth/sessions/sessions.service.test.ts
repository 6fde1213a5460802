import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { countingPort } from '../../data/counting-port';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-app';
import { createUsersRepository } from '../users/users.repository';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, createSessionsService, hashToken } from './sessions.service';

describe('sessions', () => {
  let test: TestDatabase;
  let clock: number;
  const now = () => new Date(clock);

  beforeEach(async () => {
    test = await createTestDatabase();
    clock = Date.UTC(2026, 10, 22, 12);
    await createSessionsService(test.db).ensureIndexes();
  });
  afterEach(() => test.close());

  async function signedIn() {
    const user = await createUsersRepository(test.db).insert({ email: 'sam@example.com', phone: null });
    const sessions = createSessionsService(test.db, now);
    const { token } = await sessions.create(user._id);
    return { user, sessions, token };
  }

  it('gives a 256-bit token whose hash, never the token, is stored', async () => {
    const { user, sessions, token } = await signedIn();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const stored = await test.db.collection('sessions').findOne({});
    expect(stored).toMatchObject({ tokenHash: hashToken(token), userId: user._id });
    expect(JSON.stringify(stored)).not.toContain(token);
    expect((await sessions.resolve(token))?._id).toEqual(user._id);
  });

  it('ends a session left idle too long, and one past its absolute end even when used', async () => {
    const { sessions, token } = await signedIn();
    clock += SESSION_IDLE_MS + 1;
    expect(await sessions.resolve(token)).toBeNull();

    const second = await signedIn();
    for (let used = 0; used < SESSION_ABSOLUTE_MS; used += SESSION_IDLE_MS / 2) {
      clock += SESSION_IDLE_MS / 2;
      await second.sessions.resolve(second.token);
    }
    clock += 1;
    expect(await second.sessions.resolve(second.token)).toBeNull();
  });

  it('revokes one session or every session of a user', async () => {
    const { user, sessions, token } = await signedIn();
    const other = await sessions.create(user._id);
    await sessions.revoke(token);
    expect(await sessions.resolve(token)).toBeNull();
    expect(await sessions.resolve(other.token)).not.toBeNull();
    await sessions.revokeAll(user._id);
    expect(await sessions.resolve(other.token)).toBeNull();
  });

  it('knows no forged token', async () => {
    const { sessions } = await signedIn();
    expect(await sessions.resolve('forged-token')).toBeNull();
  });

  it('reads a resolved session once, until a session or a user changes, a touch is due or it ends', async () => {
    const counted = countingPort(test.db);
    const users = createUsersRepository(test.db);
    const user = await users.insert({ email: 'kim@example.com', phone: null, role: 'pet_owner' });
    const sessions = createSessionsService(counted.port, now);
    const { token } = await sessions.create(user._id);
    const other = await sessions.create(user._id);
    await sessions.resolve(token);
    counted.reset();
    expect((await sessions.resolve(token))?.role).toBe('pet_owner');
    expect(counted.counts.reads).toBe(0);

    // A role change through another repository, straight on the collection.
    await test.db.collection('users').updateOne({ _id: user._id }, { $set: { role: 'pet_sitter' } });
    expect((await sessions.resolve(token))?.role).toBe('pet_sitter');
    expect(counted.counts.reads).toBe(2);
    await sessions.resolve(token);
    expect(counted.counts.reads).toBe(2);

    await sessions.revoke(token);
    expect(await sessions.resolve(token)).toBeNull();
    await sessions.resolve(other.token);
    await users.suspend(user._id, { reason: 'test', at: now(), by: user._id });
    expect(await sessions.resolve(other.token)).toBeNull();
  });

  it('touches a kept session when due and ends it past its absolute end', async () => {
    const { sessions, token } = await signedIn();
    await sessions.resolve(token);
    clock += 6 * 60 * 1000;
    expect(await sessions.resolve(token)).not.toBeNull();
    const stored = await test.db.collection('sessions').findOne({ tokenHash: hashToken(token) });
    expect(stored?.lastSeenAt).toEqual(now());
    clock += SESSION_ABSOLUTE_MS;
    expect(await sessions.resolve(token)).toBeNull();
  });
});
