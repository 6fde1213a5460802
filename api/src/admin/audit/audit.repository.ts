import type { ObjectId } from 'mongodb';
import type { DataPort } from '../../data/port';

export const ADMIN_AUDIT_COLLECTION = 'admin_audit_log';

/** One admin write: who did what to which target, why, and what it looked like before and after. */
export interface AuditDoc {
  _id: ObjectId;
  adminId: ObjectId;
  adminEmail: string;
  /** 'provider.verify', 'post.review', 'report.deactivate'... */
  action: string;
  targetType: string;
  targetId: string;
  reason: string;
  /** Small summaries (a status, a count), never a whole document. */
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  at: Date;
  requestId: string;
}

export interface AuditFilter {
  targetType?: string;
  targetId?: string;
  adminEmail?: string;
}

/** The only code that touches admin_audit_log. Entries are only ever added. */
export function createAuditRepository(db: DataPort) {
  const log = db.collection<AuditDoc>(ADMIN_AUDIT_COLLECTION);
  return {
    async ensureIndexes(): Promise<void> {
      await log.createIndex({ at: -1, _id: -1 }, { name: 'newest' });
      await log.createIndex({ targetType: 1, targetId: 1, at: -1 }, { name: 'target_newest' });
      await log.createIndex({ adminEmail: 1, at: -1 }, { name: 'admin_newest' });
    },

    insert: async (doc: AuditDoc) => void (await log.insertOne(doc)),

    /** Newest first, one page and the total. */
    async page(filter: AuditFilter, skip: number, limit: number) {
      const where: Record<string, string> = {};
      if (filter.targetType) where.targetType = filter.targetType;
      if (filter.targetId) where.targetId = filter.targetId;
      if (filter.adminEmail) where.adminEmail = filter.adminEmail;
      const [items, total] = await Promise.all([
        log.find(where, { sort: { at: -1, _id: -1 }, skip, limit }).toArray(),
        log.countDocuments(where),
      ]);
      return { items, total };
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
