import { ObjectId } from 'mongodb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-app';
import {
  createNotificationsRepository,
  INSERT_BATCH,
  type NotificationChange,
  type NotificationDoc,
  type NotificationsRepository,
} from './notifications.repository';

let test: TestDatabase;
let repo: NotificationsRepository;
const sam = new ObjectId();
const ria = new ObjectId();
const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 10, minute));

function doc(userId: ObjectId, minute: number, over: Partial<NotificationDoc> = {}): NotificationDoc {
  return {
    _id: new ObjectId(),
    userId,
    type: 'pet_report',
    title: `Report ${minute}`,
    message: 'A pet was reported near you.',
    createdAt: at(minute),
    ...over,
  };
}

beforeEach(async () => {
  test = await createTestDatabase();
  repo = createNotificationsRepository(test.db);
  await repo.ensureIndexes();
  await repo.ensureIndexes();
});
afterEach(() => test.close());

describe('notifications repository', () => {
  it('lists the newest first, after the latest Clear All, known types only', async () => {
    await repo.insertMany([doc(sam, 1), doc(sam, 3), doc(sam, 2), doc(ria, 4)]);
    await test.db.collection('notifications').insertOne({ ...doc(sam, 5), type: 'promo' });
    expect((await repo.listNewest(sam, null, 10)).map((n) => n.title)).toEqual(['Report 3', 'Report 2', 'Report 1']);
    expect(await repo.countFeed(sam, null)).toBe(3);

    await repo.insertClearedMarker(sam, at(1));
    await repo.insertClearedMarker(sam, at(2));
    expect(await repo.latestClearedAt(sam)).toEqual(at(2));
    expect((await repo.listNewest(sam, at(2), 10)).map((n) => n.title)).toEqual(['Report 3']);
    expect(await repo.countFeed(sam, at(2))).toBe(1);
    expect(await repo.latestClearedAt(ria)).toBeNull();
  });

  it('lists what came after a position, ties broken by id', async () => {
    const first = doc(sam, 1);
    const tie = doc(sam, 1, { _id: new ObjectId(), title: 'Same minute' });
    const later = doc(sam, 2);
    await repo.insertMany([first, tie, later]);
    const after = await repo.listNewestAfter(sam, first, null, 10);
    expect(after.map((n) => n.title)).toEqual(['Report 2', 'Same minute']);
    expect(await repo.newest(sam)).toEqual({ _id: later._id, createdAt: later.createdAt });
  });

  it('finds only the user’s own notifications', async () => {
    const mine = doc(sam, 1);
    const theirs = doc(ria, 1);
    await repo.insertMany([mine, theirs]);
    expect(await repo.findOwned(sam, [mine._id, theirs._id])).toEqual([{ _id: mine._id, createdAt: mine.createdAt }]);
  });

  it('records each read once, even when two tabs mark the same ones at once', async () => {
    const docs = [doc(sam, 1), doc(sam, 2), doc(sam, 3)];
    await repo.insertMany(docs);
    await Promise.all([repo.markRead(sam, docs, at(9)), repo.markRead(sam, docs, at(9))]);
    await repo.markRead(sam, docs.slice(0, 1), at(10));
    expect(await test.db.collection('user_notification_reads').countDocuments({ userId: sam })).toBe(3);
    expect(await repo.countReadFeed(sam, null)).toBe(3);
    expect(await repo.countReadFeed(sam, at(1))).toBe(2);
    expect(await repo.readAmong(sam, [docs[0]!._id])).toEqual(new Set([docs[0]!._id.toHexString()]));
    expect(await repo.unreadInFeed(sam, null)).toEqual([]);
  });

  it('inserts a large fan-out in batches', async () => {
    const insertMany = vi.spyOn(test.db.collection('notifications'), 'insertMany');
    const users = Array.from({ length: INSERT_BATCH * 2 + 5 }, () => new ObjectId());
    await repo.insertMany(users.map((userId) => doc(userId, 1)));
    expect(insertMany).toHaveBeenCalledTimes(3);
    expect(await test.db.collection('notifications').countDocuments({})).toBe(users.length);
  });

  it('turns the three collections’ change events into new notifications and read-state changes', async () => {
    const changes: NotificationChange[] = [];
    const stop = repo.watch((change) => changes.push(change));
    const created = doc(sam, 1);
    await repo.insert(created);
    await repo.markRead(ria, [created], at(2));
    await repo.insertClearedMarker(ria, at(3));
    stop();
    await repo.insert(doc(sam, 4));
    expect(changes).toEqual([
      { kind: 'created', notification: created },
      { kind: 'read-state', userId: ria },
      { kind: 'read-state', userId: ria },
    ]);
  });
});
