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

    /** The newest reports, for the admin's queue. */
    newestFlags: (limit: number) => flags.find({}, { sort: { createdAt: -1, _id: -1 }, limit }).toArray(),
    byIds: (ids: readonly ObjectId[]) =>
      ids.length === 0 ? Promise.resolve([]) : messages.find({ _id: { $in: [...ids] } }).toArray(),

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
