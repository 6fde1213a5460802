import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../app-env';
import { toSessionUser } from '../../auth';
import type { WidgetTokensService } from './widget-tokens.service';

const BEARER = /^Bearer (pw_[A-Za-z0-9_-]{20,100})$/;

/**
 * A request from a partner site never acts with PetPal's session cookie (on the same site the browser may
 * still send it): its user is the one its widget token names, used from the origin it was issued to, or
 * nobody. Runs after loadSession.
 */
export function widgetSession(
  tokens: WidgetTokensService,
  partnerOrigins: readonly string[],
): MiddlewareHandler<AppEnv> {
  const partners = new Set(partnerOrigins);
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (origin !== undefined && partners.has(origin)) {
      const token = BEARER.exec(c.req.header('authorization') ?? '')?.[1];
      const user = token ? await tokens.resolve(token, origin) : null;
      c.set('user', user ? toSessionUser(user) : null);
      c.set('sessionToken', null);
    }
    await next();
  };
}
