/** The two tabs of the care bookings parcel: what is still to come first, what has passed under its own tab. */
export type BookingsPart = 'upcoming' | 'past';
