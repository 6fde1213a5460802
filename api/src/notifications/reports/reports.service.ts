import { ObjectId } from 'mongodb';
import {
  MY_PET_REPORTS_LIMIT,
  PET_REPORT_FEED_LIMIT,
  petReportMessages,
  type MarkSeenInput,
  type PetReport,
  type PetReportInput,
  type PetReportUpdate,
  type ReportSeen,
} from '@petpal/contracts';
import { Conflict, Forbidden, Invalid, NotFound } from '../../errors';
import type { AlertsService } from './alerts.service';
import type { DiscussionRepository } from './discussion.repository';
import type { DisplayNames } from './display-names';
import { renderFlyer } from './flyer';
import type { ReportNotices } from './report-notices';
import type { ImagesService } from '../../images';
import { reportPagePath, reportPhotoUrl, toGeoJson, toPetReport } from './report-view';
import { newReportState, type PetReportDoc, type ReportsRepository } from './reports.repository';

const HOUR_MS = 3_600_000;

export interface ReportsServiceDeps {
  reports: ReportsRepository;
  discussion: DiscussionRepository;
  alerts: Pick<AlertsService, 'enqueue' | 'runLater'>;
  notices: ReportNotices;
  names: DisplayNames;
  images: Pick<ImagesService, 'claim' | 'remove'>;
  now?: () => Date;
}

export type ReportsService = ReturnType<typeof createReportsService>;

const idOf = (id: string) => new ObjectId(id);

/** The holder a report's photo is claimed for (decision 100: one record per image). */
const reportHolder = (id: ObjectId) => `report:${id.toHexString()}`;

/**
 * Lost and found pet reports: post (with a photo the reporter uploaded to the image pipeline), the feed of other
 * users' active reports, the user's own, one report, edit, resolve and delete (the reporter only), "seen
 * this pet" (anyone else), the photo and the printable flyer. Each event notifies whom it concerns.
 */
