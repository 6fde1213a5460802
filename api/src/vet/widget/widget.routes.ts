import { ObjectId } from 'mongodb';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth';
import { WidgetTokenInput, widgetMessages, type WidgetToken } from '@petpal/contracts';
import { Forbidden, Invalid, Unauthorized } from '../../errors';
import { validate } from '../../lib/validate';
import type { WidgetTokensService } from './widget-tokens.service';

/**
 * POST /tokens: PetPal's sign-in popup (our origin, cookie session) asks for a token for the partner page
 * that opened it. Only allow-listed partner origins get one, and never from a partner page itself.
 */
export function createWidgetRoutes(tokens: WidgetTokensService, partnerOrigins: readonly string[]) {
  const partners = new Set(partnerOrigins);
  return new Hono<AppEnv>().post('/tokens', requireUser, validate('json', WidgetTokenInput), async (c) => {
    const requestOrigin = c.req.header('origin');
    if (requestOrigin !== undefined && partners.has(requestOrigin)) throw new Forbidden(widgetMessages.notPartner);
    const { origin } = c.req.valid('json');
    if (!partners.has(origin)) throw new Invalid(widgetMessages.notPartner, { origin: widgetMessages.notPartner });
    const user = c.get('user');
    const sessionToken = c.get('sessionToken');
    if (!user || !sessionToken) throw new Unauthorized(widgetMessages.signInAgain);
    const issued = await tokens.issue(new ObjectId(user.id), origin, sessionToken);
    const body: WidgetToken = { token: issued.token, expiresAt: issued.expiresAt.toISOString(), email: user.email };
    return c.json(body, 201);
  });
}
