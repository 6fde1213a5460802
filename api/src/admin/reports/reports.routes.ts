import { Hono } from 'hono';
import { ObjectId } from 'mongodb';
import {
  ADMIN_PAGE_SIZE,
  adminMessages,
  AdminReportsQuery,
  DeactivateReportInput,
  IdParams,
  type AdminReportsPage,
} from '@petpal/contracts';
import { Conflict, NotFound } from '../../errors';
import { validate } from '../../lib/validate';
import type { NotificationsArea } from '../../notifications';
import { pageWindow, type AdminEnv } from '../access/admin-access';
import type { Audited } from '../audit/audited';

/** GET /reports?status=&active= and POST /reports/:id/deactivate (audited), through notifications' facade. */
export function createReportRoutes(notifications: Pick<NotificationsArea, 'reportsForAdmins'>, audited: Audited) {
  const reports = notifications.reportsForAdmins;
  return new Hono<AdminEnv>()
    .get('/reports', validate('query', AdminReportsQuery), async (c) => {
      const { status, active, page } = c.req.valid('query');
      const { items, total } = await reports.list(
        { ...(status ? { status } : {}), ...(active === undefined ? {} : { isActive: active }) },
        pageWindow(page, ADMIN_PAGE_SIZE),
      );
      c.header('Cache-Control', 'no-store');
      const body: AdminReportsPage = {
        items: items.map((doc) => ({
          id: doc._id.toHexString(),
          userId: doc.userId.toHexString(),
          reporterName: doc.reporterName,
          status: doc.status,
          petName: doc.petName,
          description: doc.description,
          locationAddress: doc.locationAddress,
          isActive: doc.isActive,
          createdAt: doc.createdAt.toISOString(),
        })),
        page,
        pageSize: ADMIN_PAGE_SIZE,
        total,
      };
      return c.json(body);
    })
    .post('/reports/:id/deactivate', validate('param', IdParams), validate('json', DeactivateReportInput), (c) =>
      audited(c, 'report.deactivate', async () => {
        const { id } = c.req.valid('param');
        const { reason } = c.req.valid('json');
        const changed = await reports.deactivate(new ObjectId(id), reason);
        if (!changed) throw new NotFound(adminMessages.reportNotFound);
        if (!changed.after) throw new Conflict(adminMessages.reportInactive, 'report_inactive');
        return {
          targetType: 'pet_report',
          targetId: id,
          reason,
          before: { isActive: true },
          after: { isActive: false },
        };
      }),
    );
}
