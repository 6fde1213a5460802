import type { Context, MiddlewareHandler } from 'hono';
import { ObjectId } from 'mongodb';
import type { AdminActionDone } from '@petpal/contracts';
import type { AdminEnv } from '../access/admin-access';
import type { AuditRepository } from './audit.repository';

/** What an admin write changed, for its audit entry. */
export interface AuditedChange {
  targetType: string;
  targetId: string;
  reason: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

export const UNAUDITED_WRITE = 'An admin write answered without an audit entry.';

/**
 * The one way an admin write is done: `run` makes the change and describes it, then the entry is written
 * and the write answers what was done. Entries are written after the change (a change that throws leaves
 * none); an entry that cannot be written fails the request.
 */
export function createAudited(log: AuditRepository, now: () => Date) {
  return async function audited(
    c: Context<AdminEnv>,
    action: string,
    run: () => Promise<AuditedChange>,
  ): Promise<Response> {
    const change = await run();
    const admin = c.get('admin');
    await log.insert({
      _id: new ObjectId(),
      adminId: admin.id,
      adminEmail: admin.email,
      action,
      ...change,
      at: now(),
      requestId: c.get('requestId') ?? '',
    });
    c.set('auditEntries', c.get('auditEntries') + 1);
    const body: AdminActionDone = { action, targetType: change.targetType, targetId: change.targetId };
    return c.json(body);
  };
}

export type Audited = ReturnType<typeof createAudited>;

/**
 * On every admin write (POST, PUT, PATCH, DELETE): a successful answer without exactly one audit entry is
 * turned into a 500, so a route that bypasses `audited` cannot succeed quietly.
 */
export const auditRequired: MiddlewareHandler<AdminEnv> = async (c, next) => {
  await next();
  if (c.res.status < 400 && c.get('auditEntries') !== 1) throw new Error(UNAUDITED_WRITE);
};
