import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import {
  LoginInput,
  PasswordResetCheckInput,
  PasswordResetInput,
  PasswordResetRequestInput,
  type SignedIn,
  SignupInput,
  VerifyEmailInput,
} from '@petpal/contracts';
import { clientIp } from '../../lib/client-ip';
import { idempotency } from '../../lib/idempotency';
import { validate } from '../../lib/validate';
import { ownOrigin } from '../../middleware/same-origin-writes';
import { createAdminRoutes } from '../admin/admin.routes';
import type { AuthDeps } from '../auth.routes';
import { clearSessionCookie, writeSessionCookie } from '../sessions/session-cookie';
import { createAccountsService } from './accounts.service';
import { createLoginThrottle } from './login-throttle';
import { createPasswordResetService } from './password-reset.service';

/**
 * Email sign-up and confirmation, password sign-in and password reset under /api/auth; admin sign-in
 * under /api/auth/admin.
 */
export function createAccountsRoutes(deps: AuthDeps) {
  const { db, env, sessions, mailer } = deps;
  const loginThrottle = createLoginThrottle(db, 'login');
  const accounts = createAccountsService({ db, sessions, mailer, loginThrottle });
  const resets = createPasswordResetService({ db, sessions, mailer, loginThrottle });

  const ip = (c: Context) => clientIp(c, env.TRUST_PROXY);
  /** Where emailed links point: PUBLIC_URL, else the origin the browser used to reach us. */
  const caller = (c: Context) => ({
    ip: ip(c),
    origin: env.PUBLIC_URL ?? ownOrigin(c, env.TRUST_PROXY),
  });

  return new Hono<AppEnv>()
    .post(
      '/signup',
      validate('json', SignupInput),
      idempotency(db, { scope: 'auth.signup', omitFields: ['password', 'confirmPassword'] }),
      async (c) => {
        const { email, password } = c.req.valid('json');
        return c.json(await accounts.signup({ email, password }, caller(c)), 201);
      },
    )
    .post('/verify-email', validate('json', VerifyEmailInput), async (c) => {
      return c.json(await accounts.verifyEmail(c.req.valid('json').token));
    })
    .post('/login', validate('json', LoginInput), async (c) => {
      const { session, ...signedIn } = await accounts.login(c.req.valid('json'), { ip: ip(c) });
      // A sign-in replaces whatever session this browser had.
      const previous = c.get('sessionToken');
      if (previous) await sessions.revoke(previous);
      writeSessionCookie(c, session.token, session.expiresAt, env.TRUST_PROXY);
      const body: SignedIn = signedIn;
      return c.json(body);
    })
    .post('/password-reset/request', validate('json', PasswordResetRequestInput), async (c) => {
      return c.json(await resets.request(c.req.valid('json').email, caller(c)));
    })
    .post('/password-reset/check', validate('json', PasswordResetCheckInput), async (c) => {
      return c.json(await resets.check(c.req.valid('json').token, { ip: ip(c) }));
    })
    .post('/password-reset/complete', validate('json', PasswordResetInput), async (c) => {
      const updated = await resets.complete(c.req.valid('json'), { ip: ip(c) });
      clearSessionCookie(c);
      return c.json(updated);
    })
    .route('/admin', createAdminRoutes(deps));
}
