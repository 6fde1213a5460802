/**
 * The navbar bell: a user's notifications, their read state, Clear All and the live stream (spec sections
 * 2, 3, 4, 7 and 8). Dates are ISO instants; ids are 24 hex characters.
 */
import * as z from 'zod/mini';

/** Spec section 3's seven report types: their items open the pet report (`/pet-report/<reportId>`) when clicked. */
const REPORT_TYPES = [
  'pet_report',
  'new_message_on_report',
  'new_comment_on_report',
  'report_marked_seen',
  'flyer_generated',
  'report_deleted',
  'report_updated',
] as const;

/**
 * The report types, plus the vet area's teleconsultation payment notices, care's booking
 * notices, the to-do list's due reminders, PawfectMatch's playdate requests, adoption's applications and the
 * shop's order status changes.
 */
export const NOTIFICATION_TYPES = [
  ...REPORT_TYPES,
  'appointment_payment',
  'care_booking',
  'todo_due',
  'playdate_request',
  'playdate_accepted',
  'adoption_application',
  'adoption_accepted',
  'adoption_declined',
  'order_status',
  'post_comment',
  'comment_reply',
  'post_like',
  'report_card',
  'rate_booking',
  'message',
] as const;
export const NotificationType = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof NotificationType>;

/** The types whose item opens its pet report (`/pet-report/<reportId>`) when clicked. */
export const REPORT_NOTIFICATION_TYPES: readonly NotificationType[] = REPORT_TYPES;

/**
 * Report items (spec section 3's synthetic notifications, docs/decisions/075): other users' active reports
 * as bell items, id `pet-report-<report id>`, type pet_report, their read state kept by the server.
 */
export const SYNTHETIC_REPORT_ID_PREFIX = 'pet-report-';

/** A notification's id, or a report item's (`pet-report-<report id>`). */
export const NotificationId = z.string().check(z.regex(/^(pet-report-)?[a-f0-9]{24}$/i, 'Must be a valid id.'));

/**
 * The kinds of notice a user can mute in their settings (docs/decisions/082), each a set of types. Report
 * notices are not here: the nearby-alert settings turn those off.
 */
export const NOTICE_KINDS = ['comments', 'replies', 'likes', 'requests', 'orders', 'report_cards'] as const;
export const NoticeKind = z.enum(NOTICE_KINDS);
export type NoticeKind = z.infer<typeof NoticeKind>;

export const NOTICE_KIND_TYPES: Readonly<Record<NoticeKind, readonly NotificationType[]>> = {
  comments: ['post_comment'],
  replies: ['comment_reply'],
  likes: ['post_like'],
  requests: [
    'care_booking',
    'playdate_request',
    'playdate_accepted',
    'adoption_application',
    'adoption_accepted',
    'adoption_declined',
    'rate_booking',
  ],
  orders: ['order_status'],
  report_cards: ['report_card'],
};

/** The kind a notification type belongs to, or null when it cannot be muted. */
export function noticeKindOf(type: NotificationType): NoticeKind | null {
  return NOTICE_KINDS.find((kind) => NOTICE_KIND_TYPES[kind].includes(type)) ?? null;
}

/** GET and PUT /api/notifications/preferences: the kinds the user has muted. */
export const NoticePreferences = z.strictObject({
  muted: z
    .array(NoticeKind, { error: 'Please choose among the kinds of notice shown.' })
    .check(z.maxLength(NOTICE_KINDS.length, 'Please choose among the kinds of notice shown.')),
});
export type NoticePreferences = z.infer<typeof NoticePreferences>;

/** Spec section 7: the panel shows the newest 10 after the latest Clear All. */
export const NOTIFICATION_LIST_LIMIT = 10;
/** How many ids one Mark-as-read call may carry (the panel sends at most its 10). */
export const MARK_READ_MAX_IDS = 100;

/** API messages; the panel itself shows none (spec section 8: failures are only logged). */
export const notificationMessages = {
  notFound: 'We could not find that notification.',
  ids: `Please send between 1 and ${MARK_READ_MAX_IDS} notification ids.`,
  title: 'A notification needs a title of at most 200 characters.',
  message: 'A notification needs a message of at most 2000 characters.',
} as const;

export const PetReportStatus = z.enum(['lost', 'found']);
export type PetReportStatus = z.infer<typeof PetReportStatus>;

