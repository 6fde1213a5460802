import { ObjectId } from 'mongodb';
import type { ImageRef, MessageProviderKind } from '@petpal/contracts';
import { isDuplicateKeyError, type DataPort } from '../../data/port';

export const CONVERSATIONS_COLLECTION = 'conversations';

/** Which participant: the pet owner who opened it, or the provider. */
export type Side = 'owner' | 'provider';
export const otherSide = (side: Side): Side => (side === 'owner' ? 'provider' : 'owner');

export interface LastMessage {
  id: ObjectId;
  senderUserId: ObjectId;
  text: string;
  masked: boolean;
  /** Its photos, so the list can preview a message of photos alone ("Photo"). */
  photos?: ImageRef[];
  createdAt: Date;
  /** An admin hid it (docs/decisions/099): its text is emptied here. */
  hiddenAt?: Date | null;
}

/** Per participant: when they last read, since when they have unread messages, when their reminder email is due. */
export interface SideState {
  readAt: Date | null;
  unreadSince: Date | null;
  emailDueAt: Date | null;
}

/** One conversation per pet owner and provider (the provider's role record, so one kind per record). */
export interface ConversationDoc {
  _id: ObjectId;
  ownerUserId: ObjectId;
  providerUserId: ObjectId;
  providerKind: MessageProviderKind;
  providerRecordId: ObjectId;
  createdAt: Date;
  lastActivityAt: Date;
  lastMessage: LastMessage | null;
  owner: SideState;
  provider: SideState;
}

const EMPTY_SIDE: SideState = { readAt: null, unreadSince: null, emailDueAt: null };

/** The side `userId` is on in `doc`, or null when they are not a participant. */
export function sideOf(doc: ConversationDoc, userId: ObjectId): Side | null {
  if (doc.ownerUserId.equals(userId)) return 'owner';
  if (doc.providerUserId.equals(userId)) return 'provider';
  return null;
}

export const userOf = (doc: ConversationDoc, side: Side) => (side === 'owner' ? doc.ownerUserId : doc.providerUserId);

