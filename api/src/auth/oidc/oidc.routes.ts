import type { Context } from 'hono';
import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../../app-env';
import { type AuthMode, OidcProviderParam, type OidcProviderName, OidcStartQuery } from '@petpal/contracts';
import { validate } from '../../lib/validate';
import { ownOrigin } from '../../middleware/same-origin-writes';
import type { AuthDeps } from '../auth.routes';
import { writeSessionCookie } from '../sessions/session-cookie';
import { oidcProvidersFromEnv, type OidcProviders } from './oidc-providers';
import { createOidcService, OIDC_FLOW_TTL_MS, OidcSignInError } from './oidc.service';

/** The browser's half of a sign-in in progress; scoped to the callbacks, gone after 10 minutes. */
export const OIDC_FLOW_COOKIE = 'petpal_oidc_flow';
const FLOW_COOKIE_PATH = '/api/auth/oidc';

/**
 * Google and Facebook sign-in under /api/auth/oidc. Both routes are page navigations, not API calls:
 * they answer with redirects. Success goes back to /login or /signup with `signedIn`, `new` and `next`
 * (the page shows the notice, then moves on); failure with `error`, `stage` and `message`.
 */
export function createOidcRoutes(deps: AuthDeps & { oidcProviders?: OidcProviders }) {
  const { db, env, sessions } = deps;
  const oidc = createOidcService({ db, sessions, providers: deps.oidcProviders ?? oidcProvidersFromEnv(env) });

  const origin = (c: Context) => env.PUBLIC_URL ?? ownOrigin(c, env.TRUST_PROXY);
  const callbackUrl = (c: Context, provider: OidcProviderName) => `${origin(c)}/api/auth/oidc/${provider}/callback`;
  const secure = (c: Context) => origin(c).startsWith('https:');

  const failed = (
    c: Context,
    provider: OidcProviderName,
    stage: 'start' | 'callback',
    mode: AuthMode,
    message: string,
  ) => c.redirect(`/${mode}?${new URLSearchParams({ error: provider, stage, message })}`, 302);

  return new Hono<AppEnv>()
    .get('/:provider/start', validate('param', OidcProviderParam), validate('query', OidcStartQuery), async (c) => {
      const { provider } = c.req.valid('param');
      const { mode, returnTo } = c.req.valid('query');
      try {
        const { authorizationUrl, flowToken } = await oidc.start(provider, {
          mode,
          returnTo: returnTo ?? null,
          redirectUri: callbackUrl(c, provider),
        });
        setCookie(c, OIDC_FLOW_COOKIE, flowToken, {
          httpOnly: true,
          // Lax: the provider's redirect back is a top-level GET navigation, which carries it.
          sameSite: 'Lax',
          secure: secure(c),
          path: FLOW_COOKIE_PATH,
          maxAge: OIDC_FLOW_TTL_MS / 1000,
        });
        return c.redirect(authorizationUrl.href, 302);
      } catch (error) {
        if (!(error instanceof OidcSignInError)) throw error;
        deps.log.warn('oidc start failed', { provider, reason: String(error.cause ?? error.message) });
        return failed(c, provider, 'start', mode, error.message);
      }
    })
    .get('/:provider/callback', validate('param', OidcProviderParam), async (c) => {
      const { provider } = c.req.valid('param');
      const flowToken = getCookie(c, OIDC_FLOW_COOKIE);
      deleteCookie(c, OIDC_FLOW_COOKIE, { path: FLOW_COOKIE_PATH });
      const url = new URL(callbackUrl(c, provider));
      url.search = new URL(c.req.url).search;
      try {
        const { session, user, isNewUser, mode, returnTo } = await oidc.finish(provider, {
          flowToken,
          callbackUrl: url,
        });
        const previous = c.get('sessionToken');
        if (previous) await sessions.revoke(previous);
        writeSessionCookie(c, session.token, session.expiresAt, env.TRUST_PROXY);
        const next = user.role === 'none' ? '/role-selection' : (returnTo ?? '/dashboard');
        const flags = new URLSearchParams({ signedIn: provider, ...(isNewUser ? { new: '1' } : {}), next });
        return c.redirect(`/${mode}?${flags}`, 302);
      } catch (error) {
        if (!(error instanceof OidcSignInError)) throw error;
        deps.log.warn('oidc callback failed', { provider, reason: String(error.cause ?? error.message) });
        return failed(c, provider, 'callback', error.mode, error.message);
      }
    });
}
