import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import type { AreaStatus } from '../contracts';
import { createMailer } from '../lib/mailer';
import { createPaymentProvider } from '../payments';
import { createOwnerVetRoutes } from './owner.routes';
import { createPracticeRoutes } from './practice.routes';
import { createPublicVetRoutes } from './public.routes';
import { createVetArea, watchVetChanges } from './vet-area';

/**
 * /api/vet: the public directory and availability (public.routes), the owner's bookings (owner.routes)
 * and the vet's own practice (practice.routes). The availability caches follow the database's change
 * events, so several API processes stay in step.
 */
export function createVetRoutes({ db, env, log }: AppDeps) {
  const area = createVetArea(db, { provider: createPaymentProvider(db, env), mailer: createMailer(db, env), log });
  watchVetChanges(db, area.cache);
  return new Hono<AppEnv>()
    .get('/status', (c) => {
      const body: AreaStatus = { area: 'vet', ready: true };
      return c.json(body);
    })
    .route('/', createPublicVetRoutes(area))
    .route('/', createOwnerVetRoutes(db, area))
    .route('/practice', createPracticeRoutes(area));
}
