import type { BookingServiceType } from '@petpal/contracts';

/** The pet sitter screens' addresses (spec section 2's route table, and the sitter's own inbox). */
export const sitterUrls = {
  services: '/services/book-pet-sitter',
  form: '/services/book-pet-sitter/form',
  dogWalking: '/services/book-pet-sitter/dog-walking',
  dayCare: '/services/book-pet-sitter/day-care',
  results: '/services/book-pet-sitter/results',
  legacy: '/services/book-pet-sitter/legacy',
  profile: '/sitter-profile/:sitterId',
  /** Not in the spec: where a pet sitter answers requests (as /dashboard/vet-practice is for vets). */
  practice: '/dashboard/sitter-practice',
} as const;

const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);

/** Dog walking and day care have their own form; the other services share the general one. */
export function formUrl(serviceType: BookingServiceType | '', query = ''): string {
  if (serviceType === 'dog-walking') return withQuery(sitterUrls.dogWalking, query);
  if (serviceType === 'day-care') return withQuery(sitterUrls.dayCare, query);
  return withQuery(sitterUrls.form, query);
}

export function resultsUrl(query: string): string {
  return withQuery(sitterUrls.results, query);
}

/** A sitter's profile; the search criteria ride along so that a request from there keeps them. */
export function profileUrl(sitterId: string, query = ''): string {
  return withQuery(`/sitter-profile/${encodeURIComponent(sitterId)}`, query);
}

/** Where a request form starts on the sitter's page (its element's id). */
export const REQUEST_FORM_ID = 'send-request';

/** A sitter's page at its request form ("Send Booking Request" on a card), the criteria riding along. */
export function requestUrl(sitterId: string, query = ''): string {
  return `${profileUrl(sitterId, query)}#${REQUEST_FORM_ID}`;
}
