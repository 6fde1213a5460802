/** The stylist screens' addresses, for links from pages, the bookings parcel and the route table. */
export const stylistUrls = {
  /** Spec section 2: search and book. */
  booking: '/services/book-a-stylist',
  /** A stylist's own page (issue 18 item 4): who, rate, next open time, and the booking calendar. */
  profile: '/services/book-a-stylist/stylist/:stylistId',
  /** The pet stylist's own screen (not in the spec): the shell's route table sends it to mfe-care. */
  practice: '/dashboard/stylist-practice',
} as const;

/** The address of one stylist's page; the service searched for rides along and is chosen up front. */
export function stylistPageUrl(stylistId: string, service = ''): string {
  const path = `${stylistUrls.booking}/stylist/${encodeURIComponent(stylistId)}`;
  return service ? `${path}?${new URLSearchParams({ service })}` : path;
}
