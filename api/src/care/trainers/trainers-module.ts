import type { AuthFacade } from '../../auth';
import type { DataPort } from '../../data/port';
import type { Logger } from '../../lib/logger';
import { CHARGE_JOB_INTERVAL_MS, startScheduledChargeJob, type PaymentProvider } from '../../payments';
import type { CareAccess } from '../access/care-access';
import { createTrainerRatingsRepository } from '../ratings/ratings.repository';
import { createProviderCache, startJob } from '../../scheduling';
import type { Notify } from '../care-notices';
import { createOwnerTrainingService } from './owner-training.service';
import { createTrainerAccess } from './trainer-access';
import { createTrainerAvailability, watchTrainerChanges } from './trainer-availability';
import { createTrainerCalendarRepository } from './trainer-calendar.repository';
import { createTrainerCalendarService } from './trainer-calendar.service';
import { createTrainerPracticeService } from './trainer-practice.service';
import { createTrainerRoutes } from './trainers.routes';
import { createTrainersRepository } from './trainers.repository';
import { createTrainersService } from './trainers.service';
import { createTrainingAppointmentsRepository } from './training-appointments.repository';
import { createTrainingChargesRepository } from './training-charges.repository';
import { createTrainingChargesService } from './training-charges.service';
import { createTrainingClaimsRepository } from './training-claims.repository';
import { createTrainingExpiry } from './training-expiry';
import { createTrainingNotices } from './training-notices';

/** The collections training owns. */
function trainingRepositories(db: DataPort) {
  return {
    appointments: createTrainingAppointmentsRepository(db),
    claims: createTrainingClaimsRepository(db),
    charges: createTrainingChargesRepository(db),
    ratings: createTrainerRatingsRepository(db),
    calendar: createTrainerCalendarRepository(db),
  };
}

/** Training's indexes (idempotent; part of prepareCareArea). */
export async function prepareTrainers(db: DataPort): Promise<void> {
  for (const repository of Object.values(trainingRepositories(db))) await repository.ensureIndexes();
}

export interface TrainersModuleDeps {
  db: DataPort;
  log: Logger;
  auth: AuthFacade;
  notify: Notify;
  provider: PaymentProvider;
  access: CareAccess;
  now: () => Date;
  jobIntervalMs?: number | undefined;
}

/**
 * Pet trainers inside the care area (decision 031): the directory, owners' training sessions, the
 * trainer's answers and calendar (decision 093), the expiry of unanswered online requests and the charge 24 hours before.
 */
export function createTrainersModule(deps: TrainersModuleDeps) {
  const { db, log, auth, notify, provider, access, now } = deps;
  const repos = trainingRepositories(db);
  const trainers = createTrainersRepository(auth);
  const notices = createTrainingNotices(notify, log);
  const trainerAccess = createTrainerAccess(trainers);

  const cache = createProviderCache(() => now().getTime());
  const availability = createTrainerAvailability({ ...repos, cache, now });
  const directory = createTrainersService({ ...repos, trainers, availability, access });
  const bookings = createOwnerTrainingService({
    ...repos,
    access,
    trainers,
    methods: auth.paymentMethods,
    notices,
    directory,
    availability,
    cache,
    now,
  });
  const practice = createTrainerPracticeService({ ...repos, access, trainerAccess, notices, now });
  const calendar = createTrainerCalendarService({ ...repos, trainerAccess, cache, now });
  const expiry = createTrainingExpiry({ ...repos, trainers, notices, now });
  const charging = createTrainingChargesService({
    ...repos,
    methods: auth.paymentMethods,
    provider,
    notices,
    log,
    now,
  });

  return {
    directory,
    bookings,
    practice,
    calendar,
    cache,
    expiry,
    charging,
    routes: () => {
      // Follows calendar and session changes made by other API processes.
      watchTrainerChanges(db, trainers, cache);
      return createTrainerRoutes({ db, trainers: directory, bookings, practice, calendar });
    },
    /** The expiry of unanswered online requests, then their charges, each every minute. */
    startJobs() {
      const jobs = [
        startJob(
          expiry,
          log,
          { handled: 'training requests expired', failed: 'training request expiry failed' },
          { intervalMs: deps.jobIntervalMs ?? CHARGE_JOB_INTERVAL_MS },
        ),
        startScheduledChargeJob(
          charging,
          log,
          { handled: 'training charges handled', failed: 'training charge run failed' },
          deps.jobIntervalMs,
        ),
      ];
      return { stop: async () => void (await Promise.all(jobs.map((job) => job.stop()))) };
    },
  };
}

export type TrainersModule = ReturnType<typeof createTrainersModule>;
