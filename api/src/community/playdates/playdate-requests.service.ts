import { ObjectId } from 'mongodb';
import { PUBLIC_NAME_FALLBACK, type AuthFacade } from '../../auth';
import {
  PLAYDATE_MAX_DAYS_AHEAD,
  PLAYDATE_RADII_KM,
  PLAYDATE_REQUESTS_LIMIT,
  playdateMessages,
  type CreatePlaydateRequestData,
  type PlaydateRequest,
  type PlaydateRequestList,
} from '@petpal/contracts';
import { Conflict, Forbidden, Invalid, NotFound } from '../../errors';
import { distanceKm } from '../../lib/geo';
import type { RateLimiter } from '../../lib/rate-limit';
import { isCompatible } from './compatibility';
import type { PlaydateNotices } from './playdate-notices';
import type { PlaydateProfileDoc, PlaydateProfilesRepository } from './playdate-profiles.repository';
import { openKeyOf, type PlaydateRequestDoc, type PlaydateRequestsRepository } from './playdate-requests.repository';
import { requestView, snapshotOf } from './playdate-views';

const DAY_MS = 86_400_000;
/** A request may go to any compatible dog the widest search would suggest. */
const MAX_REQUEST_KM = Math.max(...PLAYDATE_RADII_KM);

export interface PlaydateRequestsServiceDeps {
  profiles: PlaydateProfilesRepository;
  requests: PlaydateRequestsRepository;
  auth: Pick<AuthFacade, 'users'>;
  notices: PlaydateNotices;
  requestLimiter: RateLimiter;
  now: () => Date;
}

/** "Priya S." -> "Priya": the first name both owners see once a playdate is agreed. */
const firstNameOf = (publicName: string) =>
  publicName === PUBLIC_NAME_FALLBACK ? publicName : (publicName.split(' ')[0] ?? publicName);

const invalid = (field: string, message: string) => new Invalid(message, { [field]: message });

/**
 * Playdate requests between two listed dogs. Sending counts as the sender's yes, so the receiver's accept
 * agrees the playdate: only then do both owners see the meeting place and each other's first names.
 */
