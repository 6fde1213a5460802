/** Query keys of the adoption screens: a listing, its applications, the browse list and the user's own lists. */
export const adoptionKeys = {
  all: ['adoption'] as const,
  browse: (query: string) => ['adoption', 'browse', query] as const,
  browseAll: ['adoption', 'browse'] as const,
  listing: (listingId: string) => ['adoption', 'listing', listingId] as const,
  applications: (listingId: string) => ['adoption', 'listing', listingId, 'applications'] as const,
  myListings: ['adoption', 'mine', 'listings'] as const,
  myApplications: ['adoption', 'mine', 'applications'] as const,
};
