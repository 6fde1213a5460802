import type { AuthFacade } from '../../auth';
import type { DataPort } from '../../data/port';
import { createProviderCache, sweepOrphanClaims } from '../../scheduling';
import type { Logger } from '../../lib/logger';
import type { CareAccess } from '../access/care-access';
import { createStylistRatingsRepository } from '../ratings/ratings.repository';
import type { Notify } from '../care-notices';
import { createStylistAvailability, watchStylistChanges } from './stylist-availability';
import { createStylistCalendarRepository } from './stylist-calendar.repository';
import { createStylistClaimsRepository } from './stylist-claims.repository';
import { createStylistPracticeService } from './stylist-practice.service';
import { createStylingAppointmentsRepository } from './styling-appointments.repository';
import { createStylingNotices } from './styling-notices';
import { createStylistPracticeRoutes, createStylistRoutes } from './stylists.routes';
import { createStylistsRepository } from './stylists.repository';
import { createStylistsService } from './stylists.service';

/** The collections care keeps for stylists. */
export function stylistRepositories(db: DataPort) {
  return {
    calendar: createStylistCalendarRepository(db),
    appointments: createStylingAppointmentsRepository(db),
    claims: createStylistClaimsRepository(db),
    ratings: createStylistRatingsRepository(db),
  };
}

/** Indexes, then the sweep of claims a crash left without an active appointment (run at every start). */
export async function prepareStylists(db: DataPort, now: Date = new Date()): Promise<void> {
  const repos = stylistRepositories(db);
  for (const repository of Object.values(repos)) await repository.ensureIndexes();
  await sweepOrphanClaims(repos, now);
}

/** The stylist part of the care area, composed once: services and routes (mounted by care-area.ts). */
export function createStylistsPart(deps: {
  db: DataPort;
  auth: AuthFacade;
  access: CareAccess;
  notify: Notify;
  log: Logger;
  now: () => Date;
}) {
  const { db, now } = deps;
  const repos = stylistRepositories(db);
  const stylists = createStylistsRepository(deps.auth);
  const cache = createProviderCache(() => now().getTime());
  const notices = createStylingNotices(deps.notify, deps.log);
  const availability = createStylistAvailability({ ...repos, cache, now });
  const service = createStylistsService({ ...repos, stylists, availability, cache, access: deps.access, notices, now });
  const practice = createStylistPracticeService({ ...repos, stylists, cache, notices, owners: service, now });
  return {
    service,
    practice,
    cache,
    routes: () => createStylistRoutes(db, service),
    practiceRoutes: () => createStylistPracticeRoutes(db, practice),
    /** Follows calendar changes made by other API processes. */
    watch: () => watchStylistChanges(db, stylists, cache),
  };
}

export type StylistsPart = ReturnType<typeof createStylistsPart>;
