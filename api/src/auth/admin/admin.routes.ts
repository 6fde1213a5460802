import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { AdminLoginInput, type AdminSession, type AdminSignedIn, type SignedOut } from '@petpal/contracts';
import { Forbidden } from '../../errors';
import { clientIp } from '../../lib/client-ip';
import { validate } from '../../lib/validate';
import type { AuthDeps } from '../auth.routes';
import { clearAdminCookie, readAdminCookie, writeAdminCookie } from './admin-cookie';
import { createAdminBootstrap, readBootstrapFile } from './admin-bootstrap';
import { createAdminService } from './admin.service';
import { AdminBootstrapInput } from './create-admin.args';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/** Straight from this host: a loopback socket and no proxy headers (a local proxy forwards from loopback too). */
const fromLoopback = (c: Context<AppEnv>) =>
  LOOPBACK.has((c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress ?? '') &&
  !c.req.header('x-forwarded-for') &&
  !c.req.header('forwarded') &&
  !c.req.header('x-real-ip');
export const BOOTSTRAP_REFUSED = 'Admin bootstrap is refused.';

/** /api/auth/admin: admin sign-in, its session and sign-out, on the `petpal_admin` cookie only. */
export function createAdminRoutes({ db, env }: AuthDeps) {
  const admins = createAdminService({ db });
  const bootstrap = createAdminBootstrap(db);

  return (
    new Hono<AppEnv>()
      /**
       * `npm run admin:create` while this API holds DATA_DIR (docs/decisions/052): loopback only, with the
       * one-time token this API wrote into DATA_DIR; every use (even a failed creation) replaces the token.
       */
      .post('/bootstrap', validate('json', AdminBootstrapInput), async (c) => {
        const { token, email, password } = c.req.valid('json');
        if (!fromLoopback(c) || !(await bootstrap.take(token)))
          throw new Forbidden(BOOTSTRAP_REFUSED, 'bootstrap_refused');
        try {
          const admin = await admins.create(email, password);
          return c.json({ admin }, 201);
        } finally {
          const file = readBootstrapFile(env.DATA_DIR);
          await bootstrap.issue(env.DATA_DIR, file?.port ?? env.PORT);
        }
      })
      .post('/login', validate('json', AdminLoginInput), async (c) => {
        const { admin, token, expiresAt } = await admins.login(c.req.valid('json'), {
          ip: clientIp(c, env.TRUST_PROXY),
        });
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
      })
  );
}
