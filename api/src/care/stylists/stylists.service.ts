import { ObjectId } from 'mongodb';
import {
  STYLISTS_PAGE_SIZE,
  stylistMessages,
  type BookStyling,
  type SessionUser,
  type StylingAppointment,
  type StylingAppointmentList,
  type StylistAvailability,
  type StylistDetail,
  type StylistDaySlots,
  type StylistList,
  type StylistService,
  type BookingRatingCreated,
  type RateBookingInput,
} from '@petpal/contracts';
import { Conflict, Forbidden, Invalid, NotFound } from '../../errors';
import { cellsOf, nextAvailableOf, type ProviderCache, type SlotRefusal } from '../../scheduling';
import type { CareAccess } from '../access/care-access';
import { reviewsOf } from '../ratings/provider-reviews';
import { rateBooking } from '../ratings/rate-booking';
import type { StylistRatingsRepository } from '../ratings/ratings.repository';
import type { StylistAvailabilityService, StylistRef } from './stylist-availability';
import type { StylistCalendarRepository } from './stylist-calendar.repository';
import type { StylistClaimsRepository } from './stylist-claims.repository';
import { isCancellable, stylingStatus, toStylingAppointment, toStylistCard, zoneOr } from './stylist-views';
import {
  confirmedStyling,
  type StylingAppointmentDoc,
  type StylingAppointmentsRepository,
  type StylingScope,
} from './styling-appointments.repository';
import type { StylingNotices } from './styling-notices';
import type { StylistRecordDoc, StylistsRepository } from './stylists.repository';

const INVALID = 'Some fields are missing or not valid.';

export const slotTaken = () => new Conflict(stylistMessages.slotTaken, 'slot_taken');

function refusal(reason: SlotRefusal): Error {
  if (reason === 'outside_window')
    return new Invalid(stylistMessages.date, { date: stylistMessages.date }, 'invalid_date');
  if (reason === 'holiday') return new Conflict(stylistMessages.holiday, 'holiday');
  if (reason === 'taken') return slotTaken();
  return new Conflict(stylistMessages.slot, 'slot_unavailable');
}

export interface StylistsServiceDeps {
  stylists: StylistsRepository;
  calendar: StylistCalendarRepository;
  appointments: StylingAppointmentsRepository;
  claims: StylistClaimsRepository;
  ratings: StylistRatingsRepository;
  availability: StylistAvailabilityService;
  cache: ProviderCache;
  access: CareAccess;
  notices: StylingNotices;
  now: () => Date;
}

export interface StylistSearch {
  location?: string | undefined;
  service?: StylistService | undefined;
  page: number;
}

/**
 * The owner's side of stylists (spec sections 2, 4 and 5): search, dates and slots, booking (claimed in the
 * shared claim grid, created confirmed), the owner's list and cancellation.
 */
