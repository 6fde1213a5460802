/**
 * The admin's queue of reported messages (issue 20, docs/decisions/085 and 099): one row per reported message
 * with its reports, the conversation around it, and Dismiss or Hide. Admins see a hidden message's text; its
 * members read MESSAGE_REMOVED_TEXT.
 */
import * as z from 'zod/mini';
import { adminMessages } from './admin';
import { FlagReason } from './community/moderation';
import { ImageId, ImageRef } from './images';
import { MessageProviderKind } from './messages';
import { ObjectIdString } from './platform';

/** Open reports wait for a decision; closed ones were dismissed or their message hidden. */
export const MESSAGE_FLAG_STATUSES = ['open', 'closed'] as const;
/** How many messages the excerpt shows on each side of the reported one. */
export const MESSAGE_EXCERPT_SIDE = 3;

/** GET /api/admin/message-flags?status=open|closed (open by default). */
export const MessageFlagQueueQuery = z.strictObject({
  status: z._default(z.enum(MESSAGE_FLAG_STATUSES, { error: adminMessages.messageFlagStatus }), 'open'),
});
export type MessageFlagQueueQuery = z.input<typeof MessageFlagQueueQuery>;
export const MessageFlagParams = z.strictObject({ messageId: ObjectIdString });
/** A width is any positive number of pixels: the nearest stored one is served. */
export const MessageFlagPhotoParams = z.strictObject({
  messageId: ObjectIdString,
  imageId: ImageId,
  width: z.coerce.number().check(z.int(), z.positive(), z.lte(4096)),
});

/** A conversation member as the admin sees them: display name and side, never a contact detail. */
export const ConversationMember = z.object({
  userId: z.string(),
  name: z.string(),
  role: z.enum(['owner', 'provider']),
  providerKind: z.nullable(MessageProviderKind),
});
export type ConversationMember = z.infer<typeof ConversationMember>;

/** A message as the admin sees it: its text even when hidden. */
export const ModeratedMessage = z.object({
  id: z.string(),
  senderId: z.string(),
  text: z.string(),
  createdAt: z.string(),
  hidden: z.boolean(),
  /** Its photos (private to its members); the admin loads them through `moderatedPhotoUrl`. */
  photos: z.array(ImageRef),
});
export type ModeratedMessage = z.infer<typeof ModeratedMessage>;

export const MessageReport = z.object({
  reason: FlagReason,
  note: z.string(),
  reportedAt: z.string(),
  reporterName: z.string(),
});
export type MessageReport = z.infer<typeof MessageReport>;

/** One row per reported message: its reports (newest first) and whether they wait, were dismissed or hid it. */
export const MessageFlagRow = z.object({
  messageId: z.string(),
  conversationId: z.string(),
  status: z.enum(['open', 'dismissed', 'hidden']),
  reportCount: z.number(),
  lastReportedAt: z.string(),
  reports: z.array(MessageReport),
  message: ModeratedMessage,
  sender: ConversationMember,
});
export type MessageFlagRow = z.infer<typeof MessageFlagRow>;

/** GET /api/admin/message-flags: newest report first. */
export const MessageFlagQueue = z.object({ items: z.array(MessageFlagRow) });
export type MessageFlagQueue = z.infer<typeof MessageFlagQueue>;

/** GET /api/admin/message-flags/:messageId: the reported message with up to 3 messages before and after it. */
export const MessageFlagExcerpt = z.object({
  messageId: z.string(),
  conversationId: z.string(),
  /** The pet owner first, then the provider. */
  members: z.array(ConversationMember),
  /** Oldest first; the reported message is the one with `messageId`. */
  messages: z.array(ModeratedMessage),
});
export type MessageFlagExcerpt = z.infer<typeof MessageFlagExcerpt>;

/**
 * GET /api/admin/message-flags/:messageId/photos/:imageId/:width: a photo of a message in the excerpt of reported
 * message `messageId`, for admins only (the members' own address, `imageUrl`, admits only the two members).
 */
export const moderatedPhotoUrl = (reportedMessageId: string, imageId: string, width: number) =>
  `/api/admin/message-flags/${reportedMessageId}/photos/${imageId}/${width}`;
