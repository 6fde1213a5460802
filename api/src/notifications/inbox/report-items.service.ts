import { ObjectId } from 'mongodb';
import { type NotificationItem, PET_REPORT_FEED_LIMIT, SYNTHETIC_REPORT_ID_PREFIX } from '@petpal/contracts';
import type { AlertsRepository } from '../reports/alerts.repository';
import { reportPhotoUrl } from '../reports/report-view';
import type { PetReportDoc, ReportsRepository } from '../reports/reports.repository';
import type { NotificationsRepository } from './notifications.repository';
import type { ReportItemReadsRepository } from './report-item-reads.repository';

/** A report item's id: the spec's synthetic prefix and the report's id. */
export const reportItemId = (reportId: ObjectId) => `${SYNTHETIC_REPORT_ID_PREFIX}${reportId.toHexString()}`;

/** The report a report item's id names (lower-case hex), or null for a notification's id. */
export function reportIdOf(id: string): ObjectId | null {
  if (!id.startsWith(SYNTHETIC_REPORT_ID_PREFIX)) return null;
  const hex = id.slice(SYNTHETIC_REPORT_ID_PREFIX.length);
  return ObjectId.isValid(hex) && hex.length === 24 ? new ObjectId(hex) : null;
}

/** A report as a bell item: "Lost pet reported", the pet and where. */
export function toReportItem(doc: PetReportDoc, isRead: boolean): NotificationItem {
  const reportId = doc._id.toHexString();
  const name = doc.petName.trim() || (doc.status === 'lost' ? 'A lost pet' : 'A found pet');
  const picture = reportPhotoUrl(doc);
  return {
    id: reportItemId(doc._id),
    type: 'pet_report',
    title: doc.status === 'lost' ? 'Lost pet reported' : 'Found pet reported',
    message: doc.locationAddress ? `${name} near ${doc.locationAddress}` : doc.description,
    createdAt: doc.createdAt.toISOString(),
    relatedReportId: reportId,
    metadata: {
      reportId,
      petName: doc.petName,
      status: doc.status,
      ...(picture ? { petPictureUrl: picture } : {}),
    },
    isRead,
  };
}

/** What the inbox asks of report items; `NO_REPORT_ITEMS` when the bell is built without reports (tests). */
export interface ReportItems {
  /** The user's report items after `clearedAt`, newest first, with their read state. */
  list(userId: ObjectId, clearedAt: Date | null): Promise<NotificationItem[]>;
  /** Records reads of report items (callers pass only the user's own report items' reports). */
  markRead(userId: ObjectId, reportIds: readonly ObjectId[], at: Date): Promise<void>;
}

export const NO_REPORT_ITEMS: ReportItems = {
  list: () => Promise.resolve([]),
  markRead: () => Promise.resolve(),
};

export interface ReportItemsDeps {
  reports: Pick<ReportsRepository, 'activeForBell'>;
  alerts: Pick<AlertsRepository, 'find'>;
  notifications: Pick<NotificationsRepository, 'reportsNamed'>;
  reads: Pick<ReportItemReadsRepository, 'readAmong' | 'markRead'>;
}

/**
 * The bell's report items (docs/decisions/075): other users' active reports created after the latest Clear
 * All, newest first, at most the feed's 20; within the user's nearby-alert radius when their alert settings
 * hold a location (whether alerts are on or not), the newest anywhere otherwise; without a report one of the
 * user's pet_report notifications already names. Read state per user in user_report_item_reads.
 */
export function createReportItems({ reports, alerts, notifications, reads }: ReportItemsDeps): ReportItems {
  return {
    async list(userId, clearedAt) {
      const settings = await alerts.find(userId);
      const near = settings?.location ? { location: settings.location, radiusKm: settings.radiusKm } : null;
      const docs = await reports.activeForBell(userId, clearedAt, near, PET_REPORT_FEED_LIMIT);
      const ids = docs.map((doc) => doc._id);
      const [named, read] = await Promise.all([notifications.reportsNamed(userId, ids), reads.readAmong(userId, ids)]);
      return docs
        .filter((doc) => !named.has(doc._id.toHexString()))
        .map((doc) => toReportItem(doc, read.has(doc._id.toHexString())));
    },
    markRead: (userId, reportIds, at) => reads.markRead(userId, reportIds, at),
  };
}
