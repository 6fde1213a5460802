import { Hono } from 'hono';
import { AdminProvidersQuery, ProviderParams, VerificationInput, type AdminProvidersPage } from '@petpal/contracts';
import { validate } from '../../lib/validate';
import type { AdminEnv } from '../access/admin-access';
import type { Audited } from '../audit/audited';
import type { ProvidersService } from './providers.service';

/** GET /providers?role=&status=, POST /providers/:role/:id/verification (audited). */
export function createProviderRoutes(providers: ProvidersService, audited: Audited) {
  return new Hono<AdminEnv>()
    .get('/providers', validate('query', AdminProvidersQuery), async (c) => {
      const { role, status, q, page } = c.req.valid('query');
      c.header('Cache-Control', 'no-store');
      const body: AdminProvidersPage = await providers.list(role, status, page, q);
      return c.json(body);
    })
    .post(
      '/providers/:role/:id/verification',
      validate('param', ProviderParams),
      validate('json', VerificationInput),
      (c) =>
        audited(c, 'provider.verify', () => {
          const { role, id } = c.req.valid('param');
          return providers.decide(c.get('admin').id, role, id, c.req.valid('json'));
        }),
    );
}
