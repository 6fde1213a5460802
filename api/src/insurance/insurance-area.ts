import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import type { AuthFacade } from '../auth';
import type { AreaStatus } from '@petpal/contracts';
import type { DataPort } from '../data/port';
import { createEnrolmentsRepository } from './enrolments/enrolments.repository';
import { createEnrolmentRoutes } from './enrolments/enrolments.routes';
import { createEnrolmentsService } from './enrolments/enrolments.service';
import { createPlansRepository } from './plans/plans.repository';
import { createPlanRoutes } from './plans/plans.routes';
import { createCurrencyOf } from '../shop';
import { createQuotesRepository } from './quotes/quotes.repository';
import { createQuoteRoutes } from './quotes/quotes.routes';
import { createQuotesService } from './quotes/quotes.service';

/** The repositories of the collections the insurance area owns. */
function insuranceRepositories(db: DataPort) {
  return {
    plans: createPlansRepository(db),
    quotes: createQuotesRepository(db),
    enrolments: createEnrolmentsRepository(db),
  };
}

/** The insurance area's indexes (idempotent; run at every start, before serving). */
export async function prepareInsuranceArea(db: DataPort): Promise<void> {
  for (const repository of Object.values(insuranceRepositories(db))) await repository.ensureIndexes();
}

export type InsuranceAreaDeps = AppDeps & { auth: AuthFacade };

export interface InsuranceAreaOptions {
  /** The clock of every rule (tests move it). */
  now?: () => Date;
}

/**
 * The insurance area's composition root (docs/decisions/045): demo plans, quotes and recorded enrolments;
 * `routes()` mounts at /api/insurance. The owner's pets and stored country come from auth's facade. There is
 * no real insurer behind it: nothing is charged and nothing is sent anywhere.
 */
export function createInsuranceArea(deps: InsuranceAreaDeps, options: InsuranceAreaOptions = {}) {
  const { db, auth } = deps;
  const now = options.now ?? (() => new Date());
  const repos = insuranceRepositories(db);
  const currencyOf = createCurrencyOf(auth);
  const quotes = createQuotesService({ plans: repos.plans, quotes: repos.quotes, now });
  const enrolments = createEnrolmentsService({
    enrolments: repos.enrolments,
    quotes: repos.quotes,
    plans: repos.plans,
    auth,
    now,
  });

  return {
    routes: () =>
      new Hono<AppEnv>()
        .get('/status', (c) => {
          const body: AreaStatus = { area: 'insurance', ready: true };
          return c.json(body);
        })
        .route('/', createPlanRoutes(repos.plans, currencyOf))
        .route('/', createQuoteRoutes(quotes, currencyOf))
        .route('/', createEnrolmentRoutes(db, enrolments)),
  };
}

export type InsuranceArea = ReturnType<typeof createInsuranceArea>;