/** The only code that touches the conversations collection. */
export function createConversationsRepository(db: DataPort) {
  const conversations = db.collection<ConversationDoc>(CONVERSATIONS_COLLECTION);

  return {
    async ensureIndexes(): Promise<void> {
      // Settles two "Contact" clicks at once, on either engine: the second insert meets this index.
      await conversations.createIndex(
        { ownerUserId: 1, providerKind: 1, providerRecordId: 1 },
        { unique: true, name: 'owner_provider_unique' },
      );
      await conversations.createIndex({ ownerUserId: 1, lastActivityAt: -1 }, { name: 'owner_activity' });
      await conversations.createIndex({ providerUserId: 1, lastActivityAt: -1 }, { name: 'provider_activity' });
      await conversations.createIndex({ 'owner.emailDueAt': 1 }, { name: 'owner_email_due' });
      await conversations.createIndex({ 'provider.emailDueAt': 1 }, { name: 'provider_email_due' });
    },

    findById: (id: ObjectId) => conversations.findOne({ _id: id }),

    /** The pair's conversation, created when there is none; a racing second open answers the first's. */
    async openOnce(
      pair: Pick<ConversationDoc, 'ownerUserId' | 'providerUserId' | 'providerKind' | 'providerRecordId'>,
      at: Date,
    ): Promise<{ doc: ConversationDoc; created: boolean }> {
      const key = {
        ownerUserId: pair.ownerUserId,
        providerKind: pair.providerKind,
        providerRecordId: pair.providerRecordId,
      };
      const existing = await conversations.findOne(key);
      if (existing) return { doc: existing, created: false };
      const doc: ConversationDoc = {
        _id: new ObjectId(),
        ...pair,
        createdAt: at,
        lastActivityAt: at,
        lastMessage: null,
        owner: { ...EMPTY_SIDE },
        provider: { ...EMPTY_SIDE },
      };
      try {
        await conversations.insertOne(doc);
        return { doc, created: true };
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
        const winner = await conversations.findOne(key);
        if (!winner) throw error;
        return { doc: winner, created: false };
      }
    },

    /** The user's conversations (either side), newest activity first. */
    ofUser: (userId: ObjectId, limit: number) =>
      conversations
        .find(
          { $or: [{ ownerUserId: userId }, { providerUserId: userId }] },
          { sort: { lastActivityAt: -1, _id: -1 }, limit },
        )
        .toArray(),

    /** How many of the user's conversations hold messages they have not read. */
    countUnread: async (userId: ObjectId) =>
      (await conversations.countDocuments({ ownerUserId: userId, 'owner.unreadSince': { $ne: null } })) +
      (await conversations.countDocuments({ providerUserId: userId, 'provider.unreadSince': { $ne: null } })),

    /**
     * A message was posted: it becomes the last one, and the recipient's unread stretch starts unless one runs
     * already (or they read after it was written). A new stretch makes its reminder email due `emailDelayMs` later.
     * Answers whether a new stretch started.
     */
    async posted(id: ObjectId, recipient: Side, last: LastMessage, emailDelayMs: number): Promise<boolean> {
      await conversations.updateOne(
        { _id: id, lastActivityAt: { $lte: last.createdAt } },
        { $set: { lastMessage: last, lastActivityAt: last.createdAt } },
      );
      const result = await conversations.updateOne(
        {
          _id: id,
          [`${recipient}.unreadSince`]: null,
          $or: [{ [`${recipient}.readAt`]: null }, { [`${recipient}.readAt`]: { $lt: last.createdAt } }],
        },
        {
          $set: {
            [`${recipient}.unreadSince`]: last.createdAt,
            [`${recipient}.emailDueAt`]: new Date(last.createdAt.getTime() + emailDelayMs),
          },
        },
      );
      return result.modifiedCount > 0;
    },

    /** An admin hid `messageId`: when it is the conversation's last message, its preview text goes too. */
    async hideLast(id: ObjectId, messageId: ObjectId, at: Date): Promise<void> {
      await conversations.updateOne(
        { _id: id, 'lastMessage.id': messageId },
        { $set: { 'lastMessage.text': '', 'lastMessage.hiddenAt': at } },
      );
    },

    /** The reader has read everything up to `at`: their unread stretch (and its pending email) ends. */
    async read(id: ObjectId, side: Side, at: Date): Promise<ConversationDoc | null> {
      return conversations.findOneAndUpdate(
        { _id: id },
        { $set: { [`${side}.readAt`]: at, [`${side}.unreadSince`]: null, [`${side}.emailDueAt`]: null } },
        { returnDocument: 'after' },
      );
    },

    /** Conversations whose reminder email for `side` is due at `now`. */
    dueEmails: (side: Side, now: Date, limit: number) =>
      conversations
        .find({ [`${side}.emailDueAt`]: { $ne: null, $lte: now } }, { sort: { [`${side}.emailDueAt`]: 1 }, limit })
        .toArray(),

    /** Takes one due email (one process wins); false when another took it or the stretch ended meanwhile. */
    async takeEmail(id: ObjectId, side: Side, dueAt: Date): Promise<boolean> {
      const result = await conversations.updateOne(
        { _id: id, [`${side}.emailDueAt`]: dueAt },
        { $set: { [`${side}.emailDueAt`]: null } },
      );
      return result.modifiedCount > 0;
    },

    /** Follows updates (reads): who read which conversation when. */
    watch(listener: (doc: ConversationDoc) => void): () => void {
      return db.watch<ConversationDoc>(CONVERSATIONS_COLLECTION, (event) => {
        if (event.operation === 'update' && event.document) listener(event.document);
      });
    },
  };
}

export type ConversationsRepository = ReturnType<typeof createConversationsRepository>;
