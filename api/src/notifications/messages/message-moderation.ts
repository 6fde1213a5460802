import type { ObjectId } from 'mongodb';
import {
  MESSAGE_EXCERPT_SIDE,
  MESSAGE_REMOVED_TEXT,
  type ConversationMember,
  type MessageFlagExcerpt,
  type MessageFlagRow,
  type ModeratedMessage,
} from '@petpal/contracts';
import type { AuthFacade } from '../../auth';
import type { ImageVariant, ImagesService } from '../../images';
import type { ConversationDoc, ConversationsRepository } from './conversations.repository';
import type { MessageDoc, MessageFlagDoc, MessagesRepository } from './messages.repository';
import { type MessageNotices, noticeGroupOf, preview, PROVIDER_ROLE } from './messages.service';

export interface MessageModerationDeps {
  conversations: ConversationsRepository;
  messages: MessagesRepository;
  auth: Pick<AuthFacade, 'users' | 'records'>;
  notices: Pick<MessageNotices, 'rewriteGroupText'>;
  /** The admin reads the excerpt's photos past their access hook (only through `photo` below). */
  images: Pick<ImagesService, 'variantGranted' | 'bytesOf'>;
  now?: () => Date;
}

/** How many reports the queue reads at most (grouped into one row per message). */
const QUEUE_REPORTS = 500;

const moderated = (doc: MessageDoc): ModeratedMessage => ({
  id: doc._id.toHexString(),
  senderId: doc.senderUserId.toHexString(),
  text: doc.text,
  createdAt: doc.createdAt.toISOString(),
  hidden: Boolean(doc.hiddenAt),
  photos: doc.photos ?? [],
});

/** What a close changed, for the admin's audit entry; null when the message does not exist or was never reported. */
export interface ModerationChange {
  changed: boolean;
  before: { openReports: number; hidden: boolean };
  after: { openReports: number; hidden: boolean };
}

/**
 * The admin's side of reported messages (docs/decisions/099): the queue (one row per message), the conversation
 * around one, Dismiss (its open reports close, the message stays) and Hide (its members read "This message was
 * removed." everywhere; the open reports close). Both answer whether they changed anything, so a second one is
 * refused by the route without a change.
 */
