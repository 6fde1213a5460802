import type { DataPort } from '../../data/port';
import { createScheduledChargesRepository } from '../../payments';

/** Spec section 3: training_charges (appointment_id, payment_method_id, amount, currency, charge_status). */
export const TRAINING_CHARGES_COLLECTION = 'training_charges';

/**
 * The only code that touches `training_charges`: the payments area's scheduled-charge queue (lease,
 * idempotency key per attempt `training-charge:<chargeId>:<attempt>`, retries) on care's collection.
 */
export const createTrainingChargesRepository = (db: DataPort) =>
  createScheduledChargesRepository(db, { collection: TRAINING_CHARGES_COLLECTION, keyPrefix: 'training-charge' });

export type TrainingChargesRepository = ReturnType<typeof createTrainingChargesRepository>;