/** Spec section 3's metadata (report_id, message_preview, pet_name, status, pet_picture_url), plus the vet's. */
export const NotificationMetadata = z.object({
  reportId: z.optional(z.string()),
  messagePreview: z.optional(z.string()),
  /** May be empty: the panel then shows "Unknown". */
  petName: z.optional(z.string()),
  status: z.optional(PetReportStatus),
  petPictureUrl: z.optional(z.string()),
  /** appointment_payment notices: the vet appointment the payment is for. */
  appointmentId: z.optional(z.string()),
  /**
   * care_booking and report_card notices: the sitter booking request they are about; rate_booking notices: the
   * care booking (sitter request, training session or grooming appointment, docs/decisions/095).
   */
  bookingRequestId: z.optional(z.string()),
  /** todo_due reminders: the to-do task that fell due. */
  taskId: z.optional(z.string()),
  /** playdate_request and playdate_accepted notices: the PawfectMatch request they are about. */
  playdateRequestId: z.optional(z.string()),
  /** adoption_* notices: the adoption listing they are about (/become-pet-parent/<listingId>). */
  listingId: z.optional(z.string()),
  /** order_status notices: the shop order whose status changed (/order-confirmation/<orderId>). */
  orderId: z.optional(z.string()),
  /** post_comment, comment_reply and post_like notices: the community post (/community/post/<postId>). */
  postId: z.optional(z.string()),
  /** message notices: the conversation (/messages/<conversationId>, docs/decisions/085). */
  conversationId: z.optional(z.string()),
});
export type NotificationMetadata = z.infer<typeof NotificationMetadata>;

export const NotificationItem = z.object({
  id: z.string(),
  type: NotificationType,
  title: z.string(),
  message: z.string(),
  createdAt: z.iso.datetime(),
  relatedReportId: z.nullable(z.string()),
  metadata: NotificationMetadata,
  /** Derived per user from user_notification_reads. */
  isRead: z.boolean(),
});
export type NotificationItem = z.infer<typeof NotificationItem>;

/**
 * GET /api/notifications: the newest 10 after the latest Clear All, newest first, the user's report items and
 * the exact unread count (the bell's badge shows exactly this).
 */
export const NotificationList = z.object({
  notifications: z.array(NotificationItem),
  /**
   * Other users' active reports after the latest Clear All, newest first, at most 20: those within the user's
   * nearby-alert radius when their alert location is saved; none a pet_report notification of theirs names.
   */
  reportItems: z.array(NotificationItem),
  /** Every unread notification after the latest Clear All, not only those listed, plus the unread report items. */
  unreadCount: z.number(),
});
export type NotificationList = z.infer<typeof NotificationList>;

/** POST /api/notifications/read: one or many of the user's own notifications or report items. */
export const MarkNotificationsReadInput = z.strictObject({
  ids: z
    .array(NotificationId, { error: notificationMessages.ids })
    .check(z.minLength(1, notificationMessages.ids), z.maxLength(MARK_READ_MAX_IDS, notificationMessages.ids)),
});
export type MarkNotificationsReadInput = z.infer<typeof MarkNotificationsReadInput>;

/** What POST /read, /read-all and /clear answer: the unread count after the change. */
export const NotificationsUpdated = z.object({ unreadCount: z.number() });
export type NotificationsUpdated = z.infer<typeof NotificationsUpdated>;

/** GET /api/notifications/stream (Server-Sent Events): the event names. */
export const NOTIFICATION_STREAM_EVENTS = {
  notification: 'notification',
  unread: 'unread',
  report: 'report',
  /** A new message in one of the user's conversations (docs/decisions/085). */
  message: 'message',
  /** The other participant read a conversation ("Seen"). */
  conversationRead: 'conversation-read',
  /** An admin hid a message of one of the user's conversations (docs/decisions/099). */
  messageRemoved: 'message-removed',
} as const;

/** The `notification` event's data: a new notification for the user (unread). */
export const NotificationEvent = NotificationItem;
export type NotificationEvent = NotificationItem;

/**
 * The `unread` event's data, sent on connect and whenever the user's notifications, reads, Clear All or
 * report items change (in any tab or API process): the exact count, the latest Clear All (items at or before
 * it are hidden) and which of the newest 10 and of the report items are unread (the rest of them are read).
 */
export const UnreadEvent = z.object({
  unreadCount: z.number(),
  clearedAt: z.nullable(z.iso.datetime()),
  unreadIds: z.array(z.string()),
});
export type UnreadEvent = z.infer<typeof UnreadEvent>;
