import type { Logger } from '../../lib/logger';
import type { ChargeService } from './charges.service';

/** How often the API looks for teleconsultations due to be charged (24 hours before they start). */
export const CHARGE_JOB_INTERVAL_MS = 60_000;

/**
 * Runs the automatic charges now (catching up after a restart) and then every interval; never two runs
 * at once in this process, and the charges' leases keep runs of several API processes apart.
 */
export function startChargeJob(
  service: Pick<ChargeService, 'runDue'>,
  log: Logger,
  intervalMs = CHARGE_JOB_INTERVAL_MS,
) {
  let running: Promise<void> | null = null;
  const tick = () => {
    running ??= service
      .runDue()
      .then((handled) => {
        if (handled > 0) log.info('teleconsultation charges handled', { handled });
      })
      .catch((error: unknown) => {
        log.error('teleconsultation charge run failed', {
          err: error instanceof Error ? error.message : String(error),
        });
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
