import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import type { Mailer } from '../lib/mailer';
import type { PaymentProvider } from '../payments';
import type { ImagesService } from '../images';
import type { SessionResponse, SignedOut } from '@petpal/contracts';
import { createAccountsRoutes } from './accounts/accounts.routes';
import { createLocationRoutes } from './location/location.routes';
import { createOidcRoutes } from './oidc/oidc.routes';
import { createPaymentMethodsRoutes } from './payment-methods/payment-methods.routes';
import { createPhoneRoutes } from './phone/phone.routes';
import { createProfilesRoutes } from './profiles/profiles.routes';
import { createVerificationRoutes } from './verification/verification.routes';
import { clearSessionCookie } from './sessions/session-cookie';
import type { SessionsService } from './sessions/sessions.service';

export interface AuthDeps extends AppDeps {
  sessions: SessionsService;
  /** The process's one mailer (email and, in development, SMS go to the outbox). */
  mailer: Mailer;
  /** The process's one payment provider (saved cards are attached by it). */
  provider: PaymentProvider;
  /** The image pipeline: pets keep the id of a photo their owner uploaded (decision 083). */
  images: ImagesService;
}

/**
 * Accounts and sessions under /api/auth: sign-up, sign-in and password reset (accounts/), roles, role
 * records and pets (profiles/), saved payment methods (payment-methods/), reverse geocoding (location/),
 * phone codes (phone/), Google and Facebook (oidc/).
 */
export function createAuthRoutes(deps: AuthDeps) {
  const { sessions } = deps;
  return new Hono<AppEnv>()
    .get('/session', (c) => {
      const body: SessionResponse = { user: c.get('user') };
      return c.json(body);
    })
    .post('/logout', async (c) => {
      const token = c.get('sessionToken');
      if (token) await sessions.revoke(token);
      clearSessionCookie(c);
      const body: SignedOut = { signedOut: true };
      return c.json(body);
    })
    .route('/', createAccountsRoutes(deps))
    .route('/', createProfilesRoutes(deps))
    .route('/', createVerificationRoutes(deps))
    .route('/payment-methods', createPaymentMethodsRoutes(deps))
    .route('/location', createLocationRoutes(deps))
    .route('/phone', createPhoneRoutes(deps))
    .route('/oidc', createOidcRoutes(deps));
}
