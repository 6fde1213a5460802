import { ObjectId } from 'mongodb';
import {
  careMessages,
  OVERNIGHT_SERVICE_TYPES,
  REPORT_CARD_EDIT_HOURS,
  reportCardMessages,
  type FileReportCardInput,
  type ReportCard,
  type ReportCardList,
  type ReportCardVisitList,
  type SessionUser,
  type UpdateReportCardInput,
} from '@petpal/contracts';
import { Conflict, Invalid, NotFound } from '../../errors';
import type { ImagesService } from '../../images';
import { instantOf } from '../../scheduling';
import type { CareAccess } from '../access/care-access';
import type { RecurringSchedulesRepository } from '../requests/recurring-schedules.repository';
import { visitsOf, type Visit } from '../requests/request-time';
import { effectiveStatus } from '../requests/request-views';
import type { BookingRequestDoc, RequestsRepository } from '../requests/requests.repository';
import type { SittersRepository } from '../sitters/sitters.repository';
import type { ReportCardNotices } from './report-card-notices';
import type { ReportCardDoc, ReportCardsRepository } from './report-cards.repository';

export interface ReportCardsDeps {
  access: CareAccess;
  sitters: SittersRepository;
  requests: RequestsRepository;
  schedules: RecurringSchedulesRepository;
  cards: ReportCardsRepository;
  notices: ReportCardNotices;
  /** The card's photos: the sitter's own uploads, kept by this card alone. */
  images: Pick<ImagesService, 'claimAll' | 'release' | 'remove'>;
  now: () => Date;
}

/**
 * The holder a card's photos are claimed for (decision 100: one record per image): the visit's, so the same card
 * sent twice at once claims for one holder and the loser of the race answers 409, not a refused photo.
 */
const cardHolder = (card: Pick<ReportCardDoc, 'bookingRequestId' | 'visitDate'>) =>
  `report-card:${card.bookingRequestId.toHexString()}:${card.visitDate}`;

const EDIT_MS = REPORT_CARD_EDIT_HOURS * 3_600_000;
const invalid = (field: string, message: string) => new Invalid(message, { [field]: message });
const cardNotFound = () => new NotFound(reportCardMessages.cardNotFound);
const editOver = () => new Conflict(reportCardMessages.editOver, 'report_card_locked');

type Times = Pick<ReportCardDoc, 'startTime' | 'endTime' | 'startedAt' | 'endedAt'>;

/** The card's times as instants: on the visit's date, an overnight stay ending on the booking's end date. */
function timesOf(booking: BookingRequestDoc, visitDate: string, startTime: string, endTime: string): Times {
  const endDate = OVERNIGHT_SERVICE_TYPES.includes(booking.serviceType) ? booking.endDate : visitDate;
  const startedAt = new Date(instantOf(booking.timeZone, visitDate, startTime));
  const endedAt = new Date(instantOf(booking.timeZone, endDate, endTime));
  if (endedAt <= startedAt) throw invalid('endTime', reportCardMessages.timeRange);
  return { startTime, endTime, startedAt, endedAt };
}

function toReportCard(doc: ReportCardDoc, sitterName: string, editor: boolean, at: Date): ReportCard {
  const editableUntil = new Date(doc.filedAt.getTime() + EDIT_MS);
  return {
    id: doc._id.toHexString(),
    bookingRequestId: doc.bookingRequestId.toHexString(),
    visitDate: doc.visitDate,
    timeZone: doc.timeZone,
    startTime: doc.startTime,
    endTime: doc.endTime,
    startedAt: doc.startedAt.toISOString(),
    endedAt: doc.endedAt.toISOString(),
    pee: doc.pee,
    poo: doc.poo,
    food: doc.food,
    water: doc.water,
    note: doc.note,
    photos: doc.photos,
    sitterName,
    filedAt: doc.filedAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
    editableUntil: editableUntil.toISOString(),
    canEdit: editor && at < editableUntil,
  };
}

export type ReportCardsService = ReturnType<typeof createReportCardsService>;

/**
 * Report cards (decision 086): the booking's sitter files one per visit once it has started and may change it
 * for 24 hours; the booking's owner reads them and hears of each in the bell.
 */