export function createPlaydateRequestsService(deps: PlaydateRequestsServiceDeps) {
  const { profiles, requests, auth, notices, requestLimiter, now } = deps;

  /** Views of `docs` for `viewer`, with one read of the listings and first names only for accepted ones. */
  async function views(viewer: ObjectId, docs: readonly PlaydateRequestDoc[]): Promise<PlaydateRequest[]> {
    const petIds = new Map(docs.flatMap((doc) => [doc.fromPetId, doc.toPetId]).map((id) => [id.toHexString(), id]));
    const listed = await profiles.findByIds([...petIds.values()]);
    const userIds = new Map(
      docs
        .filter((doc) => doc.status === 'accepted')
        .flatMap((doc) => [doc.fromUserId, doc.toUserId])
        .map((id) => [id.toHexString(), id]),
    );
    const names = await Promise.all(
      [...userIds].map(async ([hex, id]) => [hex, firstNameOf(await auth.users.publicName(id))] as const),
    );
    const context = {
      viewer,
      profiles: new Map(listed.map((doc) => [doc._id.toHexString(), doc])),
      firstNames: new Map(names),
    };
    return docs.map((doc) => requestView(doc, context));
  }

  const viewOf = async (viewer: ObjectId, doc: PlaydateRequestDoc) => (await views(viewer, [doc]))[0]!;

  /** The request, if `userId` is one of its two owners; 404 for anyone else (its existence stays private). */
  async function partyTo(userId: ObjectId, id: ObjectId): Promise<PlaydateRequestDoc> {
    const doc = await requests.findById(id);
    if (!doc || !(doc.fromUserId.equals(userId) || doc.toUserId.equals(userId))) {
      throw new NotFound(playdateMessages.requestNotFound);
    }
    return doc;
  }

  /** The two listings a request needs, checked against the rules suggestions follow. */
  async function pairFor(userId: ObjectId, input: CreatePlaydateRequestData) {
    const from = await profiles.findOwned(new ObjectId(input.fromPetId), userId);
    if (!from) throw invalid('fromPetId', playdateMessages.profileNotFound);
    if (!from.vaccinated) throw new Conflict(playdateMessages.notVaccinated, 'not_vaccinated');
    const to: PlaydateProfileDoc | null = await profiles.findById(new ObjectId(input.toPetId));
    if (to?.ownerUserId.equals(userId)) throw invalid('toPetId', playdateMessages.ownDog);
    if (!to?.vaccinated) throw new NotFound(playdateMessages.otherNotAvailable);
    if (!isCompatible(from, to) || distanceKm(from.location, to.location) > MAX_REQUEST_KM) {
      throw new Conflict(playdateMessages.notAMatch, 'not_a_match');
    }
    return { from, to };
  }

  function checkTime(startsAt: Date, at: Date): void {
    if (startsAt.getTime() <= at.getTime()) throw invalid('startsAt', playdateMessages.startsAtPast);
    if (startsAt.getTime() > at.getTime() + PLAYDATE_MAX_DAYS_AHEAD * DAY_MS) {
      throw invalid('startsAt', playdateMessages.startsAtTooFar);
    }
  }

  return {
    /** Sends a request from one of the user's listed dogs to a compatible one (rate-limited per account). */
    async create(userId: ObjectId, input: CreatePlaydateRequestData): Promise<PlaydateRequest> {
      const at = now();
      const startsAt = new Date(input.startsAt);
      checkTime(startsAt, at);
      const { from, to } = await pairFor(userId, input);
      if (await requests.declinedBefore(from._id, to._id))
        throw new Conflict(playdateMessages.declinedBefore, 'declined');
      await requestLimiter.consume(userId.toHexString());
      const doc: PlaydateRequestDoc = {
        _id: new ObjectId(),
        fromPetId: from._id,
        fromUserId: userId,
        fromPet: snapshotOf(from),
        toPetId: to._id,
        toUserId: to.ownerUserId,
        toPet: snapshotOf(to),
        openKey: openKeyOf(from._id, to._id),
        status: 'pending',
        startsAt,
        message: input.message,
        meetingPlace: input.meetingPlace,
        createdAt: at,
        updatedAt: at,
      };
      if (!(await requests.insert(doc))) throw new Conflict(playdateMessages.alreadyRequested, 'already_requested');
      await notices.sent(doc, at);
      return viewOf(userId, doc);
    },

    /** The newest requests to and from the user's dogs. */
    async list(userId: ObjectId): Promise<PlaydateRequestList> {
      const [incoming, outgoing] = await Promise.all([
        requests.incoming(userId, PLAYDATE_REQUESTS_LIMIT),
        requests.outgoing(userId, PLAYDATE_REQUESTS_LIMIT),
      ]);
      const all = await views(userId, [...incoming, ...outgoing]);
      return { incoming: all.slice(0, incoming.length), outgoing: all.slice(incoming.length) };
    },

    /** The invited dog's owner says yes: the playdate is agreed and the meeting place shows to both. */
    async accept(userId: ObjectId, id: ObjectId): Promise<PlaydateRequest> {
      const doc = await partyTo(userId, id);
      if (!doc.toUserId.equals(userId)) throw new Forbidden(playdateMessages.onlyReceiver, 'only_receiver');
      if (doc.status !== 'pending') throw new Conflict(playdateMessages.notPending, 'not_pending');
      const at = now();
      if (doc.startsAt.getTime() <= at.getTime()) throw new Conflict(playdateMessages.timePassed, 'time_passed');
      const accepted = await requests.transition(id, ['pending'], 'accepted', { toUserId: userId }, at);
      if (!accepted) throw new Conflict(playdateMessages.notPending, 'not_pending');
      await notices.accepted(accepted, at);
      return viewOf(userId, accepted);
    },

    /** The invited dog's owner says no; the sender's dog will not be suggested this one again. */
    async decline(userId: ObjectId, id: ObjectId): Promise<PlaydateRequest> {
      const doc = await partyTo(userId, id);
      if (!doc.toUserId.equals(userId)) throw new Forbidden(playdateMessages.onlyReceiver, 'only_receiver');
      const at = now();
      const declined = await requests.transition(id, ['pending'], 'declined', { toUserId: userId }, at);
      if (!declined) throw new Conflict(playdateMessages.notPending, 'not_pending');
      await notices.declined(declined, at);
      return viewOf(userId, declined);
    },

    /** The sender withdraws a pending request; either owner calls off an accepted playdate. */
    async cancel(userId: ObjectId, id: ObjectId): Promise<PlaydateRequest> {
      const doc = await partyTo(userId, id);
      const sender = doc.fromUserId.equals(userId);
      if (doc.status === 'pending' && !sender) throw new Forbidden(playdateMessages.onlySender, 'only_sender');
      if (doc.status !== 'pending' && doc.status !== 'accepted') {
        throw new Conflict(playdateMessages.cannotCancel, 'not_cancellable');
      }
      const at = now();
      const party = sender ? { fromUserId: userId } : { toUserId: userId };
      const cancelled = await requests.transition(
        id,
        sender ? ['pending', 'accepted'] : ['accepted'],
        'cancelled',
        party,
        at,
      );
      if (!cancelled) throw new Conflict(playdateMessages.cannotCancel, 'not_cancellable');
      await notices.cancelled(cancelled, userId, at);
      return viewOf(userId, cancelled);
    },
  };
}

export type PlaydateRequestsService = ReturnType<typeof createPlaydateRequestsService>;
