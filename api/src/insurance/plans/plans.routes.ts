import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { InsuranceCountryQuery, type InsurancePlanList } from '@petpal/contracts';
import { validate } from '../../lib/validate';
import { toPlanView } from './plan-view';
import type { PlansRepository } from './plans.repository';
import type { CurrencyOf } from '../../shop';

/** GET /plans (anyone): the demo plans in the viewer's currency. */
export function createPlanRoutes(plans: PlansRepository, currencyOf: CurrencyOf) {
  return new Hono<AppEnv>().get('/plans', validate('query', InsuranceCountryQuery), async (c) => {
    const currency = await currencyOf(c.get('user'), c.req.valid('query').country);
    const body: InsurancePlanList = { plans: (await plans.list()).map((doc) => toPlanView(doc, currency)), currency };
    return c.json(body);
  });
}