export function createReportCardsService(deps: ReportCardsDeps) {
  const { access, sitters, requests, schedules, cards, notices, images, now } = deps;

  /** The sitter's own accepted (or completed) booking; another sitter's is not found. */
  async function sitterBooking(user: SessionUser, id: string) {
    const sitter = await access.requireSitter(user);
    const booking = await requests.findOfSitter(new ObjectId(id), sitter._id);
    if (!booking) throw new NotFound(careMessages.requestNotFound);
    return { sitter, booking };
  }

  async function visitsOfBooking(booking: BookingRequestDoc): Promise<Visit[]> {
    const daysOfWeek = (await schedules.weekdaysOf([booking._id])).get(booking._id.toHexString()) ?? [];
    return visitsOf({ ...booking, daysOfWeek });
  }

  const booked = (booking: BookingRequestDoc, at: Date) => {
    const status = effectiveStatus(booking, at);
    return status === 'accepted' || status === 'completed';
  };

  /** Frees photos just claimed for a card that was not stored or changed, unless the visit's card keeps them. */
  async function release(
    photos: ReadonlyArray<{ id: string }>,
    visit: Pick<ReportCardDoc, 'bookingRequestId' | 'visitDate'>,
  ) {
    const stored = await cards.ofVisit(visit.bookingRequestId, visit.visitDate);
    const kept = new Set(stored?.photos.map((photo) => photo.id));
    await images.release(
      photos.map((photo) => photo.id).filter((id) => !kept.has(id)),
      cardHolder(visit),
    );
  }

  return {
    /** Every visit of the sitter's booking, with its card when filed. */
    async visits(user: SessionUser, id: string): Promise<ReportCardVisitList> {
      const { sitter, booking } = await sitterBooking(user, id);
      const at = now();
      if (!booked(booking, at)) return { visits: [] };
      const [visits, filed] = await Promise.all([visitsOfBooking(booking), cards.listOfBooking(booking._id)]);
      const byDate = new Map(filed.map((card) => [card.visitDate, card]));
      return {
        visits: visits.map((visit) => {
          const card = byDate.get(visit.date);
          return {
            visitDate: visit.date,
            startsAt: new Date(visit.startMs).toISOString(),
            endsAt: new Date(visit.endMs).toISOString(),
            started: at.getTime() >= visit.startMs,
            card: card ? toReportCard(card, sitter.fullName, true, at) : null,
          };
        }),
      };
    },

    /**
     * Files the card of one started visit of an accepted booking. The unique index on booking and visit
     * decides between a retry and a racing filing: the second is 409 and stores nothing. The owner is told.
     */
    async file(user: SessionUser, id: string, input: Required<FileReportCardInput>): Promise<ReportCard> {
      const { sitter, booking } = await sitterBooking(user, id);
      const at = now();
      if (!booked(booking, at)) throw new Conflict(reportCardMessages.notBooked, 'not_booked');
      const visit = (await visitsOfBooking(booking)).find((candidate) => candidate.date === input.visitDate);
      if (!visit) throw invalid('visitDate', reportCardMessages.visitDate);
      if (at.getTime() < visit.startMs) throw new Conflict(reportCardMessages.notStarted, 'visit_not_started');
      const cardId = new ObjectId();
      const times = timesOf(booking, visit.date, input.startTime, input.endTime);
      const visitKey = { bookingRequestId: booking._id, visitDate: visit.date };
      const photos = await images.claimAll(user.id, input.photoIds, cardHolder(visitKey), 'photoIds');
      const doc: ReportCardDoc = {
        _id: cardId,
        bookingRequestId: booking._id,
        visitDate: visit.date,
        petSitterId: sitter._id,
        ownerUserId: booking.ownerUserId,
        sitterUserId: booking.sitterUserId,
        timeZone: booking.timeZone,
        ...times,
        pee: input.pee,
        poo: input.poo,
        food: input.food,
        water: input.water,
        note: input.note,
        photos,
        filedAt: at,
        updatedAt: at,
      };
      // Claimed first, so a card never names a photo that is not the sitter's; a lost race frees them again.
      if (!(await cards.insertOnce(doc))) {
        await release(photos, visitKey);
        throw new Conflict(reportCardMessages.exists, 'report_card_exists');
      }
      await notices.filed(booking, visit.date, sitter.fullName, at);
      return toReportCard(doc, sitter.fullName, true, at);
    },

    /** Changes the sitter's own card within 24 hours of filing; `photoIds` is the whole new list. */
    async update(user: SessionUser, id: string, patch: UpdateReportCardInput): Promise<ReportCard> {
      const sitter = await access.requireSitter(user);
      const card = await cards.findById(new ObjectId(id));
      if (!card || !card.petSitterId.equals(sitter._id)) throw cardNotFound();
      const at = now();
      const filedAfter = new Date(at.getTime() - EDIT_MS);
      if (card.filedAt <= filedAfter) throw editOver();
      const booking = await requests.findById(card.bookingRequestId);
      if (!booking) throw cardNotFound();

      const { photoIds: _photoIds, startTime, endTime, ...ticksAndNote } = patch;
      const times =
        startTime !== undefined || endTime !== undefined
          ? timesOf(booking, card.visitDate, startTime ?? card.startTime, endTime ?? card.endTime)
          : {};
      // Ids the card has are kept as they are; any other must be the sitter's own upload, free to claim.
      const had = new Map(card.photos.map((photo) => [photo.id, photo]));
      const added = patch.photoIds
        ? await images.claimAll(
            user.id,
            patch.photoIds.filter((photoId) => !had.has(photoId)),
            cardHolder(card),
            'photoIds',
          )
        : [];
      const addedById = new Map(added.map((photo) => [photo.id, photo]));
      const photos = patch.photoIds
        ? [...new Set(patch.photoIds)].map((photoId) => had.get(photoId) ?? addedById.get(photoId)!)
        : card.photos;

      const updated = await cards.updateWhileEditable(card._id, filedAfter, {
        ...ticksAndNote,
        ...times,
        photos,
        updatedAt: at,
      });
      if (!updated) {
        await release(added, card);
        throw editOver();
      }
      for (const dropped of card.photos) {
        if (!photos.some((photo) => photo.id === dropped.id)) await images.remove(dropped.id);
      }
      return toReportCard(updated, sitter.fullName, true, at);
    },

    /** The cards of the owner's booking, visit by visit; another owner's booking is not found. */
    async ofOwner(user: SessionUser, id: string): Promise<ReportCardList> {
      const owner = await access.requireOwner(user);
      const booking = await requests.findOfOwner(new ObjectId(id), owner._id);
      if (!booking) throw new NotFound(careMessages.requestNotFound);
      const [filed, sitter] = await Promise.all([
        cards.listOfBooking(booking._id),
        sitters.findById(booking.petSitterId),
      ]);
      const at = now();
      return { cards: filed.map((card) => toReportCard(card, sitter?.fullName ?? 'Pet sitter', false, at)) };
    },
  };
}

/** Report card photos stored before the image pipeline (`care_report_card_photos`) go through it once, at start. */
export const migrateLegacyReportCardPhotos = (
  cards: Pick<ReportCardsRepository, 'moveLegacyPhotos'>,
  images: Pick<ImagesService, 'storeMade'>,
) => cards.moveLegacyPhotos(images);
