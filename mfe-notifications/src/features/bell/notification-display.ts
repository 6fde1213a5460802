import { type IconName } from '@petpal/design-system';
import { type NotificationItem, type NotificationType, REPORT_NOTIFICATION_TYPES } from '@petpal/api/contracts';

/** Spec section 2: an icon per type, the bell for any other. */
const ICONS: Partial<Record<NotificationType, IconName>> = {
  pet_report: 'paw',
  new_message_on_report: 'phone',
  new_comment_on_report: 'list',
  report_marked_seen: 'eye',
  flyer_generated: 'clipboard',
  report_deleted: 'close',
  report_updated: 'info',
  appointment_payment: 'calendar',
  care_booking: 'home',
};

export function notificationIcon(type: string): IconName {
  return ICONS[type as NotificationType] ?? 'bell';
}

/**
 * Where clicking the item goes: its pet report, for report types that name one (a deleted report has no
 * page); a message opens the report's messages (spec section 2: `?openMessages=true`).
 */
export function notificationHref(item: NotificationItem): string | null {
  if (!REPORT_NOTIFICATION_TYPES.includes(item.type) || item.type === 'report_deleted') return null;
  const reportId = item.relatedReportId ?? item.metadata.reportId;
  if (!reportId) return null;
  const path = `/pet-report/${encodeURIComponent(reportId)}`;
  return item.type === 'new_message_on_report' ? `${path}?openMessages=true` : path;
}

/** Report types name their pet; an empty name shows as Unknown (spec section 2). */
export function petNameOf(item: NotificationItem): string | null {
  if (!REPORT_NOTIFICATION_TYPES.includes(item.type)) return null;
  return item.metadata.petName?.trim() || 'Unknown';
}
