import type { Logger } from '../../lib/logger';
import { CHARGE_JOB_INTERVAL_MS, startScheduledChargeJob } from '../../payments';
import type { ChargeService } from './charges.service';

/** How often the API looks for teleconsultations due to be charged (24 hours before they start). */
export { CHARGE_JOB_INTERVAL_MS };

/**
 * Runs the automatic charges now (catching up after a restart) and then every interval; never two runs
 * at once in this process, and the charges' leases keep runs of several API processes apart.
 */
export function startChargeJob(
  service: Pick<ChargeService, 'runDue'>,
  log: Logger,
  intervalMs = CHARGE_JOB_INTERVAL_MS,
) {
  return startScheduledChargeJob(
    { runDue: () => service.runDue() },
    log,
    { handled: 'teleconsultation charges handled', failed: 'teleconsultation charge run failed' },
    intervalMs,
  );
}
