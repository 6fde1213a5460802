// The addresses alone, apart from the search's filters (features/trainers/trainer-urls.ts): the app's route table
// imports them, and must not bring the trainer search and its contracts into the first screen's chunk (decision 108).

/** The trainer screens' addresses (spec section 2's route table, and the trainer's own screen). */
export const trainerUrls = {
  search: '/services/book-a-trainer',
  /** The old booking step: now leads to the trainer's page (decision 101). */
  session: '/services/book-a-trainer/session',
  /** A trainer's own page (decision 093), under the route the shell sends to mfe-care. */
  profile: '/services/book-a-trainer/trainer/:trainerId',
  /** Not in the spec: where a pet trainer answers online requests (as /dashboard/sitter-practice for sitters). */
  practice: '/dashboard/trainer-practice',
} as const;

/** A trainer's own page: photo, bio, rating, next open session and the booking form (decision 093). */
export const trainerPageUrl = (trainerId: string) => `${trainerUrls.search}/trainer/${encodeURIComponent(trainerId)}`;
