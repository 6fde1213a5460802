import type { ObjectId } from 'mongodb';
import { isDuplicateKeyError, type DataPort } from '../../data/port';
import type { Logger } from '../../lib/logger';
import { startJob } from '../../scheduling';
import { createCareNoticeSender, longDate, type Notify } from '../care-notices';
import type { BookingRequestDoc, RequestsRepository } from '../requests/requests.repository';
import { visitNoun } from '../requests/visit-nouns';
import type { SittersRepository } from '../sitters/sitters.repository';
import type { RatingsRepository } from './ratings.repository';

export const RATING_PROMPTS_COLLECTION = 'care_rating_prompts';
/** How often the job looks for bookings that have just completed. */
export const RATING_PROMPT_INTERVAL_MS = 60_000;
/** Bookings that completed longer ago than this are not asked about (a first start does not ask about old ones). */
export const RATING_PROMPT_LOOKBACK_MS = 7 * 86_400_000;
const BATCH = 200;

/** One prompt per booking, ever: its key (`sitter:<booking id>`) is the document's id. */
interface RatingPromptDoc {
  _id: string;
  bookingId: ObjectId;
  createdAt: Date;
}

export interface RatingPromptsDeps {
  db: DataPort;
  requests: RequestsRepository;
  sitters: SittersRepository;
  ratings: RatingsRepository;
  notify: Notify;
  log: Logger;
  now: () => Date;
}

/**
 * The rating prompt (decision 086): once a sitter booking has completed (decision 078 reads it from its end),
 * its owner gets one bell notice, "How was Asha Rao?" "Rate your walk on March 5, 2026.", opening the booking
 * where Rate is offered. A job scans bookings that completed in the last 7 days; the prompt's key, stored
 * before the notice is sent, makes it once per booking whatever the runs and processes. A booking already
 * rated is marked and not asked about.
 */
export function createRatingPrompts(deps: RatingPromptsDeps) {
  const { db, requests, sitters, ratings, log, now } = deps;
  const prompts = db.collection<RatingPromptDoc>(RATING_PROMPTS_COLLECTION);
  const send = createCareNoticeSender(deps.notify, log, {
    failure: 'rating prompt failed',
    idKey: 'bookingRequestId',
    metadata: (id) => ({ bookingRequestId: id }),
    type: 'rate_booking',
  });
  const keyOf = (doc: BookingRequestDoc) => `sitter:${doc._id.toHexString()}`;

  /** Claims the booking's prompt; false when some run already has. */
  async function claim(doc: BookingRequestDoc, at: Date): Promise<boolean> {
    try {
      await prompts.insertOne({ _id: keyOf(doc), bookingId: doc._id, createdAt: at });
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  return {
    /** Prompts the owners of bookings newly completed; answers how many were asked. */
    async runDue(): Promise<number> {
      const at = now();
      const completed = await requests.completedBetween(new Date(at.getTime() - RATING_PROMPT_LOOKBACK_MS), at, BATCH);
      if (completed.length === 0) return 0;
      const asked = new Set(
        (await prompts.find({ _id: { $in: completed.map(keyOf) } }, { projection: { _id: 1 } }).toArray()).map(
          (prompt) => prompt._id,
        ),
      );
      const fresh = completed.filter((doc) => !asked.has(keyOf(doc)));
      if (fresh.length === 0) return 0;
      const [rated, sitterDocs] = await Promise.all([
        ratings.ratedAmong(fresh.map((doc) => doc._id)),
        sitters.findByIds([...new Map(fresh.map((doc) => [doc.petSitterId.toHexString(), doc.petSitterId])).values()]),
      ]);
      let sent = 0;
      for (const doc of fresh) {
        if (!(await claim(doc, at)) || rated.has(doc._id.toHexString())) continue;
        const name = sitterDocs.get(doc.petSitterId.toHexString())?.fullName ?? 'your pet sitter';
        const noun = visitNoun(doc.serviceType);
        await send(doc.ownerUserId, doc, `How was ${name}?`, `Rate your ${noun} of ${longDate(doc.startDate)}.`, at);
        sent++;
      }
      return sent;
    },
  };
}

export type RatingPrompts = ReturnType<typeof createRatingPrompts>;

export function startRatingPromptJob(prompts: Pick<RatingPrompts, 'runDue'>, log: Logger, intervalMs: number) {
  return startJob(
    prompts,
    log,
    { handled: 'rating prompts sent', failed: 'rating prompts failed', failedLevel: 'warn' },
    { intervalMs },
  );
}
