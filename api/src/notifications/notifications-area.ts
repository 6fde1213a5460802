import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { type AuthFacade, createAuthFacade } from '../auth';
import type { ObjectId } from 'mongodb';
import type { AreaStatus, PetReportStatus } from '@petpal/contracts';
import type { DataPort } from '../data/port';
import { createImagesService, type ImagesService } from '../images';
import { createNoticePreferencesRepository } from './inbox/notice-preferences.repository';
import { createNoticePreferencesRoutes } from './inbox/notice-preferences.routes';
import { createNotificationsRepository } from './inbox/notifications.repository';
import { createInboxRoutes } from './inbox/notifications.routes';
import { createNotificationsService, type InboxService } from './inbox/notifications.service';
import { createReportItemReadsRepository } from './inbox/report-item-reads.repository';
import { createReportItems } from './inbox/report-items.service';
import { createLiveRoutes } from './live/live.routes';
import { createMessagesPart, prepareMessages } from './messages/messages-part';
import type { Acceptance, BookingParties } from './messages/messages.service';
import type { Mailer } from '../lib/mailer';
import { createMailer } from '../lib/mailer';
import { createLiveService, type LiveOptions } from './live/live.service';
import { createAlertsRepository } from './reports/alerts.repository';
import { createAlertRoutes } from './reports/alerts.routes';
import { createAlertsService } from './reports/alerts.service';
import { createDiscussionRepository } from './reports/discussion.repository';
import { createDiscussionService } from './reports/discussion.service';
import { createDisplayNames } from './reports/display-names';
import { createReportNotices } from './reports/report-notices';
import { createReportsRepository } from './reports/reports.repository';
import { createReportRoutes } from './reports/reports.routes';
import { createReportsService, migrateLegacyReportPhotos } from './reports/reports.service';

/** The area's repositories of pet reports (reports, photos, sightings, flyers, comments, messages, alerts). */
function reportRepositories(db: DataPort) {
  return {
    reports: createReportsRepository(db),
    discussion: createDiscussionRepository(db),
    alerts: createAlertsRepository(db),
  };
}

/** The notifications area's indexes (idempotent; run at every start, before serving). */
export async function prepareNotificationsArea(db: DataPort): Promise<void> {
  await createNotificationsRepository(db).ensureIndexes();
  await createReportItemReadsRepository(db).ensureIndexes();
  await createNoticePreferencesRepository(db).ensureIndexes();
  await prepareMessages(db);
  const repos = reportRepositories(db);
  for (const repository of Object.values(repos)) await repository.ensureIndexes();
  await migrateLegacyReportPhotos(repos.reports, createImagesService(db));
}

/** What other areas may do: send notifications. Reading and read state stay with the bell's routes. */
export type NotificationsService = Pick<InboxService, 'notify' | 'notifyMany' | 'notifyGrouped'>;

export interface NotificationsAreaOptions {
  /** Live stream timings (tests shorten them). */
  live?: Partial<LiveOptions>;
  now?: () => Date;
  /** How often the nearby-alert outbox is swept (default 15 s). */
  alertSweepMs?: number;
  /** Accounts, for the names shown on reports (default: the auth facade over the same database). */
  auth?: Pick<AuthFacade, 'users' | 'records'>;
  /** The reminder emails of unread messages (default: the mailer of the environment). */
  mailer?: Mailer;
  /**
   * Whether an owner and a provider have an accepted booking (contact details shared, docs/decisions/085):
   * areas.ts asks the care and vet facades. Without it no pair counts as accepted.
   */
  acceptance?: Acceptance;
  /** Who a booking is between (docs/decisions/095): areas.ts asks the care and vet facades. Without it none. */
  bookingParties?: BookingParties;
  /** The delay before a reminder email (tests shorten it). */
  messageEmailDelayMs?: number;
  /**
   * The process's image pipeline (areas.ts): message photos are private images whose access hook the inbox
   * registers on it, so the read route asks it (decision 098). Default: one of the area's own.
   */
  images?: ImagesService;
}

/**
 * The notifications area's composition root: the inbox (one repository, one service), one live hub (one
 * change watcher per process however many streams are open) and the pet reports with their nearby
 * alerts, built once; `routes()` mounts at /api/notifications. Report events notify through the inbox's
 * own notify and notifyMany.
 */