export function createMessageModeration({
  conversations,
  messages,
  auth,
  notices,
  images,
  now = () => new Date(),
}: MessageModerationDeps) {
  /** The two members by display name (an owner by the short public name, a provider by their profile's name). */
  async function membersOf(doc: ConversationDoc): Promise<ConversationMember[]> {
    const record = await auth.records.findById(PROVIDER_ROLE[doc.providerKind], doc.providerRecordId);
    return [
      {
        userId: doc.ownerUserId.toHexString(),
        name: await auth.users.publicName(doc.ownerUserId),
        role: 'owner',
        providerKind: null,
      },
      {
        userId: doc.providerUserId.toHexString(),
        name: record?.fullName ?? (await auth.users.publicName(doc.providerUserId)),
        role: 'provider',
        providerKind: doc.providerKind,
      },
    ];
  }

  /** The reported message, its conversation and its reports; null when it was never reported or is gone. */
  async function reported(messageId: ObjectId) {
    const [message, flags] = await Promise.all([messages.findById(messageId), messages.flagsOf(messageId)]);
    const conversation = message ? await conversations.findById(message.conversationId) : null;
    if (!message || !conversation || flags.length === 0) return null;
    return { message, conversation, flags };
  }

  /** The reported message with up to 3 messages on each side, oldest first; null when not reported. */
  async function excerptOf(messageId: ObjectId) {
    const found = await reported(messageId);
    if (!found) return null;
    const { before, after } = await messages.around(found.conversation._id, messageId, MESSAGE_EXCERPT_SIDE);
    return { conversation: found.conversation, messages: [...before.reverse(), found.message, ...after] };
  }

  async function rowOf(message: MessageDoc, flags: MessageFlagDoc[], names: Map<string, string>) {
    const conversation = await conversations.findById(message.conversationId);
    if (!conversation) return null;
    const members = await membersOf(conversation);
    const sender = members.find((member) => member.userId === message.senderUserId.toHexString())!;
    const open = flags.some((flag) => !flag.closedAt);
    const row: MessageFlagRow = {
      messageId: message._id.toHexString(),
      conversationId: conversation._id.toHexString(),
      status: open ? 'open' : (flags[0]!.resolution ?? 'dismissed'),
      reportCount: flags.length,
      lastReportedAt: flags[0]!.createdAt.toISOString(),
      reports: await Promise.all(
        flags.map(async (flag) => {
          const key = flag.reporterUserId.toHexString();
          if (!names.has(key)) names.set(key, await auth.users.publicName(flag.reporterUserId));
          return {
            reason: flag.reason,
            note: flag.note,
            reportedAt: flag.createdAt.toISOString(),
            reporterName: names.get(key)!,
          };
        }),
      ),
      message: moderated(message),
      sender,
    };
    return row;
  }

  async function close(messageId: ObjectId, hide: boolean): Promise<ModerationChange | null> {
    const found = await reported(messageId);
    if (!found) return null;
    const openBefore = found.flags.filter((flag) => !flag.closedAt).length;
    const hiddenBefore = Boolean(found.message.hiddenAt);
    const at = now();
    const hidNow = hide ? await messages.hide(messageId, at) : false;
    if (hidNow) {
      await conversations.hideLast(found.conversation._id, messageId, at);
      const group = noticeGroupOf(found.conversation._id);
      await notices.rewriteGroupText(
        found.message.recipientUserId,
        group,
        preview(found.message.text),
        MESSAGE_REMOVED_TEXT,
      );
    }
    const closed = await messages.closeFlags(messageId, hide ? 'hidden' : 'dismissed', at);
    return {
      changed: hidNow || closed > 0,
      before: { openReports: openBefore, hidden: hiddenBefore },
      after: { openReports: openBefore - closed, hidden: hiddenBefore || hidNow },
    };
  }

  return {
    /** Open (or closed) reports, one row per message with its count, newest report first. */
    async queue(status: 'open' | 'closed'): Promise<MessageFlagRow[]> {
      const flags = await messages.newestFlags(status === 'open', QUEUE_REPORTS);
      const byMessage = new Map<string, MessageFlagDoc[]>();
      for (const flag of flags) {
        const key = flag.messageId.toHexString();
        byMessage.set(key, [...(byMessage.get(key) ?? []), flag]);
      }
      const docs = new Map(
        (await messages.byIds(flags.map((flag) => flag.messageId))).map((doc) => [doc._id.toHexString(), doc]),
      );
      const names = new Map<string, string>();
      const rows = await Promise.all(
        [...byMessage].map(([key, group]) => {
          const message = docs.get(key);
          return message ? rowOf(message, group, names) : null;
        }),
      );
      return rows.filter((row): row is MessageFlagRow => row !== null);
    },

    /** The reported message with up to 3 messages on each side and the two members; null when not reported. */
    async excerpt(messageId: ObjectId): Promise<MessageFlagExcerpt | null> {
      const excerpt = await excerptOf(messageId);
      if (!excerpt) return null;
      return {
        messageId: messageId.toHexString(),
        conversationId: excerpt.conversation._id.toHexString(),
        members: await membersOf(excerpt.conversation),
        messages: excerpt.messages.map(moderated),
      };
    },

    /**
     * A photo of a message the excerpt of reported message `messageId` shows (what the admin judges by, hidden
     * messages included), from its record, with the way to its bytes (read only when the browser lacks them); null
     * for any other image, or when the message was never reported.
     */
    async photo(
      messageId: ObjectId,
      imageId: string,
      width: number,
      acceptsAvif: boolean,
    ): Promise<{ variant: ImageVariant; load: () => Promise<Uint8Array> } | null> {
      const excerpt = await excerptOf(messageId);
      const shown = excerpt?.messages.some((message) => message.photos?.some((photo) => photo.id === imageId));
      if (!shown) return null;
      const variant = await images.variantGranted(imageId, width, acceptsAvif);
      return { variant, load: () => images.bytesOf(imageId, variant) };
    },

    /** Closes the message's open reports; the message stays. */
    dismiss: (messageId: ObjectId) => close(messageId, false),

    /** Hides the message from its members everywhere and closes its open reports. */
    hide: (messageId: ObjectId) => close(messageId, true),
  };
}

export type MessageModeration = ReturnType<typeof createMessageModeration>;
