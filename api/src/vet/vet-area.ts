import type { ObjectId } from 'mongodb';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import type { AuthFacade } from '../auth';
import type { AreaStatus } from '@petpal/contracts';
import type { DataPort } from '../data/port';
import type { Mailer } from '../lib/mailer';
import type { NotificationsService } from '../notifications';
import type { PaymentProvider } from '../payments';
import { createVetAccess } from './access/vet-access.service';
import { createAvailabilityRoutes } from './availability/availability.routes';
import { createAvailabilityService } from './availability/availability.service';
import { BREAKS_COLLECTION, createBreaksRepository } from './availability/breaks.repository';
import { createHolidaysRepository, HOLIDAYS_COLLECTION } from './availability/holidays.repository';
import { createSchedulesRepository, SCHEDULES_COLLECTION } from './availability/schedules.repository';
import { createProviderCache, sweepOrphanClaims } from '../scheduling';
import { watchVetChanges } from './availability/vet-changes';
import { APPOINTMENTS_COLLECTION, createAppointmentsRepository } from './booking/appointments.repository';
import { createBookingRoutes } from './booking/booking.routes';
import { createBookingService } from './booking/booking.service';
import { createOwnerAppointmentsService } from './booking/owner-appointments.service';
import { createOwnerViews } from './booking/owner-views';
import { createSlotClaimsRepository, SLOT_CLAIMS_COLLECTION } from './booking/slot-claims.repository';
import { startChargeJob } from './charges/charges.job';
import { CHARGES_COLLECTION, createChargesRepository } from './charges/charges.repository';
import { createChargeService } from './charges/charges.service';
import { createOwnerNotices } from './charges/owner-notices.service';
import { createAppointmentRefunds } from './charges/appointment-refunds';
import {
  createTeleconsultationPaymentsRepository,
  PAYMENTS_COLLECTION,
} from './charges/teleconsultation-payments.repository';
import { createDirectoryRoutes } from './directory/directory.routes';
import { createVetsService } from './directory/directory.service';
import { createRatingsRepository, RATINGS_COLLECTION } from './directory/ratings.repository';
import { createVetRecords } from './directory/vet-records';
import { createPracticeRoutes } from './practice/practice.routes';
import { createPracticeService } from './practice/practice.service';
import { widgetSession } from './widget/widget-session.middleware';
import { createWidgetTokensRepository, WIDGET_TOKENS_COLLECTION } from './widget/widget-tokens.repository';
import { createWidgetTokensService } from './widget/widget-tokens.service';
import { createWidgetRoutes } from './widget/widget.routes';

/** Every collection the vet area owns; no other area reads or writes them. */
export const VET_COLLECTIONS = [
  SCHEDULES_COLLECTION,
  BREAKS_COLLECTION,
  HOLIDAYS_COLLECTION,
  APPOINTMENTS_COLLECTION,
  SLOT_CLAIMS_COLLECTION,
  RATINGS_COLLECTION,
  CHARGES_COLLECTION,
  PAYMENTS_COLLECTION,
  WIDGET_TOKENS_COLLECTION,
] as const;

/** The vet area's own repositories over one database (each the only code touching its collection). */
export function createVetRepositories(db: DataPort) {
  return {
    schedules: createSchedulesRepository(db),
    breaks: createBreaksRepository(db),
    holidays: createHolidaysRepository(db),
    appointments: createAppointmentsRepository(db),
    claims: createSlotClaimsRepository(db),
    ratings: createRatingsRepository(db),
    charges: createChargesRepository(db),
    payments: createTeleconsultationPaymentsRepository(db),
    widgetTokens: createWidgetTokensRepository(db),
  };
}

export type VetRepositories = ReturnType<typeof createVetRepositories>;

/** The vet area's indexes, then the orphan-claim sweep (run at every start, before serving). */
export async function prepareVetArea(db: DataPort): Promise<void> {
  for (const repo of Object.values(createVetRepositories(db))) await repo.ensureIndexes();
  await sweepOrphanClaims(createVetRepositories(db));
}