export function createNotificationsArea({ db, env, log }: AppDeps, options: NotificationsAreaOptions = {}) {
  const now = options.now;
  const repo = createNotificationsRepository(db);
  const repos = reportRepositories(db);
  const reportItemReads = createReportItemReadsRepository(db);
  const reportItems = createReportItems({
    reports: repos.reports,
    alerts: repos.alerts,
    notifications: repo,
    reads: reportItemReads,
  });
  const preferences = createNoticePreferencesRepository(db);
  const inbox = createNotificationsService({ repo, reportItems, preferences, ...(now ? { now } : {}) });
  const auth = options.auth ?? createAuthFacade(db);
  const images = options.images ?? createImagesService(db);
  const messages = createMessagesPart({
    db,
    log,
    auth,
    images,
    notices: {
      notifyGrouped: inbox.notifyGrouped,
      markGroupRead: inbox.markGroupRead,
      rewriteGroupText: inbox.rewriteGroupText,
    },
    mailer: options.mailer ?? createMailer(db, env),
    acceptance: options.acceptance ?? (() => Promise.resolve(false)),
    bookingParties: options.bookingParties ?? (() => Promise.resolve(null)),
    ...(env.PUBLIC_URL ? { publicUrl: env.PUBLIC_URL } : {}),
    ...(now ? { now } : {}),
    ...(options.messageEmailDelayMs !== undefined ? { emailDelayMs: options.messageEmailDelayMs } : {}),
  });
  const live = createLiveService({
    repo,
    watchReports: repos.reports.watchNew,
    watchReportItems: (listener) => {
      const stops = [reportItemReads.watch(listener), repos.alerts.watchSettings(listener)];
      return () => stops.forEach((stop) => stop());
    },
    watchDirect: messages.watchDirect,
    inbox,
    log,
    ...(options.live ? { options: options.live } : {}),
  });
  const service: NotificationsService = {
    notify: inbox.notify,
    notifyMany: inbox.notifyMany,
    notifyGrouped: inbox.notifyGrouped,
  };

  const names = createDisplayNames(auth);
  const notices = createReportNotices(service, log);
  const alerts = createAlertsService({
    alerts: repos.alerts,
    findReport: repos.reports.findById,
    notices,
    log,
    ...(now ? { now } : {}),
  });
  const reports = createReportsService({ ...repos, alerts, notices, names, images, ...(now ? { now } : {}) });
  const discussion = createDiscussionService({ ...repos, notices, names, ...(now ? { now } : {}) });

  const at = () => (now ? now() : new Date());

  return {
    service,
    /** What the admin area asks (docs/decisions/042): every pet report, and taking one down with a reason. */
    reportsForAdmins: {
      list: (where: { status?: PetReportStatus; isActive?: boolean }, page: { skip: number; limit: number }) =>
        repos.reports.page(where, page.skip, page.limit),
      /** The report before and after, or null when it does not exist; unchanged (after null) when inactive. */
      async deactivate(id: ObjectId, reason: string) {
        const before = await repos.reports.findById(id);
        if (!before) return null;
        const when = at();
        const after = await repos.reports.deactivate(id, when);
        if (after) await notices.deactivated(after, reason, when);
        return { before, after };
      },
    },
    /** The owner-provider inbox (docs/decisions/085); its routes mount at /api/messages. */
    messages: {
      service: messages.service,
      moderation: messages.moderation,
      routes: messages.routes,
    },
    /** Open streams, for tests and diagnostics. */
    liveStats: () => live.stats(),
    /** Resolves once every nearby-alert fan-out started so far has finished (tests, graceful stops). */
    alertsIdle: () => alerts.idle(),
    /**
     * The area's background work in an API process: the nearby-alert outbox sweep (jobs a stopped process
     * left are resumed at start and every 15 s; any number of processes may run it).
     */
    startJobs: () => {
      const sweep = alerts.startSweep(options.alertSweepMs);
      const emails = messages.startJobs();
      return {
        async stop() {
          await Promise.all([sweep.stop(), emails.stop()]);
          await alerts.idle();
        },
      };
    },
    routes: () =>
      new Hono<AppEnv>()
        .get('/status', (c) => {
          const body: AreaStatus = { area: 'notifications', ready: true };
          return c.json(body);
        })
        .route('/', createLiveRoutes(live))
        .route('/', createReportRoutes({ db, env, reports, discussion }))
        .route('/', createAlertRoutes(alerts))
        .route('/', createNoticePreferencesRoutes(preferences, at))
        .route('/', createInboxRoutes(inbox)),
  };
}

export type NotificationsArea = ReturnType<typeof createNotificationsArea>;
