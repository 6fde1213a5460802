import type { ObjectId } from 'mongodb';
import { type DataPort, isDuplicateKeyError } from '../../data/port';
import { isObjectId } from '../object-id';

export const REPORT_ITEM_READS_COLLECTION = 'user_report_item_reads';

/** A user has read the bell's item for another user's report: one per (user, report). */
export interface ReportItemReadDoc {
  _id?: ObjectId;
  userId: ObjectId;
  reportId: ObjectId;
  readAt: Date;
}

export type ReportItemReadsRepository = ReturnType<typeof createReportItemReadsRepository>;

/** The only code that touches user_report_item_reads (docs/decisions/075). */
export function createReportItemReadsRepository(db: DataPort) {
  const reads = db.collection<ReportItemReadDoc>(REPORT_ITEM_READS_COLLECTION);

  async function readAmong(userId: ObjectId, reportIds: readonly ObjectId[]): Promise<Set<string>> {
    if (reportIds.length === 0) return new Set();
    const found = await reads
      .find({ userId, reportId: { $in: [...reportIds] } }, { projection: { reportId: 1 } })
      .toArray();
    return new Set(found.map((read) => read.reportId.toHexString()));
  }

  return {
    async ensureIndexes(): Promise<void> {
      await reads.createIndex({ userId: 1, reportId: 1 }, { unique: true, name: 'user_report_unique' });
    },

    /** Hex ids of the reports among `reportIds` whose item the user has read. */
    readAmong,

    /** Records the user's reads of these reports' items; repeats (another tab's, another process's) are no-ops. */
    async markRead(userId: ObjectId, reportIds: readonly ObjectId[], readAt: Date): Promise<void> {
      const already = await readAmong(userId, reportIds);
      const fresh = reportIds.filter((id) => !already.has(id.toHexString()));
      if (fresh.length === 0) return;
      try {
        await reads.insertMany(fresh.map((reportId) => ({ userId, reportId, readAt })));
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
        for (const reportId of fresh) {
          await reads.updateOne({ userId, reportId }, { $setOnInsert: { userId, reportId, readAt } }, { upsert: true });
        }
      }
    },

    /** Follows reads written by any API process: the user whose read state changed. Returns the unsubscribe. */
    watch(listener: (userId: ObjectId) => void): () => void {
      return db.watch<ReportItemReadDoc>(REPORT_ITEM_READS_COLLECTION, (event) => {
        if (isObjectId(event.document?.userId)) listener(event.document.userId);
      });
    },
  };
}
