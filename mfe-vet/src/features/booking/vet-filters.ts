import type { AddressCodec } from '@petpal/design-system';

/** The vet list's filters, as /services/book-a-vet's address keeps them (`?location=&specialization=`). */
export interface VetFilters {
  location: string;
  specialization: string;
}

/** The API's limits (VetSearchQuery): a longer text from the address is cut, not refused. */
const MAX = { location: 120, specialization: 100 } as const;

export const vetFiltersCodec: AddressCodec<VetFilters> = {
  keys: ['location', 'specialization'],
  read: (params) => ({
    location: (params.get('location') ?? '').trim().slice(0, MAX.location),
    specialization: (params.get('specialization') ?? '').trim().slice(0, MAX.specialization),
  }),
  write: ({ location, specialization }) => ({ location: location.trim(), specialization: specialization.trim() }),
};
