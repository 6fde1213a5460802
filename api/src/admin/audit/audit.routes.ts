import { Hono } from 'hono';
import { ADMIN_PAGE_SIZE, AuditQuery, type AuditPage } from '@petpal/contracts';
import { validate } from '../../lib/validate';
import { pageWindow, type AdminEnv } from '../access/admin-access';
import type { AuditRepository } from './audit.repository';

/** GET /audit?target=<type>[:<id>]&admin=<email>: the audit log, newest first. */
export function createAuditRoutes(log: AuditRepository) {
  return new Hono<AdminEnv>().get('/audit', validate('query', AuditQuery), async (c) => {
    const { target, admin, page } = c.req.valid('query');
    const [targetType, targetId] = target ? target.split(':') : [];
    const { skip, limit } = pageWindow(page, ADMIN_PAGE_SIZE);
    const { items, total } = await log.page({ targetType, targetId, adminEmail: admin?.toLowerCase() }, skip, limit);
    c.header('Cache-Control', 'no-store');
    const body: AuditPage = {
      items: items.map((doc) => ({
        id: doc._id.toHexString(),
        adminId: doc.adminId.toHexString(),
        adminEmail: doc.adminEmail,
        action: doc.action,
        targetType: doc.targetType,
        targetId: doc.targetId,
        reason: doc.reason,
        before: doc.before,
        after: doc.after,
        at: doc.at.toISOString(),
        requestId: doc.requestId,
      })),
      page,
      pageSize: ADMIN_PAGE_SIZE,
      total,
    };
    return c.json(body);
  });
}
