import { ObjectId } from 'mongodb';
import {
  careMessages,
  REQUEST_EXPIRY_HOURS,
  type DeclineBookingRequestInput,
  type SessionUser,
  type SitterBookingRequest,
  type SitterBookingRequestList,
} from '@petpal/contracts';
import { Conflict, NotFound } from '../../errors';
import type { Filter } from '../../data/port';
import type { CareAccess } from '../access/care-access';
import type { SitterRecordDoc } from '../sitters/sitters.repository';
import type { RecurringSchedulesRepository } from './recurring-schedules.repository';
import type { RequestNotices } from './request-notices';
import { cellsOf, isPastDeadline, windowsOf } from './request-time';
import { toSitterRequest } from './request-views';
import type { BookingRequestDoc, RequestsRepository } from './requests.repository';
import type { SitterClaimsRepository } from './sitter-claims.repository';

export interface SitterRequestsDeps {
  access: CareAccess;
  requests: RequestsRepository;
  schedules: RecurringSchedulesRepository;
  claims: SitterClaimsRepository;
  notices: RequestNotices;
  now: () => Date;
}

const EXPIRY_MS = REQUEST_EXPIRY_HOURS * 3_600_000;
const alreadyDecided = () => new Conflict(careMessages.alreadyDecided, 'already_decided');
const expired = () => new Conflict(careMessages.expired, 'request_expired');

/** Still pending and inside both deadlines (its own, and 24 hours from sending) at `at`. */
const answerable = (at: Date): Filter<BookingRequestDoc> => ({
  status: 'pending',
  expiresAt: { $gt: at },
  createdAt: { $gt: new Date(at.getTime() - EXPIRY_MS) },
});

export type SitterRequestsService = ReturnType<typeof createSitterRequestsService>;

/** The sitter's inbox: incoming and past requests, accept (claims the time) and decline (with a reason). */
export function createSitterRequestsService(deps: SitterRequestsDeps) {
  const { access, requests, schedules, claims, notices, now } = deps;

  async function views(docs: readonly BookingRequestDoc[], at: Date): Promise<SitterBookingRequest[]> {
    const ownerIds = [...new Map(docs.map((doc) => [doc.petOwnerId.toHexString(), doc.petOwnerId])).values()];
    const [owners, weekdays] = await Promise.all([
      access.ownersByIds(ownerIds),
      schedules.weekdaysOf(docs.filter((doc) => doc.scheduleType === 'repeat-weekly').map((doc) => doc._id)),
    ]);
    return docs.map((doc) =>
      toSitterRequest(doc, {
        owner: owners.get(doc.petOwnerId.toHexString()),
        daysOfWeek: weekdays.get(doc._id.toHexString()) ?? [],
        now: at,
      }),
    );
  }

  async function ownRequest(sitter: SitterRecordDoc, id: string): Promise<BookingRequestDoc> {
    const doc = await requests.findOfSitter(new ObjectId(id), sitter._id);
    if (!doc) throw new NotFound(careMessages.requestNotFound);
    return doc;
  }

  /** Why a request cannot be answered now, as the error to throw; null when it can. */
  function refusal(doc: BookingRequestDoc, at: Date): Conflict | null {
    if (doc.status !== 'pending') return alreadyDecided();
    if (isPastDeadline(doc, at)) return expired();
    return null;
  }

  /** After a lost conditional update: what happened to the request meanwhile. */
  async function refusalNow(id: ObjectId, at: Date): Promise<Conflict> {
    const fresh = await requests.findById(id);
    return (fresh && refusal(fresh, at)) ?? alreadyDecided();
  }

  async function one(doc: BookingRequestDoc, at: Date): Promise<SitterBookingRequest> {
    const [view] = await views([doc], at);
    return view!;
  }

  return {
    /** incoming: pending requests (soonest deadline first), then accepted bookings not yet ended; past: the rest. */
    async list(user: SessionUser, scope: 'incoming' | 'past'): Promise<SitterBookingRequestList> {
      const sitter = await access.requireSitter(user);
      const at = now();
      const docs = await requests.listOfSitter(sitter._id, scope === 'incoming' ? 'live' : 'over', at);
      if (scope === 'incoming') {
        const pending = docs.filter((doc) => doc.status === 'pending');
        pending.sort(
          (a, b) => a.expiresAt.getTime() - b.expiresAt.getTime() || a.startsAt.getTime() - b.startsAt.getTime(),
        );
        return { requests: await views([...pending, ...docs.filter((doc) => doc.status !== 'pending')], at) };
      }
      return { requests: await views(docs, at) };
    },

    /**
     * Claims every 5-minute cell the request covers (a unique index per sitter and cell makes two
     * overlapping accepts impossible), then moves it pending -> accepted if it is still answerable; a lost
     * race frees the claims again. The owner is told.
     */
    async accept(user: SessionUser, id: string): Promise<SitterBookingRequest> {
      const sitter = await access.requireSitter(user);
      const doc = await ownRequest(sitter, id);
      const at = now();
      const refused = refusal(doc, at);
      if (refused) throw refused;

      const daysOfWeek = (await schedules.weekdaysOf([doc._id])).get(doc._id.toHexString()) ?? [];
      const attemptId = new ObjectId();
      if (!(await claims.claim(sitter._id, doc._id, attemptId, cellsOf(windowsOf({ ...doc, daysOfWeek })), at))) {
        const fresh = await requests.findById(doc._id);
        throw (fresh && refusal(fresh, at)) ?? new Conflict(careMessages.overlap, 'overlap');
      }
      const accepted = await requests.transition(doc._id, answerable(at), {
        status: 'accepted',
        respondedAt: at,
        updatedAt: at,
      });
      if (!accepted) {
        await claims.releaseAttempt(attemptId);
        throw await refusalNow(doc._id, at);
      }
      await notices.accepted(accepted, sitter.fullName, at);
      return one(accepted, at);
    },

    /** pending -> declined with the sitter's reason; the owner is told. */
    async decline(user: SessionUser, id: string, input: DeclineBookingRequestInput): Promise<SitterBookingRequest> {
      const sitter = await access.requireSitter(user);
      const doc = await ownRequest(sitter, id);
      const at = now();
      const refused = refusal(doc, at);
      if (refused) throw refused;
      const declined = await requests.transition(doc._id, answerable(at), {
        status: 'declined',
        declineReason: input.reason,
        respondedAt: at,
        updatedAt: at,
      });
      if (!declined) throw await refusalNow(doc._id, at);
      // A pending request holds nothing, but an accept that lost to this decline (or died) may have claimed.
      await claims.release(doc._id);
      await notices.declined(declined, sitter.fullName, at);
      return one(declined, at);
    },
  };
}
