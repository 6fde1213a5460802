/**
 * The owner-provider inbox (issue 20 item 1, docs/decisions/085): one conversation per pet owner and provider
 * (vet, sitter, trainer, stylist), its messages, read receipts and reports. Dates are ISO instants.
 */
import * as z from 'zod/mini';
import { FlagReason } from './community/moderation';
import { ImageId, ImageRef } from './images';
import { ObjectIdString } from './platform';

/** The providers an owner can message; `providerId` is the provider's role record id (what cards show). */
export const MESSAGE_PROVIDER_KINDS = ['vet', 'sitter', 'trainer', 'stylist'] as const;
export const MessageProviderKind = z.enum(MESSAGE_PROVIDER_KINDS, {
  error: 'Please choose a vet, sitter, trainer or stylist.',
});
export type MessageProviderKind = z.infer<typeof MessageProviderKind>;

/** A message's text: 1 to 2,000 characters after trimming. */
export const MESSAGE_TEXT_MAX = 2000;
/** How many photos one message may carry (decision 098). */
export const MESSAGE_PHOTOS_MAX = 4;
/** What the conversation list (and the bell) shows for a message of photos without text. */
export const MESSAGE_PHOTO_PREVIEW = 'Photo';
/** How many messages one page of a thread holds. */
export const MESSAGE_PAGE_SIZE = 30;
/** What both members read in place of a message an admin hid (docs/decisions/099). */
export const MESSAGE_REMOVED_TEXT = 'This message was removed.';
/** An unread message waits this long before its conversation is emailed (once per unread stretch). */
export const MESSAGE_EMAIL_DELAY_MS = 15 * 60 * 1000;

export const messageMessages = {
  text: `Please write a message of 1 to ${MESSAGE_TEXT_MAX} characters.`,
  notFound: 'We could not find this conversation.',
  bookingNotFound: 'We could not find this booking.',
  messageNotFound: 'We could not find this message.',
  providerNotFound: 'We could not find this provider.',
  ownersOnly: 'Only pet owners can start a conversation with a provider.',
  self: 'You cannot message yourself.',
  rateLimited: 'You are sending messages too quickly. Please wait a moment.',
  ownMessage: 'You cannot report your own message.',
  alreadyReported: 'You have already reported this message.',
  idempotencyKey: 'Please send an Idempotency-Key header with a message.',
  photos: `You can attach up to ${MESSAGE_PHOTOS_MAX} photos to a message.`,
} as const;

/** POST /api/messages/conversations: opens the conversation with a provider, or answers the existing one. */
export const OpenConversationInput = z.strictObject({
  providerKind: MessageProviderKind,
  providerId: ObjectIdString,
});
export type OpenConversationInput = z.input<typeof OpenConversationInput>;

/**
 * POST /api/messages/conversations/for-booking: the conversation of a booking's owner and provider, opened by
 * either of them from the booking's row (docs/decisions/095). Anyone else gets 404 as for a booking that does
 * not exist.
 */
export const OpenBookingConversationInput = z.strictObject({
  bookingKind: MessageProviderKind,
  bookingId: ObjectIdString,
});
export type OpenBookingConversationInput = z.input<typeof OpenBookingConversationInput>;

/**
 * POST /api/messages/conversations/:id/messages: text, photos (uploaded through POST /api/images, up to 4), or
 * both; text may be empty only when there is a photo (the service checks it, decision 098).
 */
export const SendMessageInput = z.strictObject({
  text: z._default(
    z.string({ error: messageMessages.text }).check(z.trim(), z.maxLength(MESSAGE_TEXT_MAX, messageMessages.text)),
    '',
  ),
  photoIds: z._default(
    z.array(ImageId, { error: messageMessages.photos }).check(z.maxLength(MESSAGE_PHOTOS_MAX, messageMessages.photos)),
    [],
  ),
});
export type SendMessageInput = z.input<typeof SendMessageInput>;

/** POST /api/messages/conversations/:id/messages/:messageId/report (to the admin's flag queue). */
export const FlagMessageInput = z.strictObject({
  reason: FlagReason,
  note: z._default(z.string().check(z.trim(), z.maxLength(300, 'Please keep the note under 300 characters.')), ''),
});
export type FlagMessageInput = z.input<typeof FlagMessageInput>;

