import { ObjectId } from 'mongodb';
import {
  careMessages,
  defaultRequestComment,
  SITTER_SERVICE_OF_TYPE,
  type CreateBookingRequestData,
  type OwnerBookingRequest,
  type OwnerBookingRequestList,
  type SessionUser,
} from '@petpal/contracts';
import { Conflict, Invalid, NotFound } from '../../errors';
import type { CareAccess } from '../access/care-access';
import { shortNameOf } from '../access/person-names';
import type { RatingsRepository } from '../ratings/ratings.repository';
import type { SitterCalendarService } from '../sitters/sitter-calendar.service';
import type { SittersRepository } from '../sitters/sitters.repository';
import { isRecurringService, type RecurringSchedulesRepository } from './recurring-schedules.repository';
import type { RequestNotices } from './request-notices';
import { todayIn } from '../../scheduling';
import { cellsOf, expiryOf, windowsOf } from './request-time';
import { effectiveStatus, toOwnerRequest } from './request-views';
import type { BookedPetDoc, BookingRequestDoc, RequestsRepository } from './requests.repository';
import type { SitterClaimsRepository } from './sitter-claims.repository';

export interface OwnerRequestsDeps {
  access: CareAccess;
  sitters: SittersRepository;
  requests: RequestsRepository;
  schedules: RecurringSchedulesRepository;
  claims: SitterClaimsRepository;
  ratings: RatingsRepository;
  notices: RequestNotices;
  /** The sitter's calendar: its 90 days and days off (decisions 107, 116). */
  sitterCalendar: Pick<SitterCalendarService, 'refusals'>;
  now: () => Date;
}

const invalid = (field: string, message: string) => new Invalid(message, { [field]: message });
const uniqueIds = (ids: readonly ObjectId[]) => [...new Map(ids.map((id) => [id.toHexString(), id])).values()];

export type OwnerRequestsService = ReturnType<typeof createOwnerRequestsService>;

