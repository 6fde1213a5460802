import { randomBytes } from 'node:crypto';
import * as client from 'openid-client';
import type { AuthMode, OidcProviderName, SessionUser } from '@petpal/contracts';
import { verificationMessages } from '@petpal/contracts';
import type { DataPort } from '../../data/port';
import { isDuplicateKeyError } from '../../data/port';
import { NotFound } from '../../errors';
import { createIdentitiesRepository } from '../identities/identities.repository';
import { hashToken, type SessionsService } from '../sessions/sessions.service';
import { createUsersRepository, toSessionUser, type UserDoc } from '../users/users.repository';
import { createOidcFlowsRepository } from './oidc-flows.repository';
import { isLocalHttpIssuer, type OidcProviderConfig, type OidcProviders } from './oidc-providers';

/** A sign-in must come back from the provider within 10 minutes. */
export const OIDC_FLOW_TTL_MS = 10 * 60 * 1000;

export const FLOW_EXPIRED = 'Your sign-in took too long or was already used. Please try again.';
export const SIGN_IN_INCOMPLETE = 'The sign-in could not be completed. Please try again.';
export const PROVIDER_UNAVAILABLE = 'The provider is not available right now. Please try again later.';
export const NO_ACCOUNT_ID = 'The provider did not identify the account.';

/** A failed sign-in; `message` is shown to the user, `mode` says which page to go back to. */
export class OidcSignInError extends Error {
  override name = 'OidcSignInError';
  constructor(
    message: string,
    readonly mode: AuthMode,
    override readonly cause?: unknown,
  ) {
    super(message);
  }
}

/** What the provider says about the person (ID token claims, topped up from userinfo). */
export interface ProviderClaims {
  sub: string;
  email?: unknown;
  email_verified?: unknown;
}

export interface OidcServiceDeps {
  db: DataPort;
  sessions: SessionsService;
  providers: OidcProviders;
  now?: () => Date;
}

