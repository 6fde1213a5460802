import type { Logger } from '../lib/logger';
import { startJob } from '../scheduling';
import type { ImagesService } from './images.service';

/** How often the sweep of unkept uploads runs after the one at start (decision 116). */
export const UNATTACHED_SWEEP_INTERVAL_MS = 3_600_000;

/**
 * Deletes uploads no record kept within a day: once at start, then every hour, a bounded batch each pass. Any
 * number of API processes may run it (each deletion is conditional).
 */
export const startUnattachedSweep = (
  images: Pick<ImagesService, 'sweepUnattached'>,
  log: Logger,
  intervalMs = UNATTACHED_SWEEP_INTERVAL_MS,
) =>
  startJob(
    { runDue: () => images.sweepUnattached() },
    log,
    {
      handled: 'unattached uploads deleted',
      failed: 'unattached upload sweep failed',
      failedLevel: 'warn',
    },
    { intervalMs },
  );
