import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { ContactMessageInput } from '../contracts';
import { clientIp } from '../lib/client-ip';
import { createRateLimiter } from '../lib/rate-limit';
import { validate } from '../lib/validate';
import { createSupportRepository } from './support.repository';
import { CONTACT_RATE_LIMIT, createSupportService } from './support.service';

/** Contact form and help-centre FAQ. */
export function createSupportRoutes({ db, env }: AppDeps) {
  const service = createSupportService({
    repo: createSupportRepository(db),
    contactLimiter: createRateLimiter(db, CONTACT_RATE_LIMIT),
  });

  return new Hono<AppEnv>()
    .post('/contact', validate('json', ContactMessageInput), async (c) => {
      const accepted = await service.submitContact(c.req.valid('json'), { ip: clientIp(c, env.TRUST_PROXY) });
      return c.json(accepted, 201);
    })
    .get('/faq', async (c) => {
      c.header('Cache-Control', 'public, max-age=300');
      return c.json(await service.listFaq());
    });
}
