import type { ObjectId } from 'mongodb';
import type { Logger } from '../../lib/logger';
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
 * Runs the expiry now (catching up after a restart) and then every interval; never two runs at once in
 * this process, and the conditional updates keep runs of several processes apart.
 */
export function startExpiryJob(
  expiry: Pick<RequestExpiry, 'runDue'>,
  log: Logger,
  intervalMs = EXPIRY_JOB_INTERVAL_MS,
) {
  let running: Promise<void> | null = null;
  const tick = () => {
    running ??= expiry
      .runDue()
      .then((expired) => {
        if (expired > 0) log.info('booking requests expired', { expired });
      })
      .catch((error: unknown) => {
        log.error('booking request expiry failed', { err: error instanceof Error ? error.message : String(error) });
      })
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    /** Stops scheduling and waits for the run in progress. */
    async stop(): Promise<void> {
      clearInterval(timer);
      await running;
    },
  };
}
