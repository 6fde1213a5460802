import { type IconName } from '@petpal/design-system';
import { type NotificationItem, type NotificationType, REPORT_NOTIFICATION_TYPES } from '@petpal/contracts';

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
  todo_due: 'check',
  adoption_application: 'user',
  adoption_accepted: 'star',
  adoption_declined: 'search',
  playdate_request: 'heart',
  playdate_accepted: 'map-pin',
  order_status: 'package',
  post_comment: 'message',
  comment_reply: 'reply',
  post_like: 'thumbs-up',
  report_card: 'report-card',
  rate_booking: 'smile',
  message: 'chat',
};

export function notificationIcon(type: string): IconName {
  return ICONS[type as NotificationType] ?? 'bell';
}

/** A comment, a reply or likes open the community post they are about. */
const POST_TYPES: readonly NotificationType[] = ['post_comment', 'comment_reply', 'post_like'];

const ADOPTION_TYPES: readonly NotificationType[] = ['adoption_application', 'adoption_accepted', 'adoption_declined'];

/** Care notices open the care bookings on /appointments (a provider finds the way to their practice there). */
const CARE_TYPES: readonly NotificationType[] = ['care_booking', 'report_card', 'rate_booking'];

/**
 * A sitter booking's notice opens its booking (`?booking=`, where Rate is offered); a report card's notice opens
 * the booking's report cards (`?reportCards=`).
 */
function careHref(item: NotificationItem): string {
  const id = item.metadata.bookingRequestId;
  if (!id) return '/appointments';
  const key = item.type === 'report_card' ? 'reportCards' : 'booking';
  return `/appointments?${key}=${encodeURIComponent(id)}`;
}

/** Adoption notices open their listing (its applications, for the lister; the contact, for the adopter). */
const adoptionHref = (item: NotificationItem) =>
  item.metadata.listingId ? `/become-pet-parent/${encodeURIComponent(item.metadata.listingId)}` : null;

/**
 * Where clicking the item goes: its pet report, for report types that name one (a deleted report has no
 * page); a message opens the report's messages (spec section 2: `?openMessages=true`); a to-do reminder opens
 * the to-do list; a playdate notice opens PawfectMatch's requests; a post's notice opens the post; an order's status change opens the order;
 * a care notice opens the care bookings; a message notice opens its conversation (085).
 */
export function notificationHref(item: NotificationItem): string | null {
  if (item.type === 'todo_due') return '/todo';
  if (CARE_TYPES.includes(item.type)) return careHref(item);
  if (item.type === 'message') {
    return item.metadata.conversationId ? `/messages/${encodeURIComponent(item.metadata.conversationId)}` : null;
  }
  if (item.type === 'order_status') {
    return item.metadata.orderId ? `/order-confirmation/${encodeURIComponent(item.metadata.orderId)}` : null;
  }
  if (item.type === 'playdate_request' || item.type === 'playdate_accepted') return '/pawfectmatch?tab=requests';
  if (POST_TYPES.includes(item.type)) {
    return item.metadata.postId ? `/community/post/${encodeURIComponent(item.metadata.postId)}` : null;
  }
  if (ADOPTION_TYPES.includes(item.type)) return adoptionHref(item);
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
