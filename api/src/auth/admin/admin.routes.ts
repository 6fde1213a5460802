import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { AdminLoginInput, type AdminSession, type AdminSignedIn, type SignedOut } from '../../contracts';
import { clientIp } from '../../lib/client-ip';
import { validate } from '../../lib/validate';
import type { AuthDeps } from '../auth.routes';
import { clearAdminCookie, readAdminCookie, writeAdminCookie } from './admin-cookie';
import { createAdminService } from './admin.service';

/** /api/auth/admin: admin sign-in, its session and sign-out, on the `petpal_admin` cookie only. */
export function createAdminRoutes({ db, env }: AuthDeps) {
  const admins = createAdminService({ db });

  return new Hono<AppEnv>()
    .post('/login', validate('json', AdminLoginInput), async (c) => {
      const { admin, token, expiresAt } = await admins.login(c.req.valid('json'), { ip: clientIp(c, env.TRUST_PROXY) });
      writeAdminCookie(c, token, expiresAt, env.TRUST_PROXY);
      const body: AdminSignedIn = { admin };
      return c.json(body);
    })
    .get('/session', async (c) => {
      const token = readAdminCookie(c);
      const admin = token ? await admins.resolve(token) : null;
      if (token && !admin) clearAdminCookie(c);
      c.header('Cache-Control', 'no-store');
      const body: AdminSession = { admin };
      return c.json(body);
    })
    .post('/logout', async (c) => {
      const token = readAdminCookie(c);
      if (token) await admins.revoke(token);
      clearAdminCookie(c);
      const body: SignedOut = { signedOut: true };
      return c.json(body);
    });
}