export function createReportsService({
  reports,
  discussion,
  alerts,
  notices,
  names,
  images,
  now = () => new Date(),
}: ReportsServiceDeps) {
  async function existing(id: string): Promise<PetReportDoc> {
    const report = await reports.findById(idOf(id));
    if (!report) throw new NotFound(petReportMessages.notFound);
    return report;
  }

  /** The report, if `userId` posted it: another user is refused (the report itself is public). */
  async function reporterOf(userId: ObjectId, id: string): Promise<PetReportDoc> {
    const report = await existing(id);
    if (!report.userId.equals(userId)) throw new Forbidden(petReportMessages.onlyReporter);
    return report;
  }

  /** Who hears of an edit or a deletion: everyone who commented or messaged, once, not the reporter. */
  async function involved(report: PetReportDoc): Promise<ObjectId[]> {
    const ids = new Map((await discussion.involvedUserIds(report._id)).map((id) => [id.toHexString(), id]));
    ids.delete(report.userId.toHexString());
    return [...ids.values()];
  }

  return {
    async create(userId: ObjectId, input: PetReportInput): Promise<PetReport> {
      // Only the reporter's own upload (refused before anything is stored).
      const _id = new ObjectId();
      const photo = input.photoId ? await images.claim(userId.toHexString(), input.photoId, reportHolder(_id)) : null;
      const at = now();
      const doc: PetReportDoc = {
        _id,
        userId,
        reporterName: await names(userId),
        status: input.status,
        petName: input.petName ?? '',
        description: input.description,
        locationAddress: input.locationAddress ?? '',
        location: input.point ? toGeoJson(input.point) : null,
        photo,
        ...newReportState(at),
      };
      // The alert job first: a report is never stored without it (a job without its report alerts no one).
      const job = await alerts.enqueue(doc);
      await reports.insert(doc);
      if (job) alerts.runLater(job);
      return toPetReport(doc, userId);
    },

    /** Spec sections 6 and 7: other users' active reports, newest first, 20 (a guest sees everyone's). */
    async feed(viewerId: ObjectId | null): Promise<PetReport[]> {
      return (await reports.activeNewest(viewerId, PET_REPORT_FEED_LIMIT)).map((doc) => toPetReport(doc, viewerId));
    },

    /** The user's own reports, active and resolved, newest first. */
    async mine(userId: ObjectId): Promise<PetReport[]> {
      return (await reports.ofUser(userId, MY_PET_REPORTS_LIMIT)).map((doc) => toPetReport(doc, userId));
    },

    async get(viewerId: ObjectId | null, id: string): Promise<PetReport> {
      return toPetReport(await existing(id), viewerId);
    },

    async update(userId: ObjectId, id: string, patch: PetReportUpdate): Promise<PetReport> {
      const report = await reporterOf(userId, id);
      const photo = patch.photoId
        ? await images.claim(userId.toHexString(), patch.photoId, reportHolder(report._id))
        : null;
      const at = now();
      const set: Partial<PetReportDoc> = { updatedAt: at };
      if (patch.status !== undefined) set.status = patch.status;
      if (patch.petName !== undefined) set.petName = patch.petName;
      if (patch.description !== undefined) set.description = patch.description;
      if (patch.locationAddress !== undefined) set.locationAddress = patch.locationAddress;
      if (patch.point !== undefined) set.location = patch.point ? toGeoJson(patch.point) : null;
      const address = set.locationAddress ?? report.locationAddress;
      const location = set.location === undefined ? report.location : set.location;
      if (!address && !location) {
        throw new Invalid('Some fields are missing or not valid.', { locationAddress: petReportMessages.location });
      }
      if (photo) set.photo = photo;
      else if (patch.photoId === null) set.photo = null;
      const updated = await reports.update(report._id, userId, set);
      if (!updated) throw new NotFound(petReportMessages.notFound);
      // The photo it had goes once it is replaced or removed (choosing the same one again keeps it).
      if (report.photo && set.photo !== undefined && set.photo?.id !== report.photo.id) {
        await images.remove(report.photo.id);
      }
      await notices.updated(updated, await involved(updated), false, at);
      return toPetReport(updated, userId);
    },

    /** Reunited: the report leaves every feed (is_active false); asking again changes nothing. */
    async resolve(userId: ObjectId, id: string): Promise<PetReport> {
      const report = await reporterOf(userId, id);
      if (!report.isActive) return toPetReport(report, userId);
      const at = now();
      const updated = await reports.update(report._id, userId, { isActive: false, resolvedAt: at, updatedAt: at });
      if (!updated) throw new NotFound(petReportMessages.notFound);
      await notices.updated(updated, await involved(updated), true, at);
      return toPetReport(updated, userId);
    },

    async remove(userId: ObjectId, id: string): Promise<void> {
      const report = await reporterOf(userId, id);
      const told = await involved(report);
      const removed = await reports.deleteOwned(report._id, userId);
      if (!removed) throw new NotFound(petReportMessages.notFound);
      if (removed.photo) await images.remove(removed.photo.id);
      await discussion.deleteByReport(report._id);
      await notices.deleted(report, told, now());
    },

    /** "I have seen this pet" (anyone but the reporter, on an active report): counted once per user per hour. */
    async markSeen(userId: ObjectId, id: string, input: MarkSeenInput): Promise<ReportSeen> {
      const report = await existing(id);
      if (report.userId.equals(userId)) throw new Forbidden(petReportMessages.ownReportSeen);
      if (!report.isActive) throw new Conflict(petReportMessages.resolved, 'report_resolved');
      const at = now();
      const note = input.note ?? '';
      const counted = await reports.addSighting({
        reportId: report._id,
        userId,
        hour: Math.floor(at.getTime() / HOUR_MS),
        note,
        createdAt: at,
      });
      if (counted) await notices.seen(report, note, at);
      return { seenCount: report.seenCount + (counted ? 1 : 0), counted };
    },

    /** The address of the report's photo (NotFound without one). */
    async photoUrl(id: string): Promise<string> {
      const url = reportPhotoUrl(await existing(id));
      if (!url) throw new NotFound();
      return url;
    },

    /**
     * The printable flyer, with a QR code to the report's page at `origin`. Tells the reporter (once per
     * user per hour, so reprints are not a flood of notifications).
     */
    async flyer(userId: ObjectId, id: string, origin: string): Promise<string> {
      const report = await existing(id);
      const at = now();
      const first = await reports.addFlyer({
        reportId: report._id,
        userId,
        hour: Math.floor(at.getTime() / HOUR_MS),
        createdAt: at,
      });
      if (first) await notices.flyer(report, report.userId.equals(userId), at);
      return renderFlyer(report, `${origin}${reportPagePath(report._id)}`);
    },
  };
}

/**
 * Report photos stored before the image pipeline (bytes in `pet_report_photos`) go through it once, at start:
 * resized, WebP, no metadata; one that cannot be read is dropped (the report shows the paw drawing).
 */
export async function migrateLegacyReportPhotos(
  reports: ReportsRepository,
  images: Pick<ImagesService, 'storeMade'>,
): Promise<number> {
  let moved = 0;
  for (const legacy of await reports.legacyPhotos()) {
    const photo = await images.storeMade(legacy.data.buffer).catch(() => null);
    await reports.replaceLegacyPhoto(legacy._id, photo);
    moved++;
  }
  await reports.clearLegacyVersions();
  return moved;
}
