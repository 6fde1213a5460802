/** The stylist screens' addresses, for links from pages, the bookings parcel and the route table. */
export const stylistUrls = {
  /** Spec section 2: search and book. */
  booking: '/services/book-a-stylist',
  /** The pet stylist's own screen (not in the spec): the shell's route table sends it to mfe-care. */
  practice: '/dashboard/stylist-practice',
} as const;
