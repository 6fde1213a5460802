import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { ContactMessageInput } from '@petpal/contracts';
import type { DataPort } from '../data/port';
import { clientIp } from '../lib/client-ip';
import { createRateLimiter } from '../lib/rate-limit';
import { validate } from '../lib/validate';
import { CONTACT_MESSAGES, createSupportRepository, FAQ } from './support.repository';
import { CONTACT_RATE_LIMIT, createSupportService } from './support.service';

/** Every collection the support area owns (tests count what a seed wrote). */
export const SUPPORT_COLLECTIONS = { contactMessages: CONTACT_MESSAGES, faq: FAQ } as const;

/** The support area's indexes (idempotent; run at every start, before serving). */
export const prepareSupportArea = (db: DataPort) => createSupportRepository(db).ensureIndexes();

/** The support area's composition root: the contact form and the help-centre FAQ under /api/support. */
export function createSupportArea({ db, env }: AppDeps) {
  const service = createSupportService({
    repo: createSupportRepository(db),
    contactLimiter: createRateLimiter(db, CONTACT_RATE_LIMIT),
  });
  return {
    routes: () =>
      new Hono<AppEnv>()
        .post('/contact', validate('json', ContactMessageInput), async (c) => {
          const accepted = await service.submitContact(c.req.valid('json'), { ip: clientIp(c, env.TRUST_PROXY) });
          return c.json(accepted, 201);
        })
        .get('/faq', async (c) => {
          c.header('Cache-Control', 'public, max-age=300');
          return c.json(await service.listFaq());
        }),
  };
}

export type SupportArea = ReturnType<typeof createSupportArea>;
