import type { DataPort } from '../data/port';
import { createPaymentMethodsRepository } from '../auth/payment-methods/payment-methods.repository';
import { createPetsRepository } from '../auth/profiles/pets.repository';
import { createProfilesRepository, ROLE_COLLECTIONS } from '../auth/profiles/profiles.repository';
import { createUsersRepository } from '../auth/users/users.repository';
import type { Logger } from '../lib/logger';
import type { Mailer } from '../lib/mailer';
import { createSandboxRepository, type PaymentProvider } from '../payments';
import { createAvailabilityService } from './availability/availability.service';
import { createVetCache, type VetCache } from './availability/vet-cache';
import { createWidgetTokensRepository } from './widget/widget-tokens.repository';
import { createBookingService } from './booking.service';
import { createOwnerAppointmentsService } from './owner-appointments.service';
import { createOwnerViews } from './owner-views';
import { createPracticeService } from './practice.service';
import { createAppointmentsRepository } from './repositories/appointments.repository';
import { createBreaksRepository } from './repositories/breaks.repository';
import { createChargeService } from './charges/charge-service';
import { createChargesRepository } from './charges/charges.repository';
import { createTeleconsultationPaymentsRepository } from './charges/payments.repository';
import { createHolidaysRepository } from './repositories/holidays.repository';
import { createRatingsRepository } from './repositories/ratings.repository';
import { createSchedulesRepository } from './repositories/schedules.repository';
import { createSlotClaimsRepository } from './repositories/slot-claims.repository';
import { createVetsRepository } from './repositories/vets.repository';
import { createVetAccess } from './vet-access';
import { VET_COLLECTIONS } from './vet-docs';
import { createVetsService } from './vets.service';

/** A claim this old without a pending or confirmed appointment was left by a crash between two writes. */
export const ORPHAN_CLAIM_AGE_MS = 60 * 1000;

export function createVetRepositories(db: DataPort) {
  return {
    vets: createVetsRepository(db),
    schedules: createSchedulesRepository(db),
    breaks: createBreaksRepository(db),
    holidays: createHolidaysRepository(db),
    appointments: createAppointmentsRepository(db),
    claims: createSlotClaimsRepository(db),
    ratings: createRatingsRepository(db),
    /** vet/charges owns teleconsultation_charges; booking inserts and cancelling stops through it. */
    charges: createChargesRepository(db),
  };
}

/** Deletes claims whose appointment is missing or cancelled (older than a minute); answers how many. */
export async function sweepOrphanClaims(db: DataPort, now: Date = new Date()): Promise<number> {
  const { claims, appointments } = createVetRepositories(db);
  const before = new Date(now.getTime() - ORPHAN_CLAIM_AGE_MS);
  const candidates = await claims.appointmentIdsBefore(before);
  const active = new Set((await appointments.activeAmong(candidates)).map((id) => id.toHexString()));
  return claims.releaseMany(
    candidates.filter((id) => !active.has(id.toHexString())),
    before,
  );
}

/** The vet area's indexes, then the orphan-claim sweep (run at every start, before serving). */
export async function prepareVetArea(db: DataPort): Promise<void> {
  const repos = createVetRepositories(db);
  for (const repo of Object.values(repos)) if ('ensureIndexes' in repo) await repo.ensureIndexes();
  await createTeleconsultationPaymentsRepository(db).ensureIndexes();
  await createWidgetTokensRepository(db).ensureIndexes();
  // The sandbox's idempotency index, when this process serves the vet area without the auth area.
  await createSandboxRepository(db).ensureIndexes();
  await sweepOrphanClaims(db);
}

export interface VetAreaOptions {
  /** The process's payment provider (`createPaymentProvider(db, env)`). */
  provider: PaymentProvider;
  mailer: Mailer;
  log: Logger;
  now?: () => Date;
}

/** Every service of the vet area over one database, sharing one cache. */
export function createVetArea(db: DataPort, options: VetAreaOptions) {
  const now = options.now ?? (() => new Date());
  const repos = createVetRepositories(db);
  const records = createProfilesRepository(db);
  const pets = createPetsRepository(db);
  const methods = createPaymentMethodsRepository(db);
  const cache = createVetCache(() => now().getTime());
  const access = createVetAccess(records);
  const views = createOwnerViews({ vets: repos.vets, pets, ratings: repos.ratings });
  const availability = createAvailabilityService({ ...repos, cache, now });
  return {
    cache,
    access,
    vets: createVetsService(repos),
    availability,
    booking: createBookingService({ ...repos, access, pets, methods, availability, cache, views, now }),
    owner: createOwnerAppointmentsService({
      ...repos,
      methods,
      payments: createChargeService({ db, provider: options.provider, mailer: options.mailer, log: options.log }),
      cache,
      views,
      now,
    }),
    practice: createPracticeService({
      ...repos,
      access,
      records,
      users: createUsersRepository(db),
      pets,
      cache,
      now,
    }),
  };
}

export type VetArea = ReturnType<typeof createVetArea>;

/** Collections whose changes alter a vet's availability (here or in another API process). */
const WATCHED = [
  VET_COLLECTIONS.appointments,
  VET_COLLECTIONS.schedules,
  VET_COLLECTIONS.breaks,
  VET_COLLECTIONS.holidays,
  ROLE_COLLECTIONS.veterinary_doctor,
] as const;

/**
 * Clears a vet's cached dates and slots whenever the data port reports a change to that vet's calendar,
 * so every API process over one database follows a booking or practice change at once. An event without
 * a document (a MongoDB delete) clears every vet.
 */
export function watchVetChanges(db: DataPort, cache: VetCache): () => void {
  const stops = WATCHED.map((collection) =>
    db.watch(collection, (event) => {
      const doc = event.document as { _id?: unknown; vetId?: unknown } | null;
      const vetId = collection === ROLE_COLLECTIONS.veterinary_doctor ? doc?._id : doc?.vetId;
      if (vetId && typeof vetId === 'object' && 'toHexString' in vetId) {
        cache.invalidate((vetId as { toHexString(): string }).toHexString());
      } else cache.invalidateAll();
    }),
  );
  return () => stops.forEach((stop) => stop());
}
