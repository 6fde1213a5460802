import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';
import { findDemoAccount } from './demo-accounts';

/** How the API is registered with one provider (the same values go into GOOGLE_* / FACEBOOK_*). */
export interface LocalOidcClient {
  provider: 'google' | 'facebook';
  clientId: string;
  clientSecret: string;
}

export const localOidcClients: readonly LocalOidcClient[] = [
  { provider: 'google', clientId: 'petpal-google', clientSecret: 'petpal-google-local-secret' },
  { provider: 'facebook', clientId: 'petpal-facebook', clientSecret: 'petpal-facebook-local-secret' },
];

export interface LocalOidcProvider {
  issuer: string;
  /** GOOGLE_ISSUER, GOOGLE_CLIENT_ID, ... for the API. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export interface LocalOidcProviderOptions {
  /** 0 picks a free port. */
  port: number;
  /** Where PetPal is served (the shell): the clients' redirect URIs point there. */
  siteOrigin: string;
}

/**
 * The local stand-in for Google and Facebook: a real OpenID provider (oidc-provider) with two confidential
 * clients, PKCE required, and the demo users of demo-accounts.ts. Its development login page takes a
 * demo email and any password, so sign-in works offline. Production never runs this: the API reads each
 * real provider's issuer, client id and secret from the environment.
 */
export async function startLocalOidcProvider(options: LocalOidcProviderOptions): Promise<LocalOidcProvider> {
  // Listen first, so port 0 can pick a free port; the provider, which needs its issuer, is built next.
  let handle: (request: IncomingMessage, response: ServerResponse) => void = (_request, response) => {
    response.statusCode = 503;
    response.end();
  };
  const server = createServer((request, response) => handle(request, response));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, () => resolve());
  });
  const issuer = `http://localhost:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: localOidcClients.map(({ provider: name, clientId, clientSecret }) => ({
      client_id: clientId,
      client_secret: clientSecret,
      client_name: `PetPal (${name === 'google' ? 'Google' : 'Facebook'} stand-in)`,
      redirect_uris: [`${options.siteOrigin}/api/auth/oidc/${name}/callback`],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    // Signs the provider's own session cookies; a development-only constant, like the client secrets.
    cookies: { keys: ['petpal-local-oidc-cookie-key'] },
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Put email and name in the ID token itself, as Google does.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    ttl: { AccessToken: 3600, AuthorizationCode: 600, IdToken: 3600, Interaction: 600, Session: 86400, Grant: 86400 },
    findAccount(_ctx, id) {
      const account = findDemoAccount(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          email: account.email,
          email_verified: account.emailVerified,
          name: account.name,
        }),
      };
    },
    // First-party stand-in: no consent screen, the scopes PetPal asks for are granted.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session, result, provider: op } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) return op.Grant.find(grantId);
      const grant = new op.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });

  handle = provider.callback();

  const env: Record<string, string> = {};
  for (const client of localOidcClients) {
    const prefix = client.provider.toUpperCase();
    env[`${prefix}_ISSUER`] = issuer;
    env[`${prefix}_CLIENT_ID`] = client.clientId;
    env[`${prefix}_CLIENT_SECRET`] = client.clientSecret;
  }

  return {
    issuer,
    env,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
