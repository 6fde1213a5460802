import { Hono } from 'hono';
import type { AppDeps } from '../app-env';
import type { AuthFacade } from '../auth';
import type { CommunityArea } from '../community';
import type { AreaStatus } from '@petpal/contracts';
import type { DataPort } from '../data/port';
import type { NotificationsArea } from '../notifications';
import type { ShopArea } from '../shop';
import { requireAdmin, type AdminEnv } from './access/admin-access';
import { createAuditRepository } from './audit/audit.repository';
import { createAuditRoutes } from './audit/audit.routes';
import { auditRequired, createAudited } from './audit/audited';
import { createFlagRoutes } from './moderation/flags.routes';
import { createMessageFlagRoutes } from './moderation/message-flags.routes';
import { createOrderRoutes } from './orders/orders.routes';
import { createProviderRoutes } from './providers/providers.routes';
import { createProvidersService } from './providers/providers.service';
import { createReportRoutes } from './reports/reports.routes';
import { createUserRoutes } from './users/users.routes';

/** The admin area's indexes (idempotent; run at every start, before serving). */
export async function prepareAdminArea(db: DataPort): Promise<void> {
  await createAuditRepository(db).ensureIndexes();
}

export type AdminAreaDeps = Pick<AppDeps, 'db'> & {
  auth: Pick<AuthFacade, 'admins' | 'users' | 'records' | 'providers'>;
  community: Pick<CommunityArea, 'moderationForAdmins'>;
  notifications: Pick<NotificationsArea, 'reportsForAdmins' | 'messages'>;
  shop: Pick<ShopArea, 'ordersForStaff'>;
  now?: () => Date;
};

/**
 * The admin area's composition root (docs/decisions/042): the dashboard's API at /api/admin. It owns only
 * the audit log; users, providers, flags, pet reports and orders are read and changed through their areas' facades.
 * Every route needs an admin session; every write goes through `audited` and `auditRequired` refuses one
 * that did not.
 */
export function createAdminArea({ db, auth, community, notifications, shop, now = () => new Date() }: AdminAreaDeps) {
  const log = createAuditRepository(db);
  const audited = createAudited(log, now);
  const providers = createProvidersService(auth, now);

  return {
    routes: () =>
      new Hono<AdminEnv>()
        .use(requireAdmin(auth))
        .on(['POST', 'PUT', 'PATCH', 'DELETE'], '*', auditRequired)
        .get('/status', (c) => {
          const body: AreaStatus = { area: 'admin', ready: true };
          return c.json(body);
        })
        .route('/', createUserRoutes(auth, audited, now))
        .route('/', createProviderRoutes(providers, audited))
        .route('/', createFlagRoutes(community, audited))
        .route('/', createMessageFlagRoutes(notifications, audited))
        .route('/', createReportRoutes(notifications, audited))
        .route('/', createOrderRoutes(shop, auth, audited))
        .route('/', createAuditRoutes(log)),
  };
}

export type AdminArea = ReturnType<typeof createAdminArea>;
