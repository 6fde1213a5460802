import { Hono } from 'hono';
import { ObjectId } from 'mongodb';
import type { AppEnv } from '../../app-env';
import { IdCheckInput, type IdCheckResponse, type ProviderStandingResponse } from '@petpal/contracts';
import { Unauthorized } from '../../errors';
import { validate } from '../../lib/validate';
import type { AuthDeps } from '../auth.routes';
import { requireUser } from '../sessions/session.middleware';
import { createProviderVerification } from './provider-verification';

const userIdOf = (user: { id: string } | null) => {
  if (!user) throw new Unauthorized('Please log in to continue.');
  return new ObjectId(user.id);
};

/** GET /provider-standing, POST /provider-application/id-check (docs/decisions/052). */
export function createVerificationRoutes({ db }: AuthDeps) {
  const verification = createProviderVerification(db);
  return new Hono<AppEnv>()
    .get('/provider-standing', requireUser, async (c) => {
      c.header('Cache-Control', 'no-store');
      const body: ProviderStandingResponse = { standing: await verification.standing(userIdOf(c.get('user'))) };
      return c.json(body);
    })
    .post('/provider-application/id-check', requireUser, validate('json', IdCheckInput), async (c) => {
      const body: IdCheckResponse = await verification.runIdCheck(userIdOf(c.get('user')), c.req.valid('json'));
      return c.json(body);
    });
}
