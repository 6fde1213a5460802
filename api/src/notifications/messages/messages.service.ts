import { ObjectId } from 'mongodb';
import {
  conversationPath,
  MESSAGE_EMAIL_DELAY_MS,
  MESSAGE_PAGE_SIZE,
  MESSAGE_REMOVED_TEXT,
  messageMessages,
  messagePreviewText,
  type ChatMessage,
  type ConversationList,
  type ConversationParty,
  type ConversationSummary,
  type MessagePage,
  type MessageProviderKind,
  type FlagMessageInput,
  type SessionUser,
} from '@petpal/contracts';
import type { ImagesService } from '../../images';
import type { AuthFacade } from '../../auth';
import { Conflict, Forbidden, Invalid, NotFound } from '../../errors';
import type { RateLimiter } from '../../lib/rate-limit';
import type { Mailer } from '../../lib/mailer';
import { maskContactDetails } from './contact-masking';
import {
  type ConversationDoc,
  type ConversationsRepository,
  otherSide,
  type Side,
  sideOf,
  userOf,
} from './conversations.repository';
import type { MessageDoc, MessagesRepository } from './messages.repository';
import { messagePhotoAccess } from './message-photos';

/** The role record behind each kind of provider. */
export const PROVIDER_ROLE = {
  vet: 'veterinary_doctor',
  sitter: 'pet_sitter',
  trainer: 'pet_trainer',
  stylist: 'pet_stylist',
} as const satisfies Record<MessageProviderKind, string>;

/** The pair whose booking state decides whether contact details are shared. */
export interface ConversationPair {
  ownerUserId: ObjectId;
  providerKind: MessageProviderKind;
  providerUserId: ObjectId;
  providerRecordId: ObjectId;
}

/**
 * Whether the pair has an accepted booking: a sitter request accepted, a training or styling appointment or
 * a vet appointment confirmed (completed ones included). Answered by the care and vet facades (areas.ts).
 */
export type Acceptance = (pair: ConversationPair) => Promise<boolean>;

/** A booking's owner (user id) and provider (role record id), or null when there is no such booking. */
export type BookingParties = (
  kind: MessageProviderKind,
  bookingId: ObjectId,
) => Promise<{ ownerUserId: ObjectId; providerRecordId: ObjectId } | null>;

/** What the inbox needs of the bell: one grouped notice per unread stretch, read with the conversation. */
export interface MessageNotices {
  notifyGrouped(
    userId: ObjectId,
    groupKey: string,
    compose: (count: number) => {
      type: 'message';
      title: string;
      message: string;
      metadata: { conversationId: string };
    },
  ): Promise<boolean>;
  markGroupRead(userId: ObjectId, groupKey: string): Promise<void>;
  /** A hidden message's words leave the notice that quotes them (docs/decisions/099). */
  rewriteGroupText(userId: ObjectId, groupKey: string, from: string, to: string): Promise<void>;
}

export interface MessagesServiceDeps {
  conversations: ConversationsRepository;
  messages: MessagesRepository;
  auth: Pick<AuthFacade, 'users' | 'records'>;
  acceptance: Acceptance;
  /** Who a booking is between: the care and vet facades in areas.ts (docs/decisions/095). */
  bookingParties: BookingParties;
  limiter: RateLimiter;
  /** Message photos are private images of the pipeline (decision 098). */
  images: Pick<ImagesService, 'claimPrivate' | 'releasePrivate'>;
  notices: MessageNotices;
  mailer: Mailer;
  /** The site's origin for emailed links (PUBLIC_URL); a relative link without it. */
  publicUrl?: string;
  now?: () => Date;
  emailDelayMs?: number;
}

const PREVIEW_LENGTH = 120;
const LIST_LIMIT = 50;
const EMAIL_BATCH = 100;

