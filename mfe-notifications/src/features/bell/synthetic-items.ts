import { atom } from 'jotai';
import {
  NOTIFICATION_PANEL_LIMIT,
  type NotificationItem,
  type PetReport,
  SYNTHETIC_REPORT_ID_PREFIX,
} from '@petpal/contracts';

/**
 * Spec sections 3 and 4: the bell also lists other users' active pet reports as synthetic items (id prefix
 * pet-report-, type pet_report). They are unread until dismissed (clicked, Mark all read, Clear All), and
 * the dismissal is held in memory only: a reload shows them unread again.
 */

export const syntheticId = (reportId: string) => `${SYNTHETIC_REPORT_ID_PREFIX}${reportId}`;
export const isSynthetic = (item: Pick<NotificationItem, 'id'>) => item.id.startsWith(SYNTHETIC_REPORT_ID_PREFIX);

/** Per user: the synthetic items dismissed, and the last Clear All (older report items are hidden). */
export interface Dismissals {
  ids: readonly string[];
  clearedAt: string | null;
}

const NONE: Dismissals = { ids: [], clearedAt: null };

/** In the page's jotai store only, so it outlives the panel but not a reload. */
export const dismissalsAtom = atom<Readonly<Record<string, Dismissals>>>({});

export const dismissalsOf = (all: Readonly<Record<string, Dismissals>>, userId: string) => all[userId] ?? NONE;

export function withDismissed(current: Dismissals, ids: readonly string[], clearedAt?: string): Dismissals {
  return { ids: [...new Set([...current.ids, ...ids])], clearedAt: clearedAt ?? current.clearedAt };
}

/** A report as a bell item: "Lost pet reported", the pet and where. */
export function toSyntheticItem(report: PetReport, isRead: boolean): NotificationItem {
  const name = report.petName.trim() || (report.status === 'lost' ? 'A lost pet' : 'A found pet');
  return {
    id: syntheticId(report.id),
    type: 'pet_report',
    title: report.status === 'lost' ? 'Lost pet reported' : 'Found pet reported',
    message: report.locationAddress ? `${name} near ${report.locationAddress}` : report.description,
    createdAt: report.createdAt,
    relatedReportId: report.id,
    metadata: {
      reportId: report.id,
      petName: report.petName,
      status: report.status,
      ...(report.petPictureUrl ? { petPictureUrl: report.petPictureUrl } : {}),
    },
    isRead,
  };
}

/**
 * What the panel lists: the notifications and a synthetic item per other user's active report (none for a
 * report a pet_report notification already names, none older than the last Clear All), newest first, at
 * most 15 in all (spec section 9).
 */
export function panelItems(
  notifications: readonly NotificationItem[],
  reports: readonly PetReport[],
  dismissals: Dismissals,
): NotificationItem[] {
  const named = new Set(
    notifications.filter((n) => n.type === 'pet_report' && n.relatedReportId).map((n) => n.relatedReportId),
  );
  const clearedAt = dismissals.clearedAt ? Date.parse(dismissals.clearedAt) : null;
  const dismissed = new Set(dismissals.ids);
  const synthetic = reports
    .filter((report) => report.isActive && !report.isMine && !named.has(report.id))
    .filter((report) => clearedAt === null || Date.parse(report.createdAt) > clearedAt)
    .map((report) => toSyntheticItem(report, dismissed.has(syntheticId(report.id))));
  return [...notifications, ...synthetic]
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .slice(0, NOTIFICATION_PANEL_LIMIT);
}
