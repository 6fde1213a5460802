/**
 * Query keys more than one care feature touches: a request, an answer or a rating refreshes the others'
 * data. The owner's pets are `sharedQueryKeys.pets` from the design system (mfe-auth and mfe-vet read it too).
 */
export const careKeys = {
  /** Every sitter query: the search pages and each profile (a new rating changes both). */
  sitters: ['care', 'sitters'] as const,
  sitterList: (path: string) => ['care', 'sitters', 'list', path] as const,
  sitter: (sitterId: string) => ['care', 'sitters', 'profile', sitterId] as const,
  /** A sitter's open days (their days off), decision 107. */
  sitterAvailability: (sitterId: string) => ['care', 'sitters', 'availability', sitterId] as const,
  /** The signed-in sitter's own days off and zone. */
  sitterCalendar: ['care', 'sitter-practice', 'calendar'] as const,
  /** The owner's booking requests, every scope. */
  requests: ['care', 'requests'] as const,
  /** The sitter's inbox, every scope. */
  inbox: ['care', 'inbox'] as const,
  /** Report cards: the owner's of a booking, the sitter's visits of a booking. */
  reportCards: ['care', 'report-cards'] as const,
  ownerReportCards: (bookingId: string) => ['care', 'report-cards', 'owner', bookingId] as const,
  sitterVisits: (bookingId: string) => ['care', 'report-cards', 'visits', bookingId] as const,
};

/** How long care data counts as fresh in the browser: a quick re-render, not a reload, reuses it. */
export const FRESH_MS = 5_000;
