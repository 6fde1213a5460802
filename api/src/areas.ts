import { createAdminArea, prepareAdminArea } from './admin';
import type { AppDeps } from './app-env';
import { createAuthArea, prepareAuthArea } from './auth';
import { createCareArea, prepareCareArea } from './care';
import { createCommunityArea, prepareCommunityArea } from './community';
import type { DataPort } from './data/port';
import type { Area } from './env';
import { createImagesService, startUnattachedSweep } from './images';
import { ensureIdempotencyIndexes } from './lib/idempotency';
import { createMailer, createOutboxRepository } from './lib/mailer';
import { ensureRateLimitIndexes } from './lib/rate-limit';
import { createInsuranceArea, prepareInsuranceArea } from './insurance';
import {
  type Acceptance,
  type BookingParties,
  createNotificationsArea,
  prepareNotificationsArea,
} from './notifications';
import { createPaymentProvider, preparePayments } from './payments';
import { createShopArea, prepareShopArea } from './shop';
import { createSupportArea, prepareSupportArea } from './support';
import { createVetArea, prepareVetArea } from './vet';

/** Each area's indexes and start-up sweeps; an area with collections adds itself here. */
const preparers: Partial<Record<Area, (db: DataPort) => Promise<void>>> = {
  auth: prepareAuthArea,
  notifications: prepareNotificationsArea,
  vet: prepareVetArea,
  care: prepareCareArea,
  community: prepareCommunityArea,
  support: prepareSupportArea,
  admin: prepareAdminArea,
  shop: prepareShopArea,
  insurance: prepareInsuranceArea,
};

/** Creates platform and area indexes (idempotent). Run at start, before serving. */
export async function ensureIndexes(db: DataPort, areas: readonly Area[]): Promise<void> {
  await ensureRateLimitIndexes(db);
  await ensureIdempotencyIndexes(db);
  // Every area may send mail (and SMS) through the outbox, and charge through the payment provider.
  await createOutboxRepository(db).ensureIndexes();
  // Every area may keep images (decision 083).
  await createImagesService(db).ensureIndexes();
  await preparePayments(db);
  for (const area of areas) await preparers[area]?.(db);
}

/**
 * Every area of one API process, each built once by its own composition root, in dependency order: an
 * area receives the facades of the areas it uses (auth's accounts, notifications' sender). Building is
 * cheap and does no I/O; only the areas the process serves mount routes or start jobs.
 */
export function createAreas(deps: AppDeps) {
  // One payment provider and one mailer per process, for every area that charges or writes.
  const provider = createPaymentProvider(deps.db, deps.env);
  const mailer = createMailer(deps.db, deps.env);
  // One image pipeline for the upload route and every area that keeps images (decision 083).
  const images = createImagesService(deps.db);
  const auth = createAuthArea({ ...deps, mailer, provider, images });
  // The inbox asks care and vet whether a pair's booking is accepted; they are built after it (they notify).
  const acceptance: Acceptance = (pair) =>
    pair.providerKind === 'vet'
      ? vet.appointmentConfirmed(pair.ownerUserId, pair.providerRecordId)
      : care.bookingAccepted(pair.providerKind, pair.ownerUserId, pair.providerUserId);
  // A booking's owner and provider, for its Message button (docs/decisions/095).
  const bookingParties: BookingParties = (kind, bookingId) =>
    kind === 'vet' ? vet.appointmentParties(bookingId) : care.bookingParties(kind, bookingId);
  const notifications = createNotificationsArea(deps, {
    auth: auth.facade,
    mailer,
    acceptance,
    bookingParties,
    images,
  });
  const community = createCommunityArea({ ...deps, auth: auth.facade, notifications: notifications.service });
  const shop = createShopArea({
    ...deps,
    auth: auth.facade,
    provider,
    mailer,
    notifications: notifications.service,
    images,
  });
  const vet = createVetArea({ ...deps, auth: auth.facade, notifications: notifications.service, provider, mailer });
  const care = createCareArea({ ...deps, auth: auth.facade, notify: notifications.service.notify, provider });
  return {
    /** The process's payment provider, for the ledger check (GET /api/dev/ledger). */
    provider,
    images,
    /** Every process serves /api/images: each sweeps uploads no record kept (decision 116). */
    startImageSweep: () => startUnattachedSweep(images, deps.log),
    auth,
    notifications,
    vet,
    care,
    community,
    support: createSupportArea(deps),
    // Reads and acts only through the other areas' facades (docs/decisions/042).
    admin: createAdminArea({ db: deps.db, auth: auth.facade, community, notifications, shop }),
    shop,
    insurance: createInsuranceArea({ ...deps, auth: auth.facade }),
  };
}

export type Areas = ReturnType<typeof createAreas>;

/** Starts the background work of the areas this process serves; answers one stop for all of it. */
export function startJobs(areas: Areas, served: readonly Area[]): { stop(): Promise<void> } {
  const running = [
    areas.startImageSweep(),
    served.includes('vet') ? areas.vet.startJobs() : null,
    served.includes('care') ? areas.care.startJobs() : null,
    served.includes('notifications') ? areas.notifications.startJobs() : null,
    served.includes('community') ? areas.community.startJobs() : null,
    served.includes('shop') ? areas.shop.startJobs() : null,
  ].filter((job) => job !== null);
  return { stop: async () => void (await Promise.all(running.map((job) => job.stop()))) };
}
