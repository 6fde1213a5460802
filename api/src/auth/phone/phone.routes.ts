import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { PhoneSendInput, type PhoneSignedIn, PhoneVerifyInput } from '@petpal/contracts';
import { clientIp } from '../../lib/client-ip';
import { validate } from '../../lib/validate';
import type { AuthDeps } from '../auth.routes';
import { writeSessionCookie } from '../sessions/session-cookie';
import { createPhoneService } from './phone.service';

/** Phone sign-in under /api/auth/phone: send a code by SMS, then verify it. */
export function createPhoneRoutes(deps: AuthDeps) {
  const { db, env, sessions, mailer } = deps;
  const phone = createPhoneService({ db, sessions, mailer });
  const ip = (c: Context) => clientIp(c, env.TRUST_PROXY);

  return new Hono<AppEnv>()
    .post('/send', validate('json', PhoneSendInput), async (c) => {
      return c.json(await phone.send(c.req.valid('json').phone, { ip: ip(c) }));
    })
    .post('/verify', validate('json', PhoneVerifyInput), async (c) => {
      const { session, ...signedIn } = await phone.verify(c.req.valid('json'), { ip: ip(c) });
      // A sign-in replaces whatever session this browser had.
      const previous = c.get('sessionToken');
      if (previous) await sessions.revoke(previous);
      writeSessionCookie(c, session.token, session.expiresAt, env.TRUST_PROXY);
      const body: PhoneSignedIn = signedIn;
      return c.json(body);
    });
}
