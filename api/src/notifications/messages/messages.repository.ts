import type { ObjectId } from 'mongodb';
import type { FlagReason, ImageRef } from '@petpal/contracts';
import { isDuplicateKeyError, type DataPort } from '../../data/port';
import { isObjectId } from '../object-id';

export const CONVERSATION_MESSAGES_COLLECTION = 'conversation_messages';
export const MESSAGE_FLAGS_COLLECTION = 'message_flags';

export interface MessageDoc {
  _id: ObjectId;
  conversationId: ObjectId;
  senderUserId: ObjectId;
  /** The other participant, so the live stream knows whom to tell without a lookup. */
  recipientUserId: ObjectId;
  text: string;
  /** Contact details were masked in it (sent before the pair's booking was accepted). */
  masked: boolean;
  /** Its photos: private images kept by this message (decision 098); absent on messages sent before. */
  photos?: ImageRef[];
  createdAt: Date;
  /** When an admin hid it (docs/decisions/099); its members read MESSAGE_REMOVED_TEXT from then on. */
  hiddenAt?: Date | null;
}

/** A participant's report of a message, for the admin's flag queue. */
export interface MessageFlagDoc {
  _id: ObjectId;
  messageId: ObjectId;
  conversationId: ObjectId;
  reporterUserId: ObjectId;
  reason: FlagReason;
  note: string;
  createdAt: Date;
  /** When an admin closed it, and how: dismissed (the message stays) or hidden (docs/decisions/099). */
  closedAt?: Date | null;
  resolution?: 'dismissed' | 'hidden';
}

/** The only code that touches conversation_messages and message_flags. */
export function createMessagesRepository(db: DataPort) {
  const messages = db.collection<MessageDoc>(CONVERSATION_MESSAGES_COLLECTION);
  const flags = db.collection<MessageFlagDoc>(MESSAGE_FLAGS_COLLECTION);

  return {
    async ensureIndexes(): Promise<void> {
      await messages.createIndex({ conversationId: 1, _id: -1 }, { name: 'conversation_newest' });
      await messages.createIndex(
        { conversationId: 1, senderUserId: 1, createdAt: 1 },
        { name: 'conversation_sender_time' },
      );
      await flags.createIndex({ messageId: 1, reporterUserId: 1 }, { unique: true, name: 'message_reporter_unique' });
      await flags.createIndex({ createdAt: -1 }, { name: 'newest' });
      await flags.createIndex({ closedAt: 1, createdAt: -1 }, { name: 'state_newest' });
      await flags.createIndex({ messageId: 1 }, { name: 'message' });
    },

    insert: async (doc: MessageDoc) => void (await messages.insertOne(doc)),

    findInConversation: (conversationId: ObjectId, id: ObjectId) => messages.findOne({ _id: id, conversationId }),

    findById: (id: ObjectId) => messages.findOne({ _id: id }),

    /** A page of the thread, newest first: `limit` messages older than `before` (the newest without it). */
    page: (conversationId: ObjectId, before: ObjectId | null, limit: number) =>
      messages
        .find(before ? { conversationId, _id: { $lt: before } } : { conversationId }, { sort: { _id: -1 }, limit })
        .toArray(),

    /** Messages of `senderUserId` in the conversation after `after` (all of them when null). */
    countFrom: (conversationId: ObjectId, senderUserId: ObjectId, after: Date | null) =>
      messages.countDocuments(
        after ? { conversationId, senderUserId, createdAt: { $gt: after } } : { conversationId, senderUserId },
      ),

    /** False when this participant already reported the message (the unique index refuses a second). */
    flagOnce: (doc: MessageFlagDoc): Promise<boolean> =>
      flags.insertOne(doc).then(
        () => true,
        (error: unknown) => {
          if (isDuplicateKeyError(error)) return false;
          throw error;
        },
      ),

    /** The newest open (or closed) reports, for the admin's queue. */
    newestFlags: (open: boolean, limit: number) =>
      flags
        .find(open ? { closedAt: null } : { closedAt: { $ne: null } }, { sort: { createdAt: -1, _id: -1 }, limit })
        .toArray(),
    flagsOf: (messageId: ObjectId) => flags.find({ messageId }, { sort: { createdAt: -1, _id: -1 } }).toArray(),
    byIds: (ids: readonly ObjectId[]) =>
      ids.length === 0 ? Promise.resolve([]) : messages.find({ _id: { $in: [...ids] } }).toArray(),

    /** Up to `limit` messages of the conversation just before and just after `id`, each newest-first / oldest-first. */
    async around(conversationId: ObjectId, id: ObjectId, limit: number) {
      const [before, after] = await Promise.all([
        messages.find({ conversationId, _id: { $lt: id } }, { sort: { _id: -1 }, limit }).toArray(),
        messages.find({ conversationId, _id: { $gt: id } }, { sort: { _id: 1 }, limit }).toArray(),
      ]);
      return { before, after };
    },

    /** Closes the message's open reports; answers how many were open (0: nothing changed). */
    closeFlags: async (messageId: ObjectId, resolution: 'dismissed' | 'hidden', at: Date) =>
      (await flags.updateMany({ messageId, closedAt: null }, { $set: { closedAt: at, resolution } })).modifiedCount,

    /** Hides the message; false when it was hidden already (a second Hide changes nothing). */
    hide: async (id: ObjectId, at: Date) =>
      (await messages.updateOne({ _id: id, hiddenAt: null }, { $set: { hiddenAt: at } })).modifiedCount > 0,

    /** Messages an admin hid, in any API process (the live stream replaces them in open threads). */
    watchHidden(listener: (doc: MessageDoc) => void): () => void {
      return db.watch<MessageDoc>(CONVERSATION_MESSAGES_COLLECTION, (event) => {
        const doc = event.document;
        if (event.operation === 'update' && doc && doc.hiddenAt instanceof Date && isObjectId(doc.recipientUserId)) {
          listener(doc);
        }
      });
    },

    /** New messages of any API process (the live stream). */
    watchNew(listener: (doc: MessageDoc) => void): () => void {
      return db.watch<MessageDoc>(CONVERSATION_MESSAGES_COLLECTION, (event) => {
        const doc = event.document;
        if (event.operation === 'insert' && doc && isObjectId(doc.recipientUserId) && doc.createdAt instanceof Date) {
          listener(doc);
        }
      });
    },
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
