import { ObjectId } from 'mongodb';
import {
  petReportMessages,
  REPORT_COMMENTS_LIMIT,
  REPORT_MESSAGES_LIMIT,
  type ReportComment,
  type ReportConversation,
  type ReportMessage,
  type ReportMessageList,
} from '@petpal/contracts';
import { Conflict, Forbidden, Invalid, NotFound } from '../../errors';
import type { CommentDoc, ConversationDoc, DiscussionRepository, MessageDoc } from './discussion.repository';
import type { DisplayNames } from './display-names';
import { previewOf, type ReportNotices } from './report-notices';
import type { PetReportDoc, ReportsRepository } from './reports.repository';

export interface DiscussionServiceDeps {
  reports: ReportsRepository;
  discussion: DiscussionRepository;
  notices: ReportNotices;
  names: DisplayNames;
  now?: () => Date;
}

export type DiscussionService = ReturnType<typeof createDiscussionService>;

function toComment(doc: CommentDoc, report: PetReportDoc, viewerId: ObjectId | null): ReportComment {
  return {
    id: doc._id.toHexString(),
    authorName: doc.authorName,
    byReporter: doc.userId.equals(report.userId),
    isMine: viewerId !== null && doc.userId.equals(viewerId),
    body: doc.body,
    createdAt: doc.createdAt.toISOString(),
  };
}

const toMessage = (doc: MessageDoc, viewerId: ObjectId): ReportMessage => ({
  id: doc._id.toHexString(),
  fromMe: doc.fromId.equals(viewerId),
  body: doc.body,
  createdAt: doc.createdAt.toISOString(),
});

/** The other party's name as `viewerId` sees the conversation. */
const withNameOf = (conversation: ConversationDoc, viewerId: ObjectId) =>
  conversation.reporterId.equals(viewerId) ? conversation.participantName : conversation.reporterName;

/**
 * A report's public comments, and its private conversations: one per (report, other user), between the
 * reporter and that user only. No answer carries anyone's email or phone: people meet through messages.
 */
export function createDiscussionService({
  reports,
  discussion,
  notices,
  names,
  now = () => new Date(),
}: DiscussionServiceDeps) {
  async function existing(id: string): Promise<PetReportDoc> {
    const report = await reports.findById(new ObjectId(id));
    if (!report) throw new NotFound(petReportMessages.notFound);
    return report;
  }

  /**
   * The conversation `userId` may read or write on `report`: the reporter names it (`withUserId`), anyone
   * else has only their own with the reporter.
   */
  function participantFor(report: PetReportDoc, userId: ObjectId, withUserId: string | undefined): ObjectId {
    if (report.userId.equals(userId)) {
      if (!withUserId) throw new Invalid(petReportMessages.replyTo, { withUserId: petReportMessages.replyTo });
      return new ObjectId(withUserId);
    }
    if (withUserId && !new ObjectId(withUserId).equals(userId))
      throw new Forbidden(petReportMessages.otherConversation);
    return userId;
  }

  return {
    /** Public: the newest 100, oldest first. */
    async comments(viewerId: ObjectId | null, id: string): Promise<ReportComment[]> {
      const report = await existing(id);
      return (await discussion.comments(report._id, REPORT_COMMENTS_LIMIT)).map((doc) =>
        toComment(doc, report, viewerId),
      );
    },

    /** Any signed-in user, on an active report; the reporter hears of others' comments. */
    async comment(userId: ObjectId, id: string, body: string): Promise<ReportComment> {
      const report = await existing(id);
      if (!report.isActive) throw new Conflict(petReportMessages.resolved, 'report_resolved');
      const doc: CommentDoc = {
        _id: new ObjectId(),
        reportId: report._id,
        userId,
        authorName: await names(userId),
        body,
        createdAt: now(),
      };
      await discussion.insertComment(doc);
      await reports.countComment(report._id);
      if (!report.userId.equals(userId)) await notices.comment(report, doc.authorName, body, doc.createdAt);
      return toComment(doc, report, userId);
    },

    /** The reporter's conversations on the report, or the user's own (at most one). */
    async conversations(userId: ObjectId, id: string): Promise<ReportConversation[]> {
      const report = await existing(id);
      const mine = report.userId.equals(userId);
      return (await discussion.conversations(report._id, mine ? undefined : userId)).map((doc) => ({
        participantId: doc.participantId.toHexString(),
        withName: withNameOf(doc, userId),
        lastMessage: doc.lastMessage,
        lastMessageAt: doc.lastMessageAt.toISOString(),
        messageCount: doc.messageCount,
      }));
    },

    /** One conversation's messages, for its two parties only. */
    async messages(userId: ObjectId, id: string, withUserId: string | undefined): Promise<ReportMessageList> {
      const report = await existing(id);
      const participantId = participantFor(report, userId, withUserId);
      const conversation = await discussion.findConversation(report._id, participantId);
      if (!conversation) {
        if (report.userId.equals(userId)) throw new NotFound(petReportMessages.noConversation);
        // Not started yet: the user sees an empty conversation with the reporter.
        return { participantId: participantId.toHexString(), withName: report.reporterName, messages: [] };
      }
      const messages = await discussion.messages(report._id, participantId, REPORT_MESSAGES_LIMIT);
      return {
        participantId: participantId.toHexString(),
        withName: withNameOf(conversation, userId),
        messages: messages.map((doc) => toMessage(doc, userId)),
      };
    },

    /**
     * Anyone but the reporter writes to the reporter (starting their conversation); the reporter replies in
     * an existing one. The other party is notified.
     */
    async send(
      userId: ObjectId,
      id: string,
      input: { body: string; withUserId?: string | undefined },
    ): Promise<{ participantId: string; message: ReportMessage }> {
      const report = await existing(id);
      const participantId = participantFor(report, userId, input.withUserId);
      const fromReporter = report.userId.equals(userId);
      const existingConversation = await discussion.findConversation(report._id, participantId);
      if (fromReporter && !existingConversation) throw new NotFound(petReportMessages.noConversation);
      const senderName = fromReporter ? report.reporterName : await names(userId);
      const doc: MessageDoc = {
        _id: new ObjectId(),
        reportId: report._id,
        participantId,
        fromId: userId,
        body: input.body,
        createdAt: now(),
      };
      await discussion.addMessage(
        doc,
        { reporterId: report.userId, reporterName: report.reporterName, participantName: senderName },
        previewOf(input.body),
      );
      await notices.message(
        report,
        fromReporter ? participantId : report.userId,
        senderName,
        input.body,
        doc.createdAt,
      );
      return { participantId: participantId.toHexString(), message: toMessage(doc, userId) };
    },
  };
}
