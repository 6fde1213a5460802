import type { OidcProviderName } from '@petpal/contracts';
import type { Env } from '../../env';

/** Where to find one OpenID provider and how PetPal is registered with it. */
export interface OidcProviderConfig {
  name: OidcProviderName;
  issuer: URL;
  clientId: string;
  clientSecret: string;
}

export type OidcProviders = Partial<Record<OidcProviderName, OidcProviderConfig>>;

type OidcEnv = Pick<
  Env,
  | 'GOOGLE_ISSUER'
  | 'GOOGLE_CLIENT_ID'
  | 'GOOGLE_CLIENT_SECRET'
  | 'FACEBOOK_ISSUER'
  | 'FACEBOOK_CLIENT_ID'
  | 'FACEBOOK_CLIENT_SECRET'
>;

function provider(
  name: OidcProviderName,
  issuer: string | undefined,
  clientId: string | undefined,
  clientSecret: string | undefined,
): OidcProviderConfig | undefined {
  if (!issuer || !clientId || !clientSecret) return undefined;
  return { name, issuer: new URL(issuer), clientId, clientSecret };
}

/** The providers whose issuer, client id and secret are all set; the others are not offered (404). */
export function oidcProvidersFromEnv(env: OidcEnv): OidcProviders {
  const providers: OidcProviders = {};
  const google = provider('google', env.GOOGLE_ISSUER, env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET);
  const facebook = provider('facebook', env.FACEBOOK_ISSUER, env.FACEBOOK_CLIENT_ID, env.FACEBOOK_CLIENT_SECRET);
  if (google) providers.google = google;
  if (facebook) providers.facebook = facebook;
  return providers;
}

/** Plain http is allowed only for a provider on this machine (the local stand-in). */
export function isLocalHttpIssuer(issuer: URL): boolean {
  return issuer.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
}
