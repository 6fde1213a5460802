import type { ObjectId } from 'mongodb';
import {
  ALERT_RADIUS_DEFAULT_KM,
  ALERT_RADIUS_MAX_KM,
  type AlertSettings,
  type AlertSettingsInput,
} from '../../contracts';
import type { Logger } from '../../lib/logger';
import { type AlertsRepository, EARTH_RADIUS_KM } from './alerts.repository';
import type { ReportNotices } from './report-notices';
import { fromGeoJson } from './report-view';
import type { GeoJsonPoint, PetReportDoc } from './reports.repository';

/** Subscribers read, filtered and notified per page: one fan-out is never one huge read or write. */
export const ALERT_BATCH = 1000;

/** Great-circle distance in km on the sphere MongoDB's $centerSphere uses, so both filters agree. */
export function distanceKm(a: GeoJsonPoint, b: GeoJsonPoint): number {
  const rad = Math.PI / 180;
  const [lng1, lat1] = a.coordinates;
  const [lng2, lat2] = b.coordinates;
  const h =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface AlertsServiceDeps {
  alerts: AlertsRepository;
  notices: ReportNotices;
  log: Logger;
  now?: () => Date;
  /** Subscribers per page (tests make it small). */
  batch?: number;
}

export type AlertsService = ReturnType<typeof createAlertsService>;

/**
 * Nearby alerts: each user's radius (1 to 25 km, default 5) around a point they chose, and the fan-out of
 * a new report to every subscriber whose circle holds it. The fan-out starts as soon as the report is
 * stored and runs beside the request, so the reporter is not kept waiting by thousands of inserts.
 */
export function createAlertsService({
  alerts,
  notices,
  log,
  now = () => new Date(),
  batch = ALERT_BATCH,
}: AlertsServiceDeps) {
  const running = new Set<Promise<unknown>>();

  /** Notifies every enabled subscriber (not the reporter) within their own radius; answers how many. */
  async function announce(report: PetReportDoc): Promise<number> {
    const point = report.location;
    if (!point || !report.isActive) return 0;
    const at = now();
    let sent = 0;
    let after: ObjectId | null = null;
    for (;;) {
      const page = await alerts.within(point, ALERT_RADIUS_MAX_KM, report.userId, after, batch);
      if (page.length === 0) break;
      const inside = page.filter((sub) => distanceKm(point, sub.location) <= sub.radiusKm).map((sub) => sub.userId);
      if (inside.length > 0) sent += await notices.nearby(report, inside, at);
      if (page.length < batch) break;
      after = page[page.length - 1]!._id;
    }
    return sent;
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

    announce,

    /** Starts `announce` beside the request; a failure is logged (the report stands). */
    announceLater(report: PetReportDoc): void {
      const task = announce(report)
        .catch((error: unknown) =>
          log.warn('pet report alerts failed', {
            reportId: report._id.toHexString(),
            err: error instanceof Error ? error.message : String(error),
          }),
        )
        .finally(() => running.delete(task));
      running.add(task);
    },

    /** Resolves once every fan-out started so far has finished (tests, graceful stops). */
    async idle(): Promise<void> {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
