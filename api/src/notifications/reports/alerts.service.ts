import type { ObjectId } from 'mongodb';
import {
  ALERT_RADIUS_DEFAULT_KM,
  ALERT_RADIUS_MAX_KM,
  type AlertSettings,
  type AlertSettingsInput,
} from '@petpal/contracts';
import type { Logger } from '../../lib/logger';
import { startJob } from '../../scheduling';
import { derivedNotificationId } from '../inbox/derived-id';
import { distanceKm } from '../../lib/geo';
import type { AlertJobDoc, AlertsRepository } from './alerts.repository';
import type { ReportNotices } from './report-notices';
import { fromGeoJson } from './report-view';
import type { GeoJsonPoint, PetReportDoc } from './reports.repository';

/** Subscribers read, filtered and notified per page: one fan-out is never one huge read or write. */
export const ALERT_BATCH = 1000;

/** Great-circle distance in km on the sphere MongoDB's $centerSphere uses, so both filters agree. */
export { distanceKm };

/** How long a running fan-out holds its job between pages; after that a restart or a sweep takes it over. */
export const ALERT_LEASE_MS = 30_000;
/** How often each API process looks for jobs whose lease ran out (a stopped process's fan-out). */
export const ALERT_SWEEP_MS = 15_000;

/**
 * The id of `userId`'s alert about report `reportId`: the alert time's seconds (as any ObjectId) and 8 bytes
 * of a hash of the two ids. A resumed job computes the same ids, and the notifications' unique _id index
 * stores each user's alert once.
 */
export function alertNotificationId(reportId: ObjectId, userId: ObjectId, at: Date): ObjectId {
  return derivedNotificationId(at, reportId, userId);
}

export interface AlertsServiceDeps {
  alerts: AlertsRepository;
  /** The report a job is for (it may have been deleted meanwhile). */
  findReport: (id: ObjectId) => Promise<PetReportDoc | null>;
  notices: ReportNotices;
  log: Logger;
  now?: () => Date;
  /** Subscribers per page (tests make it small). */
  batch?: number;
  leaseMs?: number;
}

export type AlertsService = ReturnType<typeof createAlertsService>;

/**
 * Nearby alerts: each user's radius (1 to 25 km, default 5) around a point they chose, and the fan-out of
 * a new report to every subscriber whose circle holds it. The fan-out goes through an outbox: its job is
 * stored before the report, run beside the request (the reporter is not kept waiting by thousands of
 * inserts), and removed when done; a job left by a stopped process is taken over at start and by a periodic
 * sweep once its lease runs out. Each user's alert has a stable id, so a resumed job alerts no one twice.
 */
export function createAlertsService({
  alerts,
  findReport,
  notices,
  log,
  now = () => new Date(),
  batch = ALERT_BATCH,
  leaseMs = ALERT_LEASE_MS,
}: AlertsServiceDeps) {
  const running = new Set<Promise<unknown>>();
  const leaseFrom = (at: Date) => new Date(at.getTime() + leaseMs);

  /**
   * Notifies every enabled subscriber (not the reporter) within their own radius, at `at`; answers how many
   * alerts were stored (a resumed job counts only the missing ones). `afterPage` runs after each page.
   */
  async function announce(report: PetReportDoc, at: Date, afterPage: () => Promise<void> = async () => {}) {
    const point = report.location;
    if (!point || !report.isActive) return 0;
    const idOf = (userId: ObjectId) => alertNotificationId(report._id, userId, at);
    let sent = 0;
    let after: ObjectId | null = null;
    for (;;) {
      const page = await alerts.within(point, ALERT_RADIUS_MAX_KM, report.userId, after, batch);
      if (page.length === 0) break;
      const inside = page.filter((sub) => distanceKm(point, sub.location) <= sub.radiusKm).map((sub) => sub.userId);
      if (inside.length > 0) sent += await notices.nearby(report, inside, at, idOf);
      await afterPage();
      if (page.length < batch) break;
      after = page[page.length - 1]!._id;
    }
    return sent;
  }

  /** Runs one job to the end and removes it; a failure leaves it for the sweep once its lease runs out. */
  async function run(job: AlertJobDoc): Promise<number> {
    const report = await findReport(job._id);
    const sent = report ? await announce(report, job.at, () => alerts.renewJob(job._id, leaseFrom(now()))) : 0;
    await alerts.finishJob(job._id);
    return sent;
  }

  function runLater(job: AlertJobDoc): void {
    const task = run(job)
      .catch((error: unknown) =>
        log.warn('pet report alerts failed; the sweep retries them', {
          reportId: job._id.toHexString(),
          err: error instanceof Error ? error.message : String(error),
        }),
      )
      .finally(() => running.delete(task));
    running.add(task);
  }

  /** Takes over every job whose lease ran out and runs them one after another; answers how many. */
  async function resume(): Promise<number> {
    let resumed = 0;
    for (;;) {
      const at = now();
      const job = await alerts.claimExpired(at, leaseFrom(at));
      if (!job) return resumed;
      resumed++;
      try {
        await run(job);
      } catch (error) {
        log.warn('pet report alerts failed; the sweep retries them', {
          reportId: job._id.toHexString(),
          err: error instanceof Error ? error.message : String(error),
        });
      }
    }
  }

  return {
    async settings(userId: ObjectId): Promise<AlertSettings> {
      const doc = await alerts.find(userId);
      if (!doc) return { enabled: false, radiusKm: ALERT_RADIUS_DEFAULT_KM, point: null };
      return { enabled: doc.enabled, radiusKm: doc.radiusKm, point: fromGeoJson(doc.location) };
    },

    async save(userId: ObjectId, input: AlertSettingsInput): Promise<AlertSettings> {
      const location: GeoJsonPoint | null = input.point
        ? { type: 'Point', coordinates: [input.point.lng, input.point.lat] }
        : null;
      await alerts.save({ userId, enabled: input.enabled, radiusKm: input.radiusKm, location, updatedAt: now() });
      return { enabled: input.enabled, radiusKm: input.radiusKm, point: input.point };
    },

    /**
     * Stores the alert job of a new report, leased to this process, before the report itself: a report is
     * never stored without its job. Null when the report alerts no one (no map point).
     */
    async enqueue(report: PetReportDoc): Promise<AlertJobDoc | null> {
      if (!report.location || !report.isActive) return null;
      const at = now();
      const job: AlertJobDoc = { _id: report._id, at, leaseUntil: leaseFrom(at), attempts: 1 };
      await alerts.addJob(job);
      return job;
    },

    /** The fan-out alone, without a job (tests). */
    announce: (report: PetReportDoc, at: Date = now()) => announce(report, at),

    /** Starts a stored job beside the request; a failure is logged and the job stays for the sweep. */
    runLater,

    resume,

    /**
     * This process's share of the outbox: jobs left by a stopped process are resumed at once and then every
     * `intervalMs` (each job once its lease runs out, whichever process takes it).
     */
    startSweep(intervalMs = ALERT_SWEEP_MS): { stop(): Promise<void> } {
      return startJob(
        { runDue: resume },
        log,
        { failed: 'pet report alert sweep failed', failedLevel: 'warn' },
        { intervalMs },
      );
    },

    /** Resolves once every fan-out started so far has finished (tests, graceful stops). */
    async idle(): Promise<void> {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