export function createStylistsService(deps: StylistsServiceDeps) {
  const { now } = deps;

  async function findStylist(id: string): Promise<StylistRecordDoc> {
    const doc = await deps.stylists.findById(new ObjectId(id));
    if (!doc) throw new NotFound(stylistMessages.stylistNotFound);
    return doc;
  }

  async function refOf(doc: StylistRecordDoc): Promise<StylistRef> {
    const settings = await deps.calendar.settingsOf(doc._id);
    return { id: doc._id, timeZone: zoneOr(settings?.timeZone) };
  }

  /** The views of `docs` for one viewer: names of stylists, owners and pets (and the owner's ratings) read in one go each. */
  async function viewsOf(
    docs: StylingAppointmentDoc[],
    at: Date,
    viewer: 'owner' | 'stylist',
  ): Promise<StylingAppointment[]> {
    const unique = (ids: ObjectId[]) => [...new Map(ids.map((id) => [id.toHexString(), id])).values()];
    const ownerIds = unique(docs.map((d) => d.petOwnerId));
    const completed = docs.filter((doc) => stylingStatus(doc, at) === 'completed').map((doc) => doc._id);
    const [stylists, owners, rated] = await Promise.all([
      deps.stylists.findByIds(unique(docs.map((d) => d.stylistId))),
      deps.access.ownersByIds(ownerIds),
      viewer === 'owner' ? deps.ratings.ratedAmong(completed) : Promise.resolve(null),
    ]);
    const petLists = await Promise.all(ownerIds.map((id) => deps.access.petsOf(id)));
    const pets = new Map(petLists.flat().map((p) => [p._id.toHexString(), p.name]));
    return docs.map((doc) => {
      const stylist = stylists.get(doc.stylistId.toHexString());
      return toStylingAppointment(doc, {
        stylistName: stylist?.fullName ?? 'Pet stylist',
        stylistLocation: stylist?.location ?? '',
        ownerName: owners.get(doc.petOwnerId.toHexString())?.fullName ?? 'Pet owner',
        petName: doc.petId ? (pets.get(doc.petId.toHexString()) ?? null) : null,
        now: at,
        rated: rated ? rated.has(doc._id.toHexString()) : null,
      });
    });
  }

  return {
    viewsOf,
    refOf,

    /** One page of the stylists matching the filters, by name. */
    async search({ location, service, page }: StylistSearch): Promise<StylistList> {
      const found = await deps.stylists.search(location);
      const matching = service ? found.filter((doc) => doc.specializations.includes(service)) : found;
      const shown = matching.slice((page - 1) * STYLISTS_PAGE_SIZE, page * STYLISTS_PAGE_SIZE);
      const ids = shown.map((doc) => doc._id);
      const [zones, stats] = await Promise.all([deps.calendar.zonesOf(ids), deps.ratings.statsOf(ids)]);
      return {
        stylists: shown.map((doc) =>
          toStylistCard(doc, zones.get(doc._id.toHexString()), stats.get(doc._id.toHexString())),
        ),
        total: matching.length,
        page,
        pageSize: STYLISTS_PAGE_SIZE,
      };
    },

    /** One stylist's page: the card's fields, the first open slot (the calendar's cached plans), the newest reviews. */
    async detail(stylistId: string): Promise<StylistDetail> {
      const doc = await findStylist(stylistId);
      const ref = await refOf(doc);
      const [stats, next, reviews] = await Promise.all([
        deps.ratings.statsOf([doc._id]),
        deps.availability.nextSlot(ref),
        deps.ratings.listOf(doc._id),
      ]);
      return {
        stylist: toStylistCard(doc, ref.timeZone, stats.get(doc._id.toHexString())),
        nextAvailable: nextAvailableOf(next),
        reviews: await reviewsOf(reviews, deps.access),
      };
    },

    async availability(stylistId: string): Promise<StylistAvailability> {
      return deps.availability.availability(await refOf(await findStylist(stylistId)));
    },

    async slots(stylistId: string, date: string): Promise<StylistDaySlots> {
      return deps.availability.slots(await refOf(await findStylist(stylistId)), date);
    },

    /**
     * POST /api/care/stylist-appointments: validates the owner, the service, the pet and the slot, then claims
     * the slot's cells (a unique index decides between racing bookings) and stores the appointment, confirmed
     * (spec section 4).
     */
    async book(user: SessionUser, input: BookStyling): Promise<StylingAppointment> {
      const [owner, stylist] = await Promise.all([deps.access.requireOwner(user), findStylist(input.stylistId)]);
      if (stylist.userId.equals(new ObjectId(user.id))) throw new Forbidden(stylistMessages.ownBooking);
      if (!stylist.specializations.includes(input.serviceType))
        throw new Invalid(INVALID, { serviceType: stylistMessages.serviceNotOffered });
      const petId = input.petId ? new ObjectId(input.petId) : null;
      const pets = await deps.access.petsOf(owner._id);
      const pet = petId ? pets.find((p) => p._id.equals(petId)) : undefined;
      if (petId && !pet) throw new Invalid(INVALID, { petId: stylistMessages.pet });

      const at = now();
      const ref = await refOf(stylist);
      const verdict = await deps.availability.check(ref, input, at);
      if (!verdict.ok) throw refusal(verdict.reason);

      const key = stylist._id.toHexString();
      const id = new ObjectId();
      try {
        if (!(await deps.claims.claim(stylist._id, id, cellsOf(verdict.startMs, verdict.endMs), at))) throw slotTaken();
      } catch (error) {
        deps.cache.invalidate(key);
        throw error;
      }
      const doc = confirmedStyling(
        {
          _id: id,
          petOwnerId: owner._id,
          ownerUserId: new ObjectId(user.id),
          stylistId: stylist._id,
          stylistUserId: stylist.userId,
          petId,
          scheduleId: new ObjectId(input.scheduleId),
          appointmentDate: input.date,
          startTime: input.startTime,
          endTime: verdict.endTime,
          timeZone: ref.timeZone,
          startsAt: new Date(verdict.startMs),
          endsAt: new Date(verdict.endMs),
          serviceType: input.serviceType,
          specialInstructions: input.specialInstructions,
        },
        at,
      );
      try {
        await deps.appointments.insert(doc);
      } catch (error) {
        await deps.claims.release(id);
        throw error;
      } finally {
        deps.cache.invalidate(key);
      }
      await deps.notices.booked(doc, owner.fullName, at);
      return toStylingAppointment(doc, {
        stylistName: stylist.fullName,
        stylistLocation: stylist.location,
        ownerName: owner.fullName,
        petName: pet?.name ?? null,
        now: at,
        rated: false,
      });
    },

    async listOfOwner(user: SessionUser, scope: StylingScope): Promise<StylingAppointmentList> {
      await deps.access.requireOwner(user);
      const at = now();
      const docs = await deps.appointments.listOfOwner(new ObjectId(user.id), scope, at);
      return { appointments: await viewsOf(docs, at, 'owner') };
    },

    /** The owner cancels an upcoming appointment; the slot is freed at once. */
    async cancelByOwner(user: SessionUser, id: string): Promise<StylingAppointment> {
      const owner = await deps.access.requireOwner(user);
      const doc = await deps.appointments.findById(new ObjectId(id));
      if (!doc || !doc.ownerUserId.equals(new ObjectId(user.id)))
        throw new NotFound(stylistMessages.appointmentNotFound);
      const at = now();
      if (!isCancellable(doc, at)) throw new Conflict(stylistMessages.notCancellable, 'not_cancellable');
      const updated = await deps.appointments.transition(doc._id, ['pending', 'confirmed'], {
        status: 'cancelled',
        cancelledBy: 'owner',
        updatedAt: at,
      });
      if (!updated) throw new Conflict(stylistMessages.notCancellable, 'not_cancellable');
      await deps.claims.release(doc._id);
      deps.cache.invalidate(doc.stylistId.toHexString());
      await deps.notices.cancelledByOwner(updated, owner.fullName, at);
      return (await viewsOf([updated], at, 'owner'))[0] as StylingAppointment;
    },

    /** POST /api/care/stylist-appointments/:id/rating: the owner rates the stylist of a completed appointment, once. */
    async rate(user: SessionUser, id: string, input: Required<RateBookingInput>): Promise<BookingRatingCreated> {
      const owner = await deps.access.requireOwner(user);
      const doc = await deps.appointments.findById(new ObjectId(id));
      if (!doc || !doc.petOwnerId.equals(owner._id)) throw new NotFound(stylistMessages.appointmentNotFound);
      const at = now();
      return rateBooking(
        owner,
        {
          bookingId: doc._id,
          completed: stylingStatus(doc, at) === 'completed',
          provider: { stylistId: doc.stylistId },
          store: deps.ratings,
        },
        input,
        at,
      );
    },
  };
}

export type StylistsService = ReturnType<typeof createStylistsService>;
