import type { DataPort } from '../../data/port';
import { type ClaimDoc, createClaimGrid } from '../../scheduling';

/** One document per 5-minute cell an active styling appointment covers; unique on (stylistId, cell). */
export const STYLIST_CLAIMS_COLLECTION = 'pet_stylist_slot_claims';

export type StylistClaimDoc = ClaimDoc<'stylistId'>;

/** The stylists' claim grid: the shared one (scheduling) that also keeps vets from double booking. */
export const createStylistClaimsRepository = (db: DataPort) =>
  createClaimGrid(db, {
    collection: STYLIST_CLAIMS_COLLECTION,
    providerField: 'stylistId',
    uniqueIndex: 'stylist_cell_unique',
  });

export type StylistClaimsRepository = ReturnType<typeof createStylistClaimsRepository>;
