import type { ObjectId } from 'mongodb';
import type { Logger } from '../../lib/logger';
import { startJob } from '../../scheduling';
import type { SittersRepository } from '../sitters/sitters.repository';
import type { RequestNotices } from './request-notices';
import type { RequestsRepository } from './requests.repository';
import type { SitterClaimsRepository } from './sitter-claims.repository';

/** How often the API looks for pending requests past their deadline. */
export const EXPIRY_JOB_INTERVAL_MS = 60_000;
/** Requests expired per read; the run reads again until none is due. */
export const EXPIRY_BATCH = 100;

export interface RequestExpiryDeps {
  requests: RequestsRepository;
  claims: SitterClaimsRepository;
  sitters: SittersRepository;
  notices: RequestNotices;
  now: () => Date;
}

export type RequestExpiry = ReturnType<typeof createRequestExpiry>;

/**
 * Marks pending requests past their deadline expired and tells their owners. Each request moves by a
 * conditional update (still pending, still past its deadline), so when several API processes run this
 * at once each request expires, and its owner hears of it, exactly once.
 */
export function createRequestExpiry({ requests, claims, sitters, notices, now }: RequestExpiryDeps) {
  return {
    /** Expires every request due now; answers how many this call expired. */
    async runDue(): Promise<number> {
      let expired = 0;
      for (;;) {
        const at = now();
        const due = await requests.dueForExpiry(at, EXPIRY_BATCH);
        const sitterIds = new Map<string, ObjectId>(due.map((doc) => [doc.petSitterId.toHexString(), doc.petSitterId]));
        const names = await sitters.findByIds([...sitterIds.values()]);
        for (const doc of due) {
          const done = await requests.transition(
            doc._id,
            { status: 'pending', expiresAt: { $lte: at } },
            { status: 'expired', updatedAt: at },
          );
          if (!done) continue;
          expired++;
          // Nothing is held for a pending request, unless an accept that lost to this expiry died holding it.
          await claims.release(doc._id);
          await notices.expired(done, names.get(doc.petSitterId.toHexString())?.fullName ?? 'The pet sitter', at);
        }
        if (due.length < EXPIRY_BATCH) return expired;
      }
    },
  };
}

/**
 * Runs the expiry on the scheduling engine's job runner: now (catching up after a restart) and then every
 * interval; the conditional updates keep runs of several processes apart.
 */
export function startExpiryJob(
  expiry: Pick<RequestExpiry, 'runDue'>,
  log: Logger,
  intervalMs = EXPIRY_JOB_INTERVAL_MS,
) {
  return startJob(
    expiry,
    log,
    { handled: 'booking requests expired', failed: 'booking request expiry failed' },
    { intervalMs },
  );
}
