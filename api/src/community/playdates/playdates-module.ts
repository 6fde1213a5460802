import type { AuthFacade } from '../../auth';
import type { DataPort } from '../../data/port';
import type { Logger } from '../../lib/logger';
import type { RateLimiter } from '../../lib/rate-limit';
import type { NotificationsService } from '../../notifications';
import { createPlaydateNotices } from './playdate-notices';
import { createPlaydateProfilesRepository } from './playdate-profiles.repository';
import { createPlaydateProfilesService } from './playdate-profiles.service';
import { createPlaydateRequestsRepository } from './playdate-requests.repository';
import { createPlaydateRequestsService } from './playdate-requests.service';
import { createPlaydateRoutes } from './playdates.routes';

/** PawfectMatch's indexes (idempotent; part of prepareCommunityArea). */
export async function preparePlaydates(db: DataPort): Promise<void> {
  await createPlaydateProfilesRepository(db).ensureIndexes();
  await createPlaydateRequestsRepository(db).ensureIndexes();
}

export interface PlaydatesModuleDeps {
  db: DataPort;
  log: Logger;
  auth: Pick<AuthFacade, 'records' | 'pets' | 'users'>;
  notifications: Pick<NotificationsService, 'notifyMany'>;
  requestLimiter: RateLimiter;
  now: () => Date;
}

/**
 * PawfectMatch inside the community area (docs/decisions/037): dogs listed for playdates, suggestions and
 * requests. Pets and names are auth's, read through its facade; notices go through the notifications facade.
 */
export function createPlaydatesModule({ db, log, auth, notifications, requestLimiter, now }: PlaydatesModuleDeps) {
  const profilesRepo = createPlaydateProfilesRepository(db);
  const requestsRepo = createPlaydateRequestsRepository(db);
  const profiles = createPlaydateProfilesService({ profiles: profilesRepo, requests: requestsRepo, auth, now });
  const requests = createPlaydateRequestsService({
    profiles: profilesRepo,
    requests: requestsRepo,
    auth,
    notices: createPlaydateNotices(notifications, log),
    requestLimiter,
    now,
  });
  return { profiles, requests, routes: () => createPlaydateRoutes(db, profiles, requests) };
}

export type PlaydatesModule = ReturnType<typeof createPlaydatesModule>;
