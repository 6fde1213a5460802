/** The owner's pets as GET /api/auth/pets lists them (usePets), for the tests and stories of every remote. */
import type { PetSummary } from '@petpal/contracts';

export const bella: PetSummary = {
  id: 'd00000000000000000000001',
  name: 'Bella',
  breed: 'Beagle',
  species: 'dog',
  sizeLbs: 22,
  hasPhoto: false,
};

export const milo: PetSummary = {
  id: 'd00000000000000000000002',
  name: 'Milo',
  breed: 'Labrador',
  species: 'dog',
  sizeLbs: 65,
  hasPhoto: false,
};
