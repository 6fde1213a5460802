import { NOTIFICATION_PANEL_LIMIT, type NotificationItem, type NotificationList } from '@petpal/contracts';

/**
 * Spec sections 3 and 4: the bell also lists other users' active pet reports as report items (id prefix
 * pet-report-, type pet_report). The server builds them and keeps their read state (docs/decisions/075),
 * so clicking one, Mark all read and Clear All hold across reloads and tabs like any notification's.
 *
 * What the panel lists: the notifications and the report items (none for a report a listed pet_report
 * notification names, one that arrived live since the list was fetched), newest first, at most 15 in all
 * (spec section 9). The badge does not count these: it shows the server's count.
 */
export function panelItems(list: Pick<NotificationList, 'notifications' | 'reportItems'>): NotificationItem[] {
  const named = new Set(
    list.notifications.filter((n) => n.type === 'pet_report' && n.relatedReportId).map((n) => n.relatedReportId),
  );
  const reportItems = list.reportItems.filter((item) => !named.has(item.relatedReportId));
  return [...list.notifications, ...reportItems]
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .slice(0, NOTIFICATION_PANEL_LIMIT);
}
