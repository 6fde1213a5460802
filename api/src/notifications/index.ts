/**
 * The notifications area's public facade: the only module other areas import from notifications. Other
 * areas send notifications through `createNotificationsArea(deps).service`; the collections stay behind it.
 */
export {
  createNotificationsArea,
  prepareNotificationsArea,
  type NotificationsArea,
  type NotificationsAreaOptions,
  type NotificationsService,
} from './notifications-area';
export type { NewNotification } from './inbox/notifications.service';
export { derivedNotificationId } from './inbox/derived-id';
export type { Acceptance, BookingParties, ConversationPair } from './messages/messages.service';
export { notificationsSeeder } from './notifications.seed';
