/** The partner booking widget: a short-lived token a signed-in user hands to one partner site. */
import * as z from 'zod/mini';

export const widgetMessages = {
  notPartner: 'This site is not a PetPal partner.',
  signInAgain: 'Please sign in to PetPal again to book from this site.',
} as const;

/** POST /api/vet/widget/tokens, from PetPal's own sign-in popup: the partner page that opened it. */
export const WidgetTokenInput = z.strictObject({
  origin: z.string({ error: widgetMessages.notPartner }).check(z.maxLength(300, widgetMessages.notPartner)),
});
export type WidgetTokenInput = z.input<typeof WidgetTokenInput>;

/** Sent back to the partner page by postMessage; used as `Authorization: Bearer <token>` from that origin only. */
export const WidgetToken = z.object({
  token: z.string(),
  expiresAt: z.iso.datetime(),
  /** Shown in the widget: who is booking. */
  email: z.string(),
});
export type WidgetToken = z.infer<typeof WidgetToken>;

/** The message the popup posts to its opener. */
export const WIDGET_TOKEN_MESSAGE = 'petpal:widget-token';
