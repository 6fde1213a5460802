import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import type { AreaStatus } from '../contracts';
import type { DataPort } from '../data/port';
import { createNotificationsRepository } from './inbox/notifications.repository';
import { createInboxRoutes } from './inbox/notifications.routes';
import { createNotificationsService, type InboxService } from './inbox/notifications.service';
import { createLiveRoutes } from './live/live.routes';
import { createLiveService, type LiveOptions } from './live/live.service';

/** The notifications area's indexes (idempotent; run at every start, before serving). */
export async function prepareNotificationsArea(db: DataPort): Promise<void> {
  await createNotificationsRepository(db).ensureIndexes();
}

/** What other areas may do: send notifications. Reading and read state stay with the bell's routes. */
export type NotificationsService = Pick<InboxService, 'notify' | 'notifyMany'>;

export interface NotificationsAreaOptions {
  /** Live stream timings (tests shorten them). */
  live?: Partial<LiveOptions>;
  now?: () => Date;
}

/**
 * The notifications area's composition root: one repository, one service and one live hub (one change
 * watcher per process however many streams are open), built once; `routes()` mounts at /api/notifications.
 */
export function createNotificationsArea({ db, log }: AppDeps, options: NotificationsAreaOptions = {}) {
  const repo = createNotificationsRepository(db);
  const inbox = createNotificationsService({ repo, ...(options.now ? { now: options.now } : {}) });
  const live = createLiveService({ repo, inbox, log, ...(options.live ? { options: options.live } : {}) });
  const service: NotificationsService = { notify: inbox.notify, notifyMany: inbox.notifyMany };

  return {
    service,
    /** Open streams, for tests and diagnostics. */
    liveStats: () => live.stats(),
    routes: () =>
      new Hono<AppEnv>()
        .get('/status', (c) => {
          const body: AreaStatus = { area: 'notifications', ready: true };
          return c.json(body);
        })
        .route('/', createLiveRoutes(live))
        .route('/', createInboxRoutes(inbox)),
  };
}

export type NotificationsArea = ReturnType<typeof createNotificationsArea>;
