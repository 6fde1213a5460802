/** Query keys of PawfectMatch: listing a dog, sending or answering a request refreshes what depends on it. */
export const playdateKeys = {
  all: ['community', 'playdates'] as const,
  mine: ['community', 'playdates', 'mine'] as const,
  suggestionsAll: ['community', 'playdates', 'suggestions'] as const,
  suggestions: (petId: string, radiusKm: number) => ['community', 'playdates', 'suggestions', petId, radiusKm] as const,
  requests: ['community', 'playdates', 'requests'] as const,
};
