import type { AppDeps } from '../../app-env';
import { createMailer } from '../../lib/mailer';
import { createPaymentProvider } from '../../payments';
import { startChargeJob } from './charge-job';
import { createChargeService } from './charge-service';

/** The vet area's background work in an API process: the automatic teleconsultation charges. */
export function startVetJobs({ db, env, log }: AppDeps) {
  const service = createChargeService({
    db,
    provider: createPaymentProvider(db, env),
    mailer: createMailer(db, env),
    log,
  });
  return startChargeJob(service, log);
}