export const preview = (text: string) =>
  text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1)}…` : text;
/** What the list, the bell and the email quote of a conversation's last message (hidden: the removed text). */
const lastText = (last: ConversationDoc['lastMessage']) =>
  !last
    ? ''
    : last.hiddenAt
      ? MESSAGE_REMOVED_TEXT
      : messagePreviewText({ text: last.text, photos: last.photos ?? [] });

export const noticeGroupOf = (conversationId: ObjectId) => `conversation:${conversationId.toHexString()}`;

/** A message as its members read it: one an admin hid is MESSAGE_REMOVED_TEXT and nothing else (099). */
export function toChatMessage(
  doc: Pick<
    MessageDoc,
    '_id' | 'conversationId' | 'senderUserId' | 'text' | 'masked' | 'photos' | 'createdAt' | 'hiddenAt'
  >,
): ChatMessage {
  const removed = Boolean(doc.hiddenAt);
  return {
    id: doc._id.toHexString(),
    conversationId: doc.conversationId.toHexString(),
    senderId: doc.senderUserId.toHexString(),
    text: removed ? MESSAGE_REMOVED_TEXT : doc.text,
    masked: removed ? false : doc.masked,
    removed,
    photos: removed ? [] : (doc.photos ?? []),
    createdAt: doc.createdAt.toISOString(),
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;

/**
 * The owner-provider inbox (docs/decisions/085): opening a conversation, its messages, read receipts,
 * reports, and the reminder emails. Only the two participants see a conversation: anyone else gets the same
 * 404 as for one that does not exist.
 */
export function createMessagesService(deps: MessagesServiceDeps) {
  const { conversations, messages, auth, acceptance, bookingParties, limiter, images, notices, mailer } = deps;
  const now = deps.now ?? (() => new Date());
  const emailDelayMs = deps.emailDelayMs ?? MESSAGE_EMAIL_DELAY_MS;

  async function participantOf(userId: ObjectId, id: ObjectId): Promise<{ doc: ConversationDoc; side: Side }> {
    const doc = await conversations.findById(id);
    const side = doc ? sideOf(doc, userId) : null;
    if (!doc || !side) throw new NotFound(messageMessages.notFound);
    return { doc, side };
  }

  const pairOf = (doc: ConversationDoc): ConversationPair => ({
    ownerUserId: doc.ownerUserId,
    providerKind: doc.providerKind,
    providerUserId: doc.providerUserId,
    providerRecordId: doc.providerRecordId,
  });

  /** The other participant as `viewer` may see them: contact details only once the pair's booking is accepted. */
  async function partyFor(doc: ConversationDoc, viewer: Side): Promise<ConversationParty> {
    const shared = await acceptance(pairOf(doc));
    const other = otherSide(viewer);
    const userId = userOf(doc, other);
    const record =
      other === 'provider'
        ? await auth.records.findById(PROVIDER_ROLE[doc.providerKind], doc.providerRecordId)
        : await auth.records.findByUser('pet_owner', doc.ownerUserId);
    const user = shared ? await auth.users.findById(userId) : null;
    // Before acceptance an owner is known by the short public name ("Asha K."), as in the community.
    const name =
      other === 'provider' || shared
        ? (record?.fullName ?? (await auth.users.publicName(userId)))
        : await auth.users.publicName(userId);
    return {
      userId: userId.toHexString(),
      name,
      role: other,
      providerKind: other === 'provider' ? doc.providerKind : null,
      avatarUrl: record && 'profileImageUrl' in record ? (record.profileImageUrl ?? null) : null,
      contactShared: shared,
      phone: shared ? ((record && 'phoneNumber' in record ? record.phoneNumber : null) ?? user?.phone ?? null) : null,
      email: shared ? (user?.email ?? null) : null,
    };
  }

  async function summaryOf(doc: ConversationDoc, side: Side): Promise<ConversationSummary> {
    const other = otherSide(side);
    const [party, unreadCount] = await Promise.all([
      partyFor(doc, side),
      doc[side].unreadSince ? messages.countFrom(doc._id, userOf(doc, other), doc[side].readAt) : Promise.resolve(0),
    ]);
    const last = doc.lastMessage;
    return {
      id: doc._id.toHexString(),
      other: party,
      lastMessage: last ? toChatMessage({ ...last, _id: last.id, conversationId: doc._id }) : null,
      lastActivityAt: doc.lastActivityAt.toISOString(),
      unreadCount,
      otherLastReadAt: doc[other].readAt?.toISOString() ?? null,
    };
  }

  /** The sender's name in notices and emails. */
  async function senderName(doc: ConversationDoc, side: Side): Promise<string> {
    if (side === 'provider') {
      const record = await auth.records.findById(PROVIDER_ROLE[doc.providerKind], doc.providerRecordId);
      if (record) return record.fullName;
    }
    return auth.users.publicName(userOf(doc, side));
  }

  return {
    /** Opens the pet owner's conversation with a provider, or answers the existing one (idempotent). */
    async open(user: SessionUser, input: { providerKind: MessageProviderKind; providerId: string }) {
      if (user.role !== 'pet_owner') throw new Forbidden(messageMessages.ownersOnly);
      const ownerUserId = new ObjectId(user.id);
      const record = await auth.records.findById(PROVIDER_ROLE[input.providerKind], new ObjectId(input.providerId));
      if (!record || record.verification?.status !== 'verified') throw new NotFound(messageMessages.providerNotFound);
      if (record.userId.equals(ownerUserId)) throw new Invalid(messageMessages.self);
      const provider = await auth.users.findById(record.userId);
      if (!provider || provider.suspension) throw new NotFound(messageMessages.providerNotFound);
      const { doc, created } = await conversations.openOnce(
        { ownerUserId, providerKind: input.providerKind, providerUserId: record.userId, providerRecordId: record._id },
        now(),
      );
      return { conversation: await summaryOf(doc, 'owner'), created };
    },

    /**
     * Opens (or finds) the conversation of a booking's owner and provider for either of them, from the
     * booking's row (docs/decisions/095). Anyone else, and a booking that does not exist, is 404.
     */
    async openForBooking(userId: ObjectId, input: { bookingKind: MessageProviderKind; bookingId: string }) {
      const parties = await bookingParties(input.bookingKind, new ObjectId(input.bookingId));
      const record = parties
        ? await auth.records.findById(PROVIDER_ROLE[input.bookingKind], parties.providerRecordId)
        : null;
      if (!parties || !record) throw new NotFound(messageMessages.bookingNotFound);
      const side: Side | null = parties.ownerUserId.equals(userId)
        ? 'owner'
        : record.userId.equals(userId)
          ? 'provider'
          : null;
      if (!side || parties.ownerUserId.equals(record.userId)) throw new NotFound(messageMessages.bookingNotFound);
      const { doc, created } = await conversations.openOnce(
        {
          ownerUserId: parties.ownerUserId,
          providerKind: input.bookingKind,
          providerUserId: record.userId,
          providerRecordId: record._id,
        },
        now(),
      );
      return { conversation: await summaryOf(doc, side), created };
    },

    async list(userId: ObjectId): Promise<ConversationList> {
      const [docs, unreadConversations] = await Promise.all([
        conversations.ofUser(userId, LIST_LIMIT),
        conversations.countUnread(userId),
      ]);
      const summaries = await Promise.all(docs.map((doc) => summaryOf(doc, sideOf(doc, userId)!)));
      return { conversations: summaries, unreadConversations };
    },

    async get(userId: ObjectId, id: ObjectId): Promise<ConversationSummary> {
      const { doc, side } = await participantOf(userId, id);
      return summaryOf(doc, side);
    },

    /** One page of the thread, oldest first; `nextBefore` is the cursor of the older page. */
    async page(userId: ObjectId, id: ObjectId, before: ObjectId | null): Promise<MessagePage> {
      await participantOf(userId, id);
      const docs = await messages.page(id, before, MESSAGE_PAGE_SIZE + 1);
      const more = docs.length > MESSAGE_PAGE_SIZE;
      const shown = docs.slice(0, MESSAGE_PAGE_SIZE);
      return {
        messages: shown.reverse().map(toChatMessage),
        nextBefore: more && shown[0] ? shown[0]._id.toHexString() : null,
      };
    },

    /**
     * Posts a message (rate limited per user): text, up to 4 photos, or both. Before the pair's booking is
     * accepted, phone numbers and emails in the text are masked. The photos must be the sender's own fresh
     * uploads: they become private to this message (its two participants) before it is written, and are given
     * back when it is not. The recipient's bell gets one notice per unread stretch, rewritten as more arrive.
     */
    async send(
      userId: ObjectId,
      id: ObjectId,
      input: { text: string; photoIds?: readonly string[] },
    ): Promise<ChatMessage> {
      const { doc, side } = await participantOf(userId, id);
      const trimmed = input.text.trim();
      const photoIds = input.photoIds ?? [];
      if (!trimmed && photoIds.length === 0) throw new Invalid(messageMessages.text, { text: messageMessages.text });
      await limiter.consume(userId.toHexString());
      const shared = await acceptance(pairOf(doc));
      const { text, masked } = shared || !trimmed ? { text: trimmed, masked: false } : maskContactDetails(trimmed);
      const recipientSide = otherSide(side);
      const messageId = new ObjectId();
      const access = messagePhotoAccess(messageId);
      const photos = await images.claimPrivate(userId.toHexString(), photoIds, access);
      const message: MessageDoc = {
        _id: messageId,
        conversationId: doc._id,
        senderUserId: userId,
        recipientUserId: userOf(doc, recipientSide),
        text,
        masked,
        ...(photos.length > 0 ? { photos } : {}),
        createdAt: now(),
      };
      try {
        await messages.insert(message);
      } catch (error) {
        await images.releasePrivate(photoIds, access);
        throw error;
      }
      await conversations.posted(
        doc._id,
        recipientSide,
        {
          id: message._id,
          senderUserId: userId,
          text,
          masked,
          ...(message.photos ? { photos } : {}),
          createdAt: message.createdAt,
        },
        emailDelayMs,
      );
      const name = await senderName(doc, side);
      await notices.notifyGrouped(message.recipientUserId, noticeGroupOf(doc._id), (count) => ({
        type: 'message',
        title: count === 1 ? `New message from ${name}` : `${count} new messages from ${name}`,
        message: preview(messagePreviewText({ text, photos })),
        metadata: { conversationId: doc._id.toHexString() },
      }));
      return toChatMessage(message);
    },

    /**
     * Whether `viewer` may see the photos of message `messageId` (the access hook of message photos, decision
     * 098): only the conversation's two participants. Guests and everyone else: no.
     */
    async mayViewPhotos(viewer: SessionUser | null, messageId: string): Promise<boolean> {
      if (!viewer || !ObjectId.isValid(messageId)) return false;
      const message = await messages.findById(new ObjectId(messageId));
      // A message an admin hid shows nothing of itself, its photos included (decision 099).
      if (!message || message.hiddenAt) return false;
      const userId = new ObjectId(viewer.id);
      return message.senderUserId.equals(userId) || message.recipientUserId.equals(userId);
    },

    /** Read receipt: the reader has read everything until now; their bell notice of it is read too. */
    async read(userId: ObjectId, id: ObjectId): Promise<{ readAt: string }> {
      const { side } = await participantOf(userId, id);
      const at = now();
      await conversations.read(id, side, at);
      await notices.markGroupRead(userId, noticeGroupOf(id));
      return { readAt: at.toISOString() };
    },

    /** A participant reports the other's message to the admin's flag queue (once each). */
    async report(userId: ObjectId, id: ObjectId, messageId: ObjectId, input: FlagMessageInput) {
      await participantOf(userId, id);
      const message = await messages.findInConversation(id, messageId);
      if (!message) throw new NotFound(messageMessages.messageNotFound);
      if (message.senderUserId.equals(userId)) throw new Invalid(messageMessages.ownMessage);
      const fresh = await messages.flagOnce({
        _id: new ObjectId(),
        messageId,
        conversationId: id,
        reporterUserId: userId,
        reason: input.reason,
        note: input.note ?? '',
        createdAt: now(),
      });
      if (!fresh) throw new Conflict(messageMessages.alreadyReported, 'already_reported');
      return { reported: true as const };
    },

    /** How many of the user's conversations hold unread messages. */
    unreadConversations: (userId: ObjectId) => conversations.countUnread(userId),

    /**
     * Emails each participant whose unread stretch began at least 15 minutes ago, once per stretch (a
     * conditional update takes each, so two API processes never send one twice). Answers how many were sent.
     */
    async runDueEmails(): Promise<number> {
      let sent = 0;
      for (const side of ['owner', 'provider'] as const) {
        const due = await conversations.dueEmails(side, now(), EMAIL_BATCH);
        for (const doc of due) {
          const dueAt = doc[side].emailDueAt;
          if (!dueAt || !(await conversations.takeEmail(doc._id, side, dueAt))) continue;
          const recipient = await auth.users.findById(userOf(doc, side));
          if (!recipient?.email) continue;
          const from = await senderName(doc, otherSide(side));
          const link = `${deps.publicUrl ?? ''}${conversationPath(doc._id.toHexString())}`;
          await mailer.send({
            to: recipient.email,
            subject: `${from} sent you a message on PetPal`,
            text: `${from} wrote: "${preview(lastText(doc.lastMessage))}"\n\nRead and reply: ${link}`,
          });
          sent += 1;
        }
      }
      return sent;
    },
  };
}
