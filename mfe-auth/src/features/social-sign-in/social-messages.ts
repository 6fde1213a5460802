import { type AuthMode, type OidcProviderName, oidcProviderLabels } from '@petpal/contracts';

/** Spec section 8 (Social): banners and toasts of Google and Facebook sign-in, word for word. */
export const socialMessages = {
  failedTitle: (provider: OidcProviderName) => `${oidcProviderLabels[provider]} sign-in failed`,
  authenticationFailed: (provider: OidcProviderName, message: string) =>
    `${oidcProviderLabels[provider]} authentication failed: ${message}`,
  startFailed: (mode: AuthMode, provider: OidcProviderName, message: string) =>
    `Failed to ${mode} with ${oidcProviderLabels[provider]}: ${message}`,
  loggedIn: (provider: OidcProviderName) => `Logged in successfully with ${oidcProviderLabels[provider]}!`,
  signedUp: (provider: OidcProviderName) => `Signed up successfully with ${oidcProviderLabels[provider]}!`,
} as const;

/** Where a button sends the browser: the API answers with a redirect to the provider. */
export function socialStartPath(provider: OidcProviderName, mode: AuthMode): string {
  return `/api/auth/oidc/${provider}/start?${new URLSearchParams({ mode })}`;
}
