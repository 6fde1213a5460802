/** Google and Facebook sign-in through OpenID Connect: the start link and the flags the callback returns with. */
import * as z from 'zod/mini';
import { AuthMode } from './phone';

export const OidcProviderName = z.enum(['google', 'facebook']);
export type OidcProviderName = z.infer<typeof OidcProviderName>;

/** How each provider is named in the notices (spec section 8). */
export const oidcProviderLabels: Record<OidcProviderName, string> = { google: 'Google', facebook: 'Facebook' };

/** A path on this site to go to after signing in (never another origin: no `//` or `/\`). */
export const ReturnToPath = z
  .string()
  .check(z.maxLength(512), z.regex(/^\/(?![/\\])[^\s]*$/, 'Must be a path on this site.'));

export const OidcStartQuery = z.strictObject({
  mode: z._default(AuthMode, 'login'),
  returnTo: z.optional(ReturnToPath),
});
export type OidcStartQuery = z.input<typeof OidcStartQuery>;

export const OidcProviderParam = z.strictObject({ provider: OidcProviderName });

/**
 * The query the callback sends the browser back to /login or /signup with:
 * success `?signedIn=google&new=1&next=/role-selection`, failure `?error=google&stage=callback&message=...`
 * (stage start: the sign-in could not begin).
 */
export const OidcReturnFlags = z.object({
  signedIn: z.optional(OidcProviderName),
  new: z.optional(z.literal('1')),
  next: z.optional(ReturnToPath),
  error: z.optional(OidcProviderName),
  stage: z.optional(z.enum(['start', 'callback'])),
  message: z.optional(z.string()),
});
export type OidcReturnFlags = z.infer<typeof OidcReturnFlags>;
