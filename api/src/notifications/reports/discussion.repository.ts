import type { ObjectId } from 'mongodb';
import type { DataPort } from '../../data/port';

export const REPORT_COMMENTS_COLLECTION = 'pet_report_comments';
export const REPORT_CONVERSATIONS_COLLECTION = 'pet_report_conversations';
export const REPORT_MESSAGES_COLLECTION = 'pet_report_messages';

/** A public comment on a report. */
export interface CommentDoc {
  _id: ObjectId;
  reportId: ObjectId;
  userId: ObjectId;
  authorName: string;
  body: string;
  createdAt: Date;
}

/**
 * The conversation between a report's reporter and one other user (the participant), one per (report,
 * participant); it holds the latest message so lists need no join.
 */
export interface ConversationDoc {
  _id?: ObjectId;
  reportId: ObjectId;
  reporterId: ObjectId;
  participantId: ObjectId;
  reporterName: string;
  participantName: string;
  lastMessage: string;
  lastMessageAt: Date;
  messageCount: number;
}

export interface MessageDoc {
  _id: ObjectId;
  reportId: ObjectId;
  /** The conversation: the user who is not the reporter. */
  participantId: ObjectId;
  fromId: ObjectId;
  body: string;
  createdAt: Date;
}

export type DiscussionRepository = ReturnType<typeof createDiscussionRepository>;

/** The only code that touches pet_report_comments, pet_report_conversations and pet_report_messages. */
export function createDiscussionRepository(db: DataPort) {
  const comments = db.collection<CommentDoc>(REPORT_COMMENTS_COLLECTION);
  const conversations = db.collection<ConversationDoc>(REPORT_CONVERSATIONS_COLLECTION);
  const messages = db.collection<MessageDoc>(REPORT_MESSAGES_COLLECTION);

  return {
    async ensureIndexes(): Promise<void> {
      await comments.createIndex({ reportId: 1, createdAt: -1 }, { name: 'report_newest' });
      await conversations.createIndex({ reportId: 1, participantId: 1 }, { unique: true, name: 'report_participant' });
      await messages.createIndex({ reportId: 1, participantId: 1, createdAt: -1 }, { name: 'conversation_newest' });
    },

    insertComment: (doc: CommentDoc) => comments.insertOne(doc),

    /** The newest `limit` comments, oldest first. */
    async comments(reportId: ObjectId, limit: number): Promise<CommentDoc[]> {
      const newest = await comments.find({ reportId }, { sort: { createdAt: -1, _id: -1 }, limit }).toArray();
      return newest.reverse();
    },

    /** Everyone who commented on or messaged about the report (the reporter included, if they did). */
    async involvedUserIds(reportId: ObjectId): Promise<ObjectId[]> {
      const [commenters, participants] = await Promise.all([
        comments.find({ reportId }, { projection: { userId: 1 } }).toArray(),
        conversations.find({ reportId }, { projection: { participantId: 1 } }).toArray(),
      ]);
      return [...commenters.map((doc) => doc.userId), ...participants.map((doc) => doc.participantId)];
    },

    findConversation: (reportId: ObjectId, participantId: ObjectId) =>
      conversations.findOne({ reportId, participantId }),

    /** The report's conversations, latest first (one participant's only, when given). */
    conversations(reportId: ObjectId, participantId?: ObjectId): Promise<ConversationDoc[]> {
      return conversations
        .find({ reportId, ...(participantId ? { participantId } : {}) }, { sort: { lastMessageAt: -1 } })
        .toArray();
    },

    /** Stores a message and brings its conversation up to date (creating it with the first message). */
    async addMessage(
      message: MessageDoc,
      conversation: Pick<ConversationDoc, 'reporterId' | 'reporterName' | 'participantName'>,
      preview: string,
    ): Promise<void> {
      await messages.insertOne(message);
      await conversations.updateOne(
        { reportId: message.reportId, participantId: message.participantId },
        {
          $set: { lastMessage: preview, lastMessageAt: message.createdAt },
          $inc: { messageCount: 1 },
          $setOnInsert: conversation,
        },
        { upsert: true },
      );
    },

    /** The newest `limit` messages of a conversation, oldest first. */
    async messages(reportId: ObjectId, participantId: ObjectId, limit: number): Promise<MessageDoc[]> {
      const newest = await messages
        .find({ reportId, participantId }, { sort: { createdAt: -1, _id: -1 }, limit })
        .toArray();
      return newest.reverse();
    },

    async deleteByReport(reportId: ObjectId): Promise<void> {
      await comments.deleteMany({ reportId });
      await messages.deleteMany({ reportId });
      await conversations.deleteMany({ reportId });
    },
  };
}
