import type { ObjectId } from 'mongodb';
import type { DataPort } from '../../data/port';
import { type ClaimDoc, createClaimGrid } from '../../scheduling';

export const SITTER_CLAIMS_COLLECTION = 'pet_sitter_claims';

/**
 * One 5-minute cell of a sitter's time held by an accepted request, unique per (sitterId, cell): the
 * scheduling engine's claim grid. `attemptId` tells one accept's claims from another's while it runs.
 */
export type SitterClaimDoc = ClaimDoc<'sitterId', 'requestId'>;

/** The sitters' claim grid, in `pet_sitter_claims`. */
export function createSitterClaimsRepository(db: DataPort) {
  const grid = createClaimGrid(db, {
    collection: SITTER_CLAIMS_COLLECTION,
    providerField: 'sitterId',
    holderField: 'requestId',
    uniqueIndex: 'sitter_cell_unique',
    holderIndex: 'request',
    attempts: true,
  });
  return {
    ...grid,
    /** Claims `cells` for one accept attempt of the request; false when another request holds one. */
    claim: (sitterId: ObjectId, requestId: ObjectId, attemptId: ObjectId, cells: readonly number[], now: Date) =>
      grid.claim(sitterId, requestId, cells, now, attemptId),
    deleteBySitter: grid.deleteByProvider,
  };
}

export type SitterClaimsRepository = ReturnType<typeof createSitterClaimsRepository>;
