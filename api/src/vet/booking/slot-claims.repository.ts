import type { DataPort } from '../../data/port';
import { type ClaimDoc, createClaimGrid } from '../../scheduling';

/** One document per 5-minute cell an active appointment covers; unique on (vetId, cell). */
export const SLOT_CLAIMS_COLLECTION = 'veterinary_slot_claims';

export type SlotClaimDoc = ClaimDoc<'vetId'>;

/** The vets' claim grid (the shared one of the scheduling engine), in `veterinary_slot_claims`. */
export function createSlotClaimsRepository(db: DataPort) {
  const grid = createClaimGrid(db, {
    collection: SLOT_CLAIMS_COLLECTION,
    providerField: 'vetId',
    uniqueIndex: 'vet_cell_unique',
  });
  return { ...grid, deleteByVet: grid.deleteByProvider };
}

export type SlotClaimsRepository = ReturnType<typeof createSlotClaimsRepository>;
