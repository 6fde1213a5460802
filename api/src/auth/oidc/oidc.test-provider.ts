import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

/** Who can sign in; like the local stand-in `npm start` runs (shell/platform/oidc-provider), `sub` = the login. */
const people: Record<string, { email_verified: boolean; name: string }> = {
  'ana@petpal.demo': { email_verified: true, name: 'Ana Demo' },
  'ben@petpal.demo': { email_verified: false, name: 'Ben Demo' },
  'chloe@petpal.demo': { email_verified: true, name: 'Chloe Demo' },
};

export interface TestOidcProvider {
  issuer: string;
  /** GOOGLE_ISSUER, GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET for the app under test. */
  googleEnv: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A real OpenID provider (oidc-provider) on a free port, with the `petpal-google` client redirecting to
 * `siteOrigin`, PKCE required and its development login page (any password).
 */
export async function startTestOidcProvider(siteOrigin: string): Promise<TestOidcProvider> {
  let handle = (_request: IncomingMessage, response: ServerResponse) => {
    response.statusCode = 503;
    response.end();
  };
  const server = createServer((request, response) => handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, () => resolve()));
  const issuer = `http://localhost:${(server.address() as AddressInfo).port}`;
  const clientSecret = 'test-secret';

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'petpal-google',
        client_secret: clientSecret,
        redirect_uris: [`${siteOrigin}/api/auth/oidc/google/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    cookies: { keys: ['test-cookie-key'] },
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    findAccount(_ctx, id) {
      const person = people[id];
      if (!person) return undefined;
      return { accountId: id, claims: () => ({ sub: id, email: id, ...person }) };
    },
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  handle = provider.callback();

  return {
    issuer,
    googleEnv: { GOOGLE_ISSUER: issuer, GOOGLE_CLIENT_ID: 'petpal-google', GOOGLE_CLIENT_SECRET: clientSecret },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
