import {
  createScheduledChargesRepository,
  newScheduledCharge,
  type ClaimedCharge as ScheduledClaim,
  type ScheduledChargeDoc,
} from '../../payments';
import type { DataPort } from '../../data/port';

export { CHARGE_LEASE_MS } from '../../payments';

export const CHARGES_COLLECTION = 'teleconsultation_charges';

/** Spec section 3: created pending for a paid teleconsultation; the charge job settles it. */
export type ChargeDoc = ScheduledChargeDoc;
/** A charge claimed for one attempt; its key is `vet-charge:<chargeId>:<attempts>`. */
export type ClaimedCharge = ScheduledClaim;

/** The pending charge of a newly booked paid teleconsultation, due 24 hours before it starts. */
export const newPendingCharge = newScheduledCharge;

/**
 * The only code that touches `teleconsultation_charges`: the payments area's scheduled-charge queue
 * (lease, idempotency key per attempt, retries) on the vet's collection.
 */
export const createChargesRepository = (db: DataPort) =>
  createScheduledChargesRepository(db, { collection: CHARGES_COLLECTION, keyPrefix: 'vet-charge' });

export type ChargesRepository = ReturnType<typeof createChargesRepository>;
