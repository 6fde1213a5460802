import type { ObjectId } from 'mongodb';
import type { StoredBookingRequestStatus, BookingServiceType, CareScheduleType, PetSpecies } from '@petpal/contracts';
import type { DataPort, Filter } from '../../data/port';

export const BOOKING_REQUESTS_COLLECTION = 'booking_requests';

/** A selected pet as it was when the request was sent. */
export interface BookedPetDoc {
  petId: ObjectId;
  name: string;
  breed: string;
  species: PetSpecies;
  sizeLbs: number;
}

/**
 * A booking request (spec section 3's booking_requests, camelCase). `petOwnerId` and `petSitterId` are
 * the role records' ids; the users behind them are kept too, to notify them without a lookup.
 */
export interface BookingRequestDoc {
  _id: ObjectId;
  petOwnerId: ObjectId;
  ownerUserId: ObjectId;
  petSitterId: ObjectId;
  sitterUserId: ObjectId;
  serviceType: BookingServiceType;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  timeZone: string;
  /** The first and last moment the request holds the sitter. */
  startsAt: Date;
  endsAt: Date;
  scheduleType: CareScheduleType;
  comment: string;
  status: StoredBookingRequestStatus;
  emergencyContact: string;
  specialCareInstructions: string;
  location: string;
  selectedPets: BookedPetDoc[];
  getsAlongWithOtherDogs: boolean;
  dogSizeLbs: number;
  declineReason: string | null;
  createdAt: Date;
  updatedAt: Date;
  /** A pending request expires unanswered at this moment. */
  expiresAt: Date;
  respondedAt: Date | null;
}

/** Past lists show at most this many requests, newest first. */
export const PAST_REQUESTS_LIMIT = 100;

/** Pending and answerable, or accepted: what is still ahead (needs `endsAt > now` beside it). */
const live = (now: Date): Filter<BookingRequestDoc> => ({
  endsAt: { $gt: now },
  $or: [{ status: 'accepted' }, { status: 'pending', expiresAt: { $gt: now } }],
});
const over = (now: Date): Filter<BookingRequestDoc> => ({
  $or: [
    { status: { $in: ['declined', 'cancelled', 'expired'] } },
    { endsAt: { $lte: now } },
    { status: 'pending', expiresAt: { $lte: now } },
  ],
});

/** The only code that touches `booking_requests`. */
export function createRequestsRepository(db: DataPort) {
  const requests = db.collection<BookingRequestDoc>(BOOKING_REQUESTS_COLLECTION);

  const list = (owner: Filter<BookingRequestDoc>, scope: 'live' | 'over', now: Date) =>
    scope === 'live'
      ? requests.find({ ...owner, ...live(now) }, { sort: { startsAt: 1, _id: 1 } }).toArray()
      : requests
          .find({ ...owner, ...over(now) }, { sort: { startsAt: -1, _id: -1 }, limit: PAST_REQUESTS_LIMIT })
          .toArray();

  return {
    /** Whether the owner has an accepted request with this provider (contact details are shared then, docs/decisions/085). */
    async acceptedBetween(ownerUserId: ObjectId, providerId: ObjectId): Promise<boolean> {
      return (
        (await requests.findOne(
          { ownerUserId, sitterUserId: providerId, status: 'accepted' },
          { projection: { _id: 1 } },
        )) !== null
      );
    },
    async ensureIndexes(): Promise<void> {
      await requests.createIndex({ petOwnerId: 1, startsAt: 1 }, { name: 'owner_starts' });
      await requests.createIndex({ petSitterId: 1, startsAt: 1 }, { name: 'sitter_starts' });
      await requests.createIndex({ status: 1, expiresAt: 1 }, { name: 'status_expires' });
      await requests.createIndex({ status: 1, endsAt: 1 }, { name: 'status_ends' });
    },

    insert: async (doc: BookingRequestDoc) => void (await requests.insertOne(doc)),

    /** Takes back a request whose repeat schedule could not be stored. */
    deleteById: async (id: ObjectId) => void (await requests.deleteOne({ _id: id })),

    findById: (id: ObjectId) => requests.findOne({ _id: id }),

    /** The owner's request, or null (another owner's request is not found). */
    findOfOwner: (id: ObjectId, petOwnerId: ObjectId) => requests.findOne({ _id: id, petOwnerId }),

    findOfSitter: (id: ObjectId, petSitterId: ObjectId) => requests.findOne({ _id: id, petSitterId }),

    /** The owner's requests still ahead ('live', soonest first) or over ('over', newest first). */
    listOfOwner: (petOwnerId: ObjectId, scope: 'live' | 'over', now: Date) => list({ petOwnerId }, scope, now),

    listOfSitter: (petSitterId: ObjectId, scope: 'live' | 'over', now: Date) => list({ petSitterId }, scope, now),

    /**
     * Moves a request on only if it still matches `where` (its status and deadlines as read), so of two
     * racing answers exactly one applies. Answers the request as it now is, or null.
     */
    transition: (id: ObjectId, where: Filter<BookingRequestDoc>, set: Partial<BookingRequestDoc>) =>
      requests.findOneAndUpdate({ ...where, _id: id }, { $set: set }, { returnDocument: 'after' }),

    /** Pending requests past their deadline, oldest deadline first. */
    dueForExpiry: (now: Date, limit: number) =>
      requests
        .find({ status: 'pending', expiresAt: { $lte: now } }, { sort: { expiresAt: 1, _id: 1 }, limit })
        .toArray(),

    /** Accepted bookings whose end fell in (from, to], oldest end first: those that became completed then. */
    completedBetween: (from: Date, to: Date, limit: number) =>
      requests
        .find({ status: 'accepted', endsAt: { $gt: from, $lte: to } }, { sort: { endsAt: 1, _id: 1 }, limit })
        .toArray(),

    /** Hex ids of the accepted requests among `ids` (the orphan-claim sweep keeps their claims). */
    async acceptedAmong(ids: readonly ObjectId[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const docs = await requests
        .find({ _id: { $in: [...ids] }, status: 'accepted' }, { projection: { _id: 1 } })
        .toArray();
      return new Set(docs.map((doc) => doc._id.toHexString()));
    },

    /** Seed data: every request of a sitter. */
    listAllOfSitter: (petSitterId: ObjectId) => requests.find({ petSitterId }).toArray(),

    deleteByIds: async (ids: readonly ObjectId[]) => {
      if (ids.length > 0) await requests.deleteMany({ _id: { $in: [...ids] } });
    },
  };
}

export type RequestsRepository = ReturnType<typeof createRequestsRepository>;
