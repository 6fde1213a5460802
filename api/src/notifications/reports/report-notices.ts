import type { ObjectId } from 'mongodb';
import { MESSAGE_PREVIEW_MAX, type NotificationMetadata, type NotificationType } from '@petpal/contracts';
import type { Logger } from '../../lib/logger';
import type { InboxService } from '../inbox/notifications.service';
import { reportPhotoUrl } from './report-view';
import type { PetReportDoc } from './reports.repository';

/** The area's own sender: every report notification goes through the inbox's notify and notifyMany. */
export type ReportSender = Pick<InboxService, 'notify' | 'notifyMany'>;

/** The first 100 characters of a comment or message, on one line. */
export function previewOf(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= MESSAGE_PREVIEW_MAX ? line : `${line.slice(0, MESSAGE_PREVIEW_MAX - 1).trimEnd()}…`;
}

/** "Bruno", or what a nameless pet is called in a sentence. */
const petOf = (report: PetReportDoc) => report.petName || (report.status === 'lost' ? 'A lost pet' : 'A found pet');
const petInSentence = (report: PetReportDoc) =>
  report.petName || (report.status === 'lost' ? 'the lost pet' : 'the found pet');
const where = (report: PetReportDoc) => (report.locationAddress ? ` near ${report.locationAddress}` : ' near you');

/** Spec section 3's metadata: report id, pet name, status, picture and (for comments and messages) a preview. */
function metadataOf(report: PetReportDoc, messagePreview?: string, withPicture = true): NotificationMetadata {
  const picture = withPicture ? reportPhotoUrl(report) : null;
  return {
    reportId: report._id.toHexString(),
    petName: report.petName,
    status: report.status,
    ...(picture ? { petPictureUrl: picture } : {}),
    ...(messagePreview ? { messagePreview } : {}),
  };
}

/**
 * The notifications report events send (spec section 3's seven types). A notification is a courtesy: one
 * that fails is logged and the action that caused it stands.
 */
export function createReportNotices(send: ReportSender, log: Logger) {
  async function safely(type: NotificationType, report: PetReportDoc, run: () => Promise<unknown>): Promise<void> {
    try {
      await run();
    } catch (error) {
      log.warn('pet report notification failed', {
        type,
        reportId: report._id.toHexString(),
        err: error instanceof Error ? error.message : String(error),
      });
    }
  }

  const toOne = (
    userId: ObjectId,
    type: NotificationType,
    report: PetReportDoc,
    title: string,
    message: string,
    at: Date,
    preview?: string,
  ) =>
    safely(type, report, () =>
      send.notify(
        userId,
        { type, title, message, relatedReportId: report._id, metadata: metadataOf(report, preview) },
        at,
      ),
    );

  return {
    /**
     * A new report, to the subscribers whose alert circle holds it (one batch of them); `idOf` gives each
     * user's alert a stable id, so a resumed fan-out never alerts anyone twice.
     */
    nearby: (report: PetReportDoc, userIds: readonly ObjectId[], at: Date, idOf?: (userId: ObjectId) => ObjectId) =>
      send.notifyMany(
        userIds,
        {
          type: 'pet_report',
          title: report.status === 'lost' ? 'Lost pet near you' : 'Found pet near you',
          message: `${petOf(report)} was reported ${report.status}${where(report)}.`,
          relatedReportId: report._id,
          metadata: metadataOf(report),
        },
        at,
        idOf,
      ),

    message: (report: PetReportDoc, to: ObjectId, fromName: string, body: string, at: Date) => {
      const preview = previewOf(body);
      return toOne(to, 'new_message_on_report', report, `New message from ${fromName}`, preview, at, preview);
    },

    comment: (report: PetReportDoc, authorName: string, body: string, at: Date) => {
      const preview = previewOf(body);
      const title = `New comment on your report`;
      return toOne(report.userId, 'new_comment_on_report', report, title, `${authorName}: ${preview}`, at, preview);
    },

    seen: (report: PetReportDoc, note: string, at: Date) =>
      toOne(
        report.userId,
        'report_marked_seen',
        report,
        `Someone has seen ${petInSentence(report)}`,
        note
          ? `A PetPal member marked ${petInSentence(report)} as seen: ${previewOf(note)}`
          : `A PetPal member marked ${petInSentence(report)} as seen.`,
        at,
        note ? previewOf(note) : undefined,
      ),

    flyer: (report: PetReportDoc, byReporter: boolean, at: Date) =>
      toOne(
        report.userId,
        'flyer_generated',
        report,
        byReporter ? 'Your flyer is ready' : 'Someone printed a flyer',
        byReporter
          ? `The flyer for ${petInSentence(report)} is ready to print and post around the neighbourhood.`
          : `A PetPal member printed a flyer for ${petInSentence(report)} to help spread the word.`,
        at,
      ),

    /** An admin took the report out of the feeds (docs/decisions/042): the reporter is told why. */
    deactivated: (report: PetReportDoc, reason: string, at: Date) =>
      toOne(
        report.userId,
        'report_updated',
        report,
        'Your report was taken down',
        `A PetPal admin took down the report for ${petInSentence(report)}: ${previewOf(reason)}`,
        at,
      ),

    /** An edit or a resolve, to the people who commented or messaged (never the reporter). */
    updated: (report: PetReportDoc, userIds: readonly ObjectId[], resolved: boolean, at: Date) =>
      safely('report_updated', report, () =>
        send.notifyMany(
          userIds,
          {
            type: 'report_updated',
            title: resolved ? 'Reunited!' : 'Report updated',
            message: resolved
              ? `Good news: ${petInSentence(report)} is back home. Thank you for helping.`
              : `The report for ${petInSentence(report)} was updated.`,
            relatedReportId: report._id,
            metadata: metadataOf(report),
          },
          at,
        ),
      ),

    /** A deletion, to the people who commented or messaged; the photo is gone, so no picture. */
    deleted: (report: PetReportDoc, userIds: readonly ObjectId[], at: Date) =>
      safely('report_deleted', report, () =>
        send.notifyMany(
          userIds,
          {
            type: 'report_deleted',
            title: 'Report removed',
            message: `The report for ${petInSentence(report)} was removed by the person who posted it.`,
            relatedReportId: report._id,
            metadata: metadataOf(report, undefined, false),
          },
          at,
        ),
      ),
  };
}

export type ReportNotices = ReturnType<typeof createReportNotices>;
