import { ObjectId } from 'mongodb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isDuplicateKeyError } from '../../data/port';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-app';
import {
  createReportItemReadsRepository,
  REPORT_ITEM_READS_COLLECTION,
  type ReportItemReadsRepository,
} from './report-item-reads.repository';

let test: TestDatabase;
let repo: ReportItemReadsRepository;
const sam = new ObjectId();
const ria = new ObjectId();
const [bruno, kiwi, max] = [new ObjectId(), new ObjectId(), new ObjectId()];
const at = new Date(Date.UTC(2026, 10, 28, 10));

beforeEach(async () => {
  test = await createTestDatabase();
  repo = createReportItemReadsRepository(test.db);
  await repo.ensureIndexes();
  await repo.ensureIndexes();
});
afterEach(() => test.close());

describe('report item reads repository', () => {
  it('keeps one read per user and report, whoever writes it and however often', async () => {
    await repo.markRead(sam, [bruno, kiwi], at);
    await repo.markRead(sam, [bruno, max], at);
    // Two tabs at once: the unique index keeps one each.
    await Promise.all([repo.markRead(ria, [bruno, kiwi], at), repo.markRead(ria, [kiwi, bruno], at)]);
    expect([...(await repo.readAmong(sam, [bruno, kiwi, max]))].sort()).toEqual(
      [bruno, kiwi, max].map((id) => id.toHexString()).sort(),
    );
    expect([...(await repo.readAmong(ria, [bruno, max]))]).toEqual([bruno.toHexString()]);
    expect(await repo.readAmong(sam, [])).toEqual(new Set());
    const reads = test.db.collection(REPORT_ITEM_READS_COLLECTION);
    expect(await reads.countDocuments({})).toBe(5);
    const error = await reads.insertOne({ userId: sam, reportId: bruno, readAt: at }).catch((e: unknown) => e);
    expect(isDuplicateKeyError(error)).toBe(true);
  });

  it('tells a watcher whose read state changed', async () => {
    const changed: string[] = [];
    const stop = repo.watch((userId) => changed.push(userId.toHexString()));
    await repo.markRead(sam, [bruno], at);
    await expect.poll(() => changed).toEqual([sam.toHexString()]);
    stop();
    // A watcher still listening hears Ria's read; the stopped one does not.
    const later: string[] = [];
    const stopLater = repo.watch((userId) => later.push(userId.toHexString()));
    await repo.markRead(ria, [bruno], at);
    await expect.poll(() => later).toEqual([ria.toHexString()]);
    stopLater();
    expect(changed).toEqual([sam.toHexString()]);
  });
});
