/**
 * The schema pieces the care bookings share (a sitter's booking requests, a trainer's sessions): the
 * provider as the owner sees them, the owner as the provider sees them, the list scopes and the decline.
 * Not exported from the package: requests.ts and trainers.ts build their contracts from them.
 */
import * as z from 'zod/mini';

/** The provider of a booking, as its owner sees them. */
export const BookedProvider = z.object({
  id: z.string(),
  fullName: z.string(),
  initials: z.string(),
  profileImageUrl: z.nullable(z.string()),
  location: z.string(),
});

/** The owner of a booking, as its provider sees them. */
export const BookingOwner = z.object({
  /** First name and last initial, e.g. "Priya S.". */
  name: z.string(),
  /** Shared once the provider has accepted (a confirmed session). */
  phoneNumber: z.nullable(z.string()),
});

/** The owner's list: `upcoming` (the default) or `past`. */
export const ownerScopeQuery = () => z.strictObject({ scope: z._default(z.enum(['upcoming', 'past']), 'upcoming') });

/** The provider's list: `incoming` (the default) or `past`. */
export const providerScopeQuery = () => z.strictObject({ scope: z._default(z.enum(['incoming', 'past']), 'incoming') });

/** The longest reason a provider may give for declining. */
export const DECLINE_REASON_MAX = 500;

/** POST .../decline: a reason, trimmed, 1 to DECLINE_REASON_MAX characters, in `messages`' words. */
export const declineInput = (messages: { declineReason: string; declineReasonMax: string }) =>
  z.strictObject({
    reason: z
      .string({ error: messages.declineReason })
      .check(
        z.trim(),
        z.minLength(1, messages.declineReason),
        z.maxLength(DECLINE_REASON_MAX, messages.declineReasonMax),
      ),
  });
