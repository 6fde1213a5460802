import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import type { AuthFacade } from '../auth';
import type { AreaStatus } from '@petpal/contracts';
import type { ObjectId } from 'mongodb';
import type { DataPort } from '../data/port';
import { createImagesService } from '../images';
import { createPaymentProvider, type PaymentProvider } from '../payments';
import { createRateLimiter } from '../lib/rate-limit';
import { sweepOrphanClaims as sweepClaimGrid } from '../scheduling';
import { createCareAccess } from './access/care-access';
import { createClinicsRepository } from './emergency/clinics.repository';
import { createEmergencyRoutes } from './emergency/emergency.routes';
import { createEmergencyService, EMERGENCY_SEARCH_LIMIT } from './emergency/emergency.service';
import {
  createRatingsRepository,
  createStylistRatingsRepository,
  createTrainerRatingsRepository,
} from './ratings/ratings.repository';
import { createReportCardNotices } from './report-cards/report-card-notices';
import { createReportCardsRepository } from './report-cards/report-cards.repository';
import { createReportCardRoutes } from './report-cards/report-cards.routes';
import { createReportCardsService, migrateLegacyReportCardPhotos } from './report-cards/report-cards.service';
import {
  createRatingPrompts,
  RATING_PROMPT_INTERVAL_MS,
  sitterPromptSource,
  startRatingPromptJob,
  stylingPromptSource,
  trainingPromptSource,
} from './ratings/rating-prompts';
import { createRatingRoutes } from './ratings/ratings.routes';
import { createRatingsService } from './ratings/ratings.service';
import { createOwnerRequestsService } from './requests/owner-requests.service';
import { createPracticeRoutes } from './requests/practice.routes';
import { createRecurringSchedulesRepository } from './requests/recurring-schedules.repository';
import { createRequestExpiry, EXPIRY_JOB_INTERVAL_MS, startExpiryJob } from './requests/request-expiry';
import type { Notify } from './care-notices';
import { createRequestNotices } from './requests/request-notices';
import { createRequestsRepository } from './requests/requests.repository';
import { createOwnerRequestRoutes } from './requests/requests.routes';
import { createSitterClaimsRepository } from './requests/sitter-claims.repository';
import { createSitterRequestsService } from './requests/sitter-requests.service';
import { createSitterCalendarRepository } from './sitters/sitter-calendar.repository';
import { createSitterCalendarRoutes } from './sitters/sitter-calendar.routes';
import { createSitterCalendarService } from './sitters/sitter-calendar.service';
import { createSitterRoutes } from './sitters/sitters.routes';
import { createSittersRepository } from './sitters/sitters.repository';
import { createSittersService } from './sitters/sitters.service';
import { createTrainersModule, prepareTrainers } from './trainers/trainers-module';
import { createStylistsPart, prepareStylists } from './stylists/stylists-area';
import { createStylingAppointmentsRepository } from './stylists/styling-appointments.repository';
import { createStylistsRepository } from './stylists/stylists.repository';
import { createTrainersRepository } from './trainers/trainers.repository';
import { createTrainingAppointmentsRepository } from './trainers/training-appointments.repository';

export type { Notify } from './care-notices';

/** The repositories of the collections care owns. */
function careRepositories(db: DataPort) {
  return {
    requests: createRequestsRepository(db),
    schedules: createRecurringSchedulesRepository(db),
    claims: createSitterClaimsRepository(db),
    ratings: createRatingsRepository(db),
    reportCards: createReportCardsRepository(db),
    clinics: createClinicsRepository(db),
    sitterCalendar: createSitterCalendarRepository(db),
  };
}

/** Frees claims older than a minute (left by a crash between the claim and the accept) whose request is not accepted; answers how many. */
export async function sweepOrphanClaims(db: DataPort, now: Date = new Date()): Promise<number> {
  const { claims, requests } = careRepositories(db);
  const acceptedAmong = async (ids: readonly ObjectId[]) => {
    const accepted = await requests.acceptedAmong(ids);
    return ids.filter((id) => accepted.has(id.toHexString()));
  };
  return sweepClaimGrid({ claims, appointments: { activeAmong: acceptedAmong } }, now);
}

/** The care area's indexes, then the orphan-claim sweep (idempotent; run at every start, before serving). */
export async function prepareCareArea(db: DataPort): Promise<void> {
  const repos = careRepositories(db);
  for (const repository of Object.values(repos)) await repository.ensureIndexes();
  await migrateLegacyReportCardPhotos(repos.reportCards, createImagesService(db));
  await prepareTrainers(db);
  await prepareStylists(db);
  await sweepOrphanClaims(db);
}

export type CareAreaDeps = AppDeps & {
  auth: AuthFacade;
  /** The notifications area's sender. */
  notify: Notify;
  /** The payments area's provider (online training); the process's own (sandbox or Stripe) when omitted. */
  provider?: PaymentProvider;
};

export interface CareAreaOptions {
  /** The clock of every rule (tests move it). */
  now?: () => Date;
  expiryIntervalMs?: number;
  ratingPromptIntervalMs?: number;
}

/**
 * The care area's composition root: every repository and service is built once here. `routes()` mounts
 * at /api/care; `startJobs()` runs the expiry of unanswered requests (each API process may run it).
 */
