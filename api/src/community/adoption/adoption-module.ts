import type { AuthFacade } from '../../auth';
import type { DataPort } from '../../data/port';
import type { ImagesService } from '../../images';
import type { Logger } from '../../lib/logger';
import type { RateLimiter } from '../../lib/rate-limit';
import type { NotificationsService } from '../../notifications';
import type { ViewerOf } from '../access/community-access';
import { createAdoptionNotices } from './adoption-notices';
import { createAdoptionRoutes } from './adoption.routes';
import { createApplicationsRepository } from './applications.repository';
import { createApplicationsService } from './applications.service';
import { createContacts } from './contacts';
import { createListingsRepository } from './listings.repository';
import { createListingsService, migrateLegacyListingPhotos } from './listings.service';

/** Adoption's indexes and the move of old listing photos into the image pipeline (idempotent; prepareCommunityArea). */
export async function prepareAdoption(db: DataPort, images: Pick<ImagesService, 'storeMade'>): Promise<void> {
  const listings = createListingsRepository(db);
  await listings.ensureIndexes();
  await createApplicationsRepository(db).ensureIndexes();
  await migrateLegacyListingPhotos(listings, images);
}

export interface AdoptionModuleDeps {
  db: DataPort;
  log: Logger;
  auth: Pick<AuthFacade, 'users' | 'records'>;
  notifications: Pick<NotificationsService, 'notifyMany'>;
  listingLimiter: RateLimiter;
  applicationLimiter: RateLimiter;
  images: Pick<ImagesService, 'claimAll' | 'release' | 'remove'>;
  now: () => Date;
}

/**
 * Become a Pet Parent inside the community area (docs/decisions/038): listings, applications and the bell
 * notices about them. Names and contact details come from auth's facade; notices go through notifications'.
 */
export function createAdoptionModule(deps: AdoptionModuleDeps) {
  const { db, log, auth, now } = deps;
  const listingsRepo = createListingsRepository(db);
  const applicationsRepo = createApplicationsRepository(db);
  const contactOf = createContacts(auth);
  const notices = createAdoptionNotices(deps.notifications, log);
  const publicName = auth.users.publicName;
  const listings = createListingsService({
    listings: listingsRepo,
    applications: applicationsRepo,
    publicName,
    contactOf,
    notices,
    listingLimiter: deps.listingLimiter,
    images: deps.images,
    now,
  });
  const applications = createApplicationsService({
    listings: listingsRepo,
    listingViews: listings,
    applications: applicationsRepo,
    publicName,
    contactOf,
    notices,
    applicationLimiter: deps.applicationLimiter,
    now,
  });
  return {
    listings,
    applications,
    routes: (viewerOf: ViewerOf) => createAdoptionRoutes(db, listings, applications, viewerOf),
  };
}

export type AdoptionModule = ReturnType<typeof createAdoptionModule>;