export const ConversationParams = z.strictObject({ id: ObjectIdString });
export const ConversationMessageParams = z.strictObject({ id: ObjectIdString, messageId: ObjectIdString });
/** GET .../messages?before=<message id>: the page of older messages (newest page without it). */
export const MessagePageQuery = z.strictObject({ before: z.optional(ObjectIdString) });

/**
 * The other participant as a conversation shows them: name only until the pair has an accepted booking,
 * request or appointment (`contactShared`); phone and email after it.
 */
export const ConversationParty = z.object({
  userId: z.string(),
  name: z.string(),
  role: z.enum(['owner', 'provider']),
  providerKind: z.nullable(MessageProviderKind),
  avatarUrl: z.nullable(z.string()),
  contactShared: z.boolean(),
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
});
export type ConversationParty = z.infer<typeof ConversationParty>;

export const ChatMessage = z.object({
  id: z.string(),
  conversationId: z.string(),
  senderId: z.string(),
  /** Empty when the message is only photos. */
  text: z.string(),
  /** Contact details were hidden in it (sent before acceptance). */
  masked: z.boolean(),
  /** An admin hid it: `text` is MESSAGE_REMOVED_TEXT and nothing else of it is served (docs/decisions/099). */
  removed: z.boolean(),
  /** Its photos (private images: only the two participants can load them, decision 098). */
  photos: z._default(z.array(ImageRef), []),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

export const ConversationSummary = z.object({
  id: z.string(),
  other: ConversationParty,
  lastMessage: z.nullable(ChatMessage),
  lastActivityAt: z.string(),
  /** Messages from the other participant the user has not read. */
  unreadCount: z.number(),
  /** When the other participant last read the conversation ("Seen" on the user's messages up to it). */
  otherLastReadAt: z.nullable(z.string()),
});
export type ConversationSummary = z.infer<typeof ConversationSummary>;

/** GET /api/messages/conversations: the user's conversations, newest activity first. */
export const ConversationList = z.object({
  conversations: z.array(ConversationSummary),
  /** Conversations with unread messages. */
  unreadConversations: z.number(),
});
export type ConversationList = z.infer<typeof ConversationList>;

/** GET .../messages: oldest first within the page; `nextBefore` pages to older ones (null at the start). */
export const MessagePage = z.object({
  messages: z.array(ChatMessage),
  nextBefore: z.nullable(z.string()),
});
export type MessagePage = z.infer<typeof MessagePage>;

/** POST .../read answers when the reader's receipt was stored. */
export const ConversationReadAnswer = z.object({ readAt: z.string() });
export type ConversationReadAnswer = z.infer<typeof ConversationReadAnswer>;
/** POST .../messages/:messageId/report answers this. */
export const MessageReported = z.object({ reported: z.literal(true) });
export type MessageReported = z.infer<typeof MessageReported>;

/** The live stream's `message` event: a new message in one of the user's conversations. */
export const MessageEvent = z.object({ conversationId: z.string(), message: ChatMessage });
export type MessageEvent = z.infer<typeof MessageEvent>;
/**
 * The live stream's `message-removed` event: an admin hid a message of one of the user's conversations; `message`
 * is what members now read (removed, MESSAGE_REMOVED_TEXT) and replaces the one with its id.
 */
export const MessageRemovedEvent = MessageEvent;
export type MessageRemovedEvent = MessageEvent;
/** The live stream's `conversation-read` event: when each participant last read the conversation. */
export const ConversationReadEvent = z.object({
  conversationId: z.string(),
  reads: z.array(z.object({ userId: z.string(), readAt: z.nullable(z.string()) })),
});
export type ConversationReadEvent = z.infer<typeof ConversationReadEvent>;

/** A message's one-line preview (conversation list, bell, email): its text, or "Photo" when it has none. */
export const messagePreviewText = (message: Pick<ChatMessage, 'text' | 'photos'>) =>
  message.text || (message.photos.length > 0 ? MESSAGE_PHOTO_PREVIEW : '');

/** Where a conversation lives in the site. */
export const conversationPath = (id: string) => `/messages/${id}`;