export function createCareArea(deps: CareAreaDeps, options: CareAreaOptions = {}) {
  const { db, log, auth } = deps;
  const now = options.now ?? (() => new Date());
  const repos = careRepositories(db);
  const sitterRecords = createSittersRepository(auth);
  const access = createCareAccess(auth, sitterRecords);
  const trainers = createTrainersModule({
    db,
    log,
    auth,
    notify: deps.notify,
    provider: deps.provider ?? createPaymentProvider(db, deps.env),
    access,
    now,
    jobIntervalMs: options.expiryIntervalMs,
  });
  const notices = createRequestNotices(deps.notify, log);
  const stylists = createStylistsPart({ db, auth, access, notify: deps.notify, log, now });

  const sitters = createSittersService({ sitters: sitterRecords, ratings: repos.ratings, access });
  const sitterCalendar = createSitterCalendarService({
    calendar: repos.sitterCalendar,
    sitters: sitterRecords,
    access,
    now,
  });
  const requests = createOwnerRequestsService({
    ...repos,
    access,
    sitters: sitterRecords,
    sitterCalendar,
    notices,
    now,
  });
  const inbox = createSitterRequestsService({ ...repos, access, notices, now });
  const ratings = createRatingsService({ ...repos, access, now });
  const reportCards = createReportCardsService({
    ...repos,
    cards: repos.reportCards,
    access,
    sitters: sitterRecords,
    notices: createReportCardNotices(deps.notify, log),
    images: createImagesService(db),
    now,
  });
  const expiry = createRequestExpiry({ ...repos, sitters: sitterRecords, notices, now });
  const limiter = createRateLimiter(db, EMERGENCY_SEARCH_LIMIT);
  const emergency = createEmergencyService({ clinics: repos.clinics, limiter, now });

  const training = createTrainingAppointmentsRepository(db);
  const styling = createStylingAppointmentsRepository(db);
  const ratingPrompts = createRatingPrompts({
    db,
    sources: [
      sitterPromptSource(repos.requests, sitterRecords, repos.ratings),
      trainingPromptSource(training, createTrainersRepository(auth), createTrainerRatingsRepository(db)),
      stylingPromptSource(styling, createStylistsRepository(auth), createStylistRatingsRepository(db)),
    ],
    notify: deps.notify,
    log,
    now,
  });

  return {
    /**
     * Whether the owner has an accepted booking with the provider (a sitter request accepted, a training or
     * styling appointment confirmed): the inbox shares contact details then (docs/decisions/085).
     */
    bookingAccepted(kind: 'sitter' | 'trainer' | 'stylist', ownerUserId: ObjectId, providerUserId: ObjectId) {
      const repository = { sitter: repos.requests, trainer: training, stylist: styling }[kind];
      return repository.acceptedBetween(ownerUserId, providerUserId);
    },
    /** A sitter booking's, training session's or styling appointment's owner and provider record (095). */
    async bookingParties(kind: 'sitter' | 'trainer' | 'stylist', id: ObjectId) {
      if (kind === 'sitter') {
        const doc = await repos.requests.findById(id);
        return doc ? { ownerUserId: doc.ownerUserId, providerRecordId: doc.petSitterId } : null;
      }
      if (kind === 'trainer') {
        const doc = await training.findById(id);
        return doc ? { ownerUserId: doc.ownerUserId, providerRecordId: doc.petTrainerId } : null;
      }
      const doc = await styling.findById(id);
      return doc ? { ownerUserId: doc.ownerUserId, providerRecordId: doc.stylistId } : null;
    },
    sitters,
    requests,
    inbox,
    ratings,
    reportCards,
    ratingPrompts,
    expiry,
    trainers,
    emergency,
    stylists,
    routes: () => {
      stylists.watch();
      return new Hono<AppEnv>()
        .get('/status', (c) => {
          const body: AreaStatus = { area: 'care', ready: true };
          return c.json(body);
        })
        .route('/', createSitterRoutes(sitters))
        .route('/', createSitterCalendarRoutes(db, sitterCalendar))
        .route('/', createOwnerRequestRoutes(db, requests))
        .route('/', createRatingRoutes(ratings))
        .route('/', createReportCardRoutes(reportCards))
        .route('/', createEmergencyRoutes(emergency, deps.env.TRUST_PROXY))
        .route('/', trainers.routes())
        .route('/', stylists.routes())
        .route('/stylist-practice', stylists.practiceRoutes())
        .route('/practice', createPracticeRoutes(inbox));
    },
    /** The area's background work in an API process: the expiry of unanswered requests, rating prompts. */
    startJobs: () => {
      const jobs = [
        startExpiryJob(expiry, log, options.expiryIntervalMs ?? EXPIRY_JOB_INTERVAL_MS),
        trainers.startJobs(),
        startRatingPromptJob(ratingPrompts, log, options.ratingPromptIntervalMs ?? RATING_PROMPT_INTERVAL_MS),
      ];
      return { stop: async () => void (await Promise.all(jobs.map((job) => job.stop()))) };
    },
  };
}

export type CareArea = ReturnType<typeof createCareArea>;