export interface VetAreaDeps extends AppDeps {
  auth: AuthFacade;
  notifications: NotificationsService;
  /** The process's payment provider (`createPaymentProvider(db, env)`). */
  provider: PaymentProvider;
  mailer: Mailer;
  now?: () => Date;
}

/**
 * The vet area's composition root: its repositories, one availability cache and every service, built once
 * over one database. `routes()` mounts at /api/vet (and keeps the caches in step with the database's
 * change events, so several API processes agree); `startJobs()` runs the automatic charges.
 */
export function createVetArea(deps: VetAreaDeps) {
  const { db, env, log, auth } = deps;
  const now = deps.now ?? (() => new Date());
  const repos = createVetRepositories(db);
  const vetRecords = createVetRecords(auth.records);
  const cache = createProviderCache(() => now().getTime());
  const access = createVetAccess(auth.records, auth.providers);
  const views = createOwnerViews({ vets: vetRecords, pets: auth.pets, ratings: repos.ratings });
  const availability = createAvailabilityService({ ...repos, cache, now });
  const vets = createVetsService({ vets: vetRecords, ratings: repos.ratings, availability });
  const notices = createOwnerNotices({ users: auth.users, notifications: deps.notifications, mailer: deps.mailer });
  const charges = createChargeService({
    charges: repos.charges,
    payments: repos.payments,
    appointments: repos.appointments,
    methods: auth.paymentMethods,
    notices,
    provider: deps.provider,
    log,
  });
  const refunds = createAppointmentRefunds({
    appointments: repos.appointments,
    provider: deps.provider,
    notices,
    log,
    now,
  });
  const booking = createBookingService({
    ...repos,
    vets: vetRecords,
    access,
    pets: auth.pets,
    methods: auth.paymentMethods,
    availability,
    cache,
    now,
  });
  const owner = createOwnerAppointmentsService({
    ...repos,
    vets: vetRecords,
    methods: auth.paymentMethods,
    payments: charges,
    paid: repos.payments,
    refunds,
    cache,
    views,
    now,
  });
  const practice = createPracticeService({
    ...repos,
    vets: vetRecords,
    access,
    records: auth.records,
    users: auth.users,
    pets: auth.pets,
    cache,
    now,
  });
  const widgetTokens = createWidgetTokensService(repos.widgetTokens, auth.sessions, now);

  return {
    cache,
    availability,
    /** Whether the owner has a confirmed appointment with the vet (record id): the inbox shares contact details then (085). */
    appointmentConfirmed: (ownerUserId: ObjectId, vetId: ObjectId) =>
      repos.appointments.acceptedBetween(ownerUserId, vetId),
    /** An appointment's owner and vet record (its Message button, docs/decisions/095). */
    appointmentParties: async (id: ObjectId) => {
      const doc = await repos.appointments.findById(id);
      return doc ? { ownerUserId: doc.ownerUserId, providerRecordId: doc.vetId } : null;
    },
    /** Partner-origin requests act as their widget token's user (runs after the session is loaded). */
    widgetSession: widgetSession(widgetTokens, env.CORS_ORIGINS),
    routes() {
      watchVetChanges(db, auth.records, cache);
      return new Hono<AppEnv>()
        .get('/status', (c) => {
          const body: AreaStatus = { area: 'vet', ready: true };
          return c.json(body);
        })
        .route('/widget', createWidgetRoutes(widgetTokens, env.CORS_ORIGINS))
        .route('/', createDirectoryRoutes(vets))
        .route('/', createAvailabilityRoutes(vets, availability))
        .route('/', createBookingRoutes(db, booking, owner))
        .route('/practice', createPracticeRoutes(practice));
    },
    /** Makes the refunds of cancelled paid teleconsultations the provider did not make at once. */
    runPendingRefunds: () => refunds.runPending(),
    /** The area's background work in an API process: the automatic teleconsultation charges and pending refunds. */
    startJobs: () =>
      startChargeJob({ runDue: async () => (await charges.runDue()) + (await refunds.runPending()) }, log),
  };
}

export type VetArea = ReturnType<typeof createVetArea>;
