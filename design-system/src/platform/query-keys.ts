/**
 * Query keys of data more than one remote reads. Remotes on one page share the query client, so using the
 * same key means one request and one cache entry, and a change made in one remote refreshes the others.
 */
export const sharedQueryKeys = {
  /** The signed-in owner's pets (mfe-auth edits them; vet and care bookings pick from them). */
  pets: ['auth', 'pets'] as const,
  /** Saved payment methods; without a user id: every user's entry (to invalidate them all). */
  paymentMethods: (userId?: string) =>
    userId ? (['auth', 'payment-methods', userId] as const) : (['auth', 'payment-methods'] as const),
  /** The signed-in provider's verification standing (every provider screen and dashboard card reads it). */
  providerStanding: ['auth', 'provider-standing'] as const,
};