/** Google and Facebook sign-in: authorization code + PKCE + state + nonce, identities keyed by (issuer, sub). */
export function createOidcService({ db, sessions, providers, now = () => new Date() }: OidcServiceDeps) {
  const flows = createOidcFlowsRepository(db);
  const users = createUsersRepository(db);
  const identities = createIdentitiesRepository(db);
  const discovered = new Map<OidcProviderName, Promise<client.Configuration>>();

  function providerOf(name: OidcProviderName): OidcProviderConfig {
    const config = providers[name];
    if (!config) throw new NotFound();
    return config;
  }

  /** Discovery once per provider and process; a failure is retried on the next sign-in. */
  function configurationOf(provider: OidcProviderConfig): Promise<client.Configuration> {
    let pending = discovered.get(provider.name);
    if (!pending) {
      const local = isLocalHttpIssuer(provider.issuer);
      pending = client.discovery(
        provider.issuer,
        provider.clientId,
        provider.clientSecret,
        undefined,
        local ? { execute: [client.allowInsecureRequests] } : undefined,
      );
      pending.catch(() => discovered.delete(provider.name));
      discovered.set(provider.name, pending);
    }
    return pending;
  }

  /**
   * The account this provider identity signs in to: the identity's own; else, when the provider vouches
   * for the email, the account a verified identity with that email belongs to (a new identity links
   * to it); else a new account without a role.
   */
  async function accountFor(
    issuer: string,
    claims: ProviderClaims,
    at: Date,
  ): Promise<{ user: UserDoc; isNewUser: boolean }> {
    const known = await identities.find(issuer, claims.sub);
    const knownUser = known && (await users.findById(known.userId));
    if (knownUser) return { user: knownUser, isNewUser: false };

    const email =
      typeof claims.email === 'string' && claims.email.includes('@') ? claims.email.trim().toLowerCase() : null;
    const verifiedEmail = email && claims.email_verified === true ? email : null;
    const linked = verifiedEmail ? await identities.findVerifiedByEmail(verifiedEmail) : null;
    const linkedUser = linked && (await users.findById(linked.userId));
    const user = linkedUser ?? (await users.insert({ email, phone: null, createdAt: at }));
    try {
      await identities.insert({
        userId: user._id,
        issuer,
        subject: claims.sub,
        email: verifiedEmail,
        verifiedAt: at,
        createdAt: at,
      });
    } catch (error) {
      if (!linkedUser) await users.deleteById(user._id);
      if (!isDuplicateKeyError(error)) throw error;
      // The same identity finished signing in concurrently: use its account.
      const winner = await identities.find(issuer, claims.sub);
      const winnerUser = winner && (await users.findById(winner.userId));
      if (!winnerUser) throw error;
      return { user: winnerUser, isNewUser: false };
    }
    return { user, isNewUser: !linkedUser };
  }

  return {
    accountFor,

    /**
     * Begins a sign-in: the provider's authorization URL, and the token the browser keeps (cookie) to
     * finish it. `redirectUri` is this site's callback for the provider.
     */
    async start(
      name: OidcProviderName,
      input: { mode: AuthMode; returnTo: string | null; redirectUri: string },
    ): Promise<{ authorizationUrl: URL; flowToken: string }> {
      const provider = providerOf(name);
      let config: client.Configuration;
      try {
        config = await configurationOf(provider);
      } catch (error) {
        throw new OidcSignInError(PROVIDER_UNAVAILABLE, input.mode, error);
      }
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const flowToken = randomBytes(32).toString('base64url');
      const at = now();
      await flows.insert({
        tokenHash: hashToken(flowToken),
        provider: name,
        state,
        nonce,
        codeVerifier,
        mode: input.mode,
        returnTo: input.returnTo,
        createdAt: at,
        expiresAt: new Date(at.getTime() + OIDC_FLOW_TTL_MS),
      });
      const authorizationUrl = client.buildAuthorizationUrl(config, {
        redirect_uri: input.redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { authorizationUrl, flowToken };
    },

    /**
     * Finishes a sign-in from the provider's redirect (`callbackUrl`: our callback URL with its query):
     * checks state, PKCE and the ID token's nonce, finds or creates the account, opens a session.
     */
    async finish(
      name: OidcProviderName,
      input: { flowToken: string | undefined; callbackUrl: URL },
    ): Promise<{
      user: SessionUser;
      isNewUser: boolean;
      mode: AuthMode;
      returnTo: string | null;
      session: { token: string; expiresAt: Date };
    }> {
      const provider = providerOf(name);
      const at = now();
      const flow = input.flowToken ? await flows.take(hashToken(input.flowToken), at) : null;
      if (!flow || flow.provider !== name) throw new OidcSignInError(FLOW_EXPIRED, flow?.mode ?? 'login');
      const { mode } = flow;

      let claims: ProviderClaims;
      let issuer: string;
      try {
        const config = await configurationOf(provider);
        issuer = config.serverMetadata().issuer;
        const tokens = await client.authorizationCodeGrant(config, input.callbackUrl, {
          pkceCodeVerifier: flow.codeVerifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        const idClaims = tokens.claims();
        if (!idClaims?.sub) throw new OidcSignInError(NO_ACCOUNT_ID, mode);
        claims = { sub: idClaims.sub, email: idClaims.email, email_verified: idClaims.email_verified };
        // Some providers put the email only in userinfo.
        if (claims.email === undefined && config.serverMetadata().userinfo_endpoint) {
          const info = await client.fetchUserInfo(config, tokens.access_token, idClaims.sub);
          claims = { sub: idClaims.sub, email: info.email, email_verified: info.email_verified };
        }
      } catch (error) {
        if (error instanceof OidcSignInError) throw error;
        throw new OidcSignInError(providerMessage(error), mode, error);
      }

      const { user, isNewUser } = await accountFor(issuer, claims, at);
      if (user.suspension) throw new OidcSignInError(verificationMessages.accountSuspended, mode);
      const session = await sessions.create(user._id);
      return { user: toSessionUser(user), isNewUser, mode, returnTo: flow.returnTo, session };
    },
  };
}

/** The provider's own reason when it refused (e.g. the user cancelled), else a generic one. */
function providerMessage(error: unknown): string {
  if (error instanceof client.AuthorizationResponseError) {
    return error.error_description ?? (error.error === 'access_denied' ? 'Access was denied.' : SIGN_IN_INCOMPLETE);
  }
  return SIGN_IN_INCOMPLETE;
}

export type OidcService = ReturnType<typeof createOidcService>;