/** An owner's booking requests (spec sections 3-5): send one, list them, cancel one. */
export function createOwnerRequestsService(deps: OwnerRequestsDeps) {
  const { access, sitters, requests, schedules, claims, ratings, notices, sitterCalendar, now } = deps;

  /** The owner's view of each request: its sitter, its repeat weekdays, whether it has been rated. */
  async function views(docs: readonly BookingRequestDoc[], at: Date): Promise<OwnerBookingRequest[]> {
    const [sitterDocs, weekdays, rated] = await Promise.all([
      sitters.findByIds(uniqueIds(docs.map((doc) => doc.petSitterId))),
      schedules.weekdaysOf(docs.filter((doc) => doc.scheduleType === 'repeat-weekly').map((doc) => doc._id)),
      ratings.ratedAmong(docs.filter((doc) => effectiveStatus(doc, at) === 'completed').map((doc) => doc._id)),
    ]);
    return docs.map((doc) => {
      const id = doc._id.toHexString();
      return toOwnerRequest(doc, {
        sitter: sitterDocs.get(doc.petSitterId.toHexString()),
        daysOfWeek: weekdays.get(id) ?? [],
        rated: rated.has(id),
        now: at,
      });
    });
  }

  async function ownRequest(owner: { _id: ObjectId }, id: string): Promise<BookingRequestDoc> {
    const doc = await requests.findOfOwner(new ObjectId(id), owner._id);
    if (!doc) throw new NotFound(careMessages.requestNotFound);
    return doc;
  }

  return {
    /**
     * POST /api/care/requests: checks the sitter, the dates against the owner's clock and the pets, then
     * stores the pending request (and its repeat schedule) and tells the sitter. Nothing is held yet:
     * the sitter's accept claims the time.
     */
    async create(user: SessionUser, input: CreateBookingRequestData): Promise<OwnerBookingRequest> {
      const owner = await access.requireOwner(user);
      const sitter = await sitters.findById(new ObjectId(input.sitterId));
      if (!sitter) throw new NotFound(careMessages.sitterNotFound);
      if (sitter.userId.equals(owner.userId)) throw invalid('sitterId', careMessages.ownRequest);
      if (!sitter.services.includes(SITTER_SERVICE_OF_TYPE[input.serviceType])) {
        throw invalid('serviceType', careMessages.serviceNotOffered);
      }

      const at = now();
      if (input.startDate < todayIn(input.timeZone, at.getTime()))
        throw invalid('startDate', careMessages.startDatePast);
      const repeat = input.scheduleType === 'repeat-weekly' && isRecurringService(input.serviceType);
      const daysOfWeek = repeat ? input.daysOfWeek : [];
      const windows = windowsOf({ ...input, daysOfWeek });
      const first = windows[0];
      const last = windows[windows.length - 1];
      if (!first || !last) throw invalid('daysOfWeek', careMessages.noWeekdayInRange);
      if (first.startMs <= at.getTime()) throw invalid('startTime', careMessages.startTimePast);
      const { pastWindow, away } = await sitterCalendar.refusals(sitter._id, windows);
      if (pastWindow) throw invalid(pastWindow, careMessages.sitterTooFar);
      if (away.length > 0) {
        // A start on a day off is the start date's fault; a range running over one is refused as a whole.
        throw away[0] === input.startDate
          ? invalid('startDate', careMessages.sitterAwayDay)
          : invalid('endDate', careMessages.sitterAway);
      }

      const pets = await access.petsOf(owner._id);
      const selected: BookedPetDoc[] = [];
      for (const id of input.selectedPets) {
        const pet = pets.find((p) => p._id.toHexString() === id.toLowerCase());
        if (!pet) throw invalid('selectedPets', careMessages.ownPets);
        selected.push({ petId: pet._id, name: pet.name, breed: pet.breed, species: pet.species, sizeLbs: pet.sizeLbs });
      }
      // A courtesy check so owners do not wait on a request that cannot be accepted; the accept's claims decide.
      if (await claims.anyTaken(sitter._id, cellsOf(windows)))
        throw new Conflict(careMessages.sitterBusy, 'sitter_busy');

      const startsAt = new Date(first.startMs);
      const doc: BookingRequestDoc = {
        _id: new ObjectId(),
        petOwnerId: owner._id,
        ownerUserId: owner.userId,
        petSitterId: sitter._id,
        sitterUserId: sitter.userId,
        serviceType: input.serviceType,
        startDate: input.startDate,
        endDate: input.endDate,
        startTime: input.startTime,
        endTime: input.endTime,
        timeZone: input.timeZone,
        startsAt,
        endsAt: new Date(last.endMs),
        scheduleType: input.scheduleType,
        comment: input.comment || defaultRequestComment(input.serviceType),
        status: 'pending',
        emergencyContact: input.emergencyContact,
        specialCareInstructions: input.specialCareInstructions,
        location: input.location || owner.location,
        selectedPets: selected,
        getsAlongWithOtherDogs: input.getsAlongWithOtherDogs,
        dogSizeLbs: Math.round(selected.reduce((sum, pet) => sum + pet.sizeLbs, 0) / selected.length),
        declineReason: null,
        createdAt: at,
        updatedAt: at,
        expiresAt: expiryOf(at, startsAt),
        respondedAt: null,
      };
      await requests.insert(doc);
      if (repeat && isRecurringService(doc.serviceType)) {
        try {
          await schedules.insert(doc.serviceType, {
            _id: new ObjectId(),
            bookingRequestId: doc._id,
            serviceStartDate: doc.startDate,
            serviceEndDate: doc.endDate,
            daysOfWeek: [...daysOfWeek],
            isRecurring: true,
            createdAt: at,
          });
        } catch (error) {
          await requests.deleteById(doc._id);
          throw error;
        }
      }
      await notices.sent(doc, shortNameOf(owner.fullName), at);
      return toOwnerRequest(doc, { sitter, daysOfWeek, rated: false, now: at });
    },

    /** upcoming: pending or accepted and not ended, soonest first; past: the rest, newest first. */
    async list(user: SessionUser, scope: 'upcoming' | 'past'): Promise<OwnerBookingRequestList> {
      const owner = await access.requireOwner(user);
      const at = now();
      const docs = await requests.listOfOwner(owner._id, scope === 'upcoming' ? 'live' : 'over', at);
      return { requests: await views(docs, at) };
    },

    /** Pending or accepted, and not started: cancelled, its time freed, the sitter told. */
    async cancel(user: SessionUser, id: string): Promise<OwnerBookingRequest> {
      const owner = await access.requireOwner(user);
      const doc = await ownRequest(owner, id);
      const at = now();
      const status = effectiveStatus(doc, at);
      if ((status !== 'pending' && status !== 'accepted') || at >= doc.startsAt) {
        throw new Conflict(careMessages.notCancellable, 'not_cancellable');
      }
      const cancelled = await requests.transition(
        doc._id,
        {
          startsAt: { $gt: at },
          $or: [{ status: 'accepted' }, { status: 'pending', expiresAt: { $gt: at } }],
        },
        { status: 'cancelled', updatedAt: at },
      );
      if (!cancelled) throw new Conflict(careMessages.notCancellable, 'not_cancellable');
      await claims.release(doc._id);
      await notices.cancelled(cancelled, shortNameOf(owner.fullName), at);
      const [view] = await views([cancelled], at);
      return view!;
    },
  };
}
