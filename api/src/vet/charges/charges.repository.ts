import type { ObjectId } from 'mongodb';
import { CHARGE_LEAD_HOURS } from '../../contracts';
import type { DataPort, Filter } from '../../data/port';

export const CHARGES_COLLECTION = 'teleconsultation_charges';

/** Spec section 3: created pending for a paid teleconsultation; the charge job settles it. */
export interface ChargeDoc {
  _id: ObjectId;
  /** Unique: one charge per appointment. */
  appointmentId: ObjectId;
  paymentMethodId: ObjectId;
  /** INR, major units as the fee. */
  amount: number;
  currency: 'INR';
  chargeStatus: 'pending' | 'processing' | 'succeeded' | 'failed' | 'cancelled';
  /** When the job should charge: 24 hours before the appointment. */
  dueAt: Date;
  /** Every attempt, Pay Now's included: each has its own provider idempotency key. */
  attempts: number;
  /** The automatic charge's attempts alone: they pick its retry delays. */
  scheduledAttempts: number;
  /** The method of a Pay Now attempt in progress (the owner may pick another); null otherwise. */
  attemptMethodId: ObjectId | null;
  nextAttemptAt: Date;
  lastError: string | null;
  /** Held while one job run works on it; a crashed run's lease expires. */
  leaseUntil: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** How long one attempt may hold a charge before another run may take it over (a crashed run's lease). */
export const CHARGE_LEASE_MS = 2 * 60_000;

/** A charge claimed for one attempt: `attempt` names the provider's idempotency key for it. */
export interface ClaimedCharge {
  charge: ChargeDoc;
  /** `vet-charge:<chargeId>:<attempts>`: the same after a crash, so the provider never charges twice. */
  idempotencyKey: string;
  /** Its status before this claim: Pay Now on a charge the job gave up on leaves it failed when declined. */
  previousStatus: ChargeDoc['chargeStatus'];
}

/** A new attempt: the automatic charge's, or Pay Now's with the method the owner chose. */
interface NewAttempt {
  payNowWith: ObjectId | null;
}

const keyOf = (charge: ChargeDoc) => `vet-charge:${charge._id.toHexString()}:${charge.attempts}`;

/** The pending charge of a newly booked paid teleconsultation, due 24 hours before it starts. */
export function newPendingCharge(
  input: Pick<ChargeDoc, '_id' | 'appointmentId' | 'paymentMethodId' | 'amount'> & { startsAt: Date; now: Date },
): ChargeDoc {
  const dueAt = new Date(input.startsAt.getTime() - CHARGE_LEAD_HOURS * 3_600_000);
  return {
    _id: input._id,
    appointmentId: input.appointmentId,
    paymentMethodId: input.paymentMethodId,
    amount: input.amount,
    currency: 'INR',
    chargeStatus: 'pending',
    dueAt,
    attempts: 0,
    scheduledAttempts: 0,
    attemptMethodId: null,
    nextAttemptAt: dueAt,
    lastError: null,
    leaseUntil: null,
    createdAt: input.now,
    updatedAt: input.now,
  };
}

/**
 * The only code that touches `teleconsultation_charges`. Every attempt first takes the charge by one
 * conditional update (pending -> processing with a lease), so the job and Pay Now never charge at once,
 * and a run that crashed mid-attempt is resumed with the same idempotency key once its lease expires.
 */
export function createChargesRepository(db: DataPort) {
  const charges = db.collection<ChargeDoc>(CHARGES_COLLECTION);

  /**
   * Takes a charge matching `filter` for an attempt: a new one (`start`) or, without it, the same attempt
   * again after a crash. A Pay Now attempt holds its method on the charge until it ends, so a resumed
   * attempt sends the provider the same request under the same key.
   */
  async function take(filter: Filter<ChargeDoc>, now: Date, start: NewAttempt | null): Promise<ClaimedCharge | null> {
    const attemptMethodId = start?.payNowWith ?? null;
    const set = {
      chargeStatus: 'processing' as const,
      leaseUntil: new Date(now.getTime() + CHARGE_LEASE_MS),
      updatedAt: now,
      ...(start ? { attemptMethodId } : {}),
    };
    const inc = start ? { attempts: 1, scheduledAttempts: attemptMethodId ? 0 : 1 } : null;
    const before = await charges.findOneAndUpdate(
      filter,
      { $set: set, ...(inc ? { $inc: inc } : {}) },
      { returnDocument: 'before', sort: { nextAttemptAt: 1 } },
    );
    if (!before) return null;
    // The claimed charge as stored now; charges stored before the last two fields existed read as having neither.
    const older: Partial<Pick<ChargeDoc, 'scheduledAttempts' | 'attemptMethodId'>> = before;
    const charge: ChargeDoc = {
      ...before,
      scheduledAttempts: older.scheduledAttempts ?? 0,
      attemptMethodId: older.attemptMethodId ?? null,
      ...set,
    };
    if (inc) {
      charge.attempts += inc.attempts;
      charge.scheduledAttempts += inc.scheduledAttempts;
    }
    return { charge, idempotencyKey: keyOf(charge), previousStatus: before.chargeStatus };
  }

  /** How an attempt ends: nothing of it stays on the charge but its outcome. */
  const ended = { leaseUntil: null, attemptMethodId: null };

  return {
    async ensureIndexes(): Promise<void> {
      await charges.createIndex({ appointmentId: 1 }, { unique: true, name: 'appointment_unique' });
      await charges.createIndex({ chargeStatus: 1, nextAttemptAt: 1 }, { name: 'status_next_attempt' });
    },

    async insert(charge: ChargeDoc): Promise<void> {
      await charges.insertOne(charge);
    },

    findByAppointment: (appointmentId: ObjectId) => charges.findOne({ appointmentId }),

    /**
     * The next charge a job run should work on: a crashed attempt whose lease ran out (same attempt,
     * same key), else the earliest pending charge that is due (a new attempt).
     */
    async claimDue(now: Date): Promise<ClaimedCharge | null> {
      return (
        (await take({ chargeStatus: 'processing', leaseUntil: { $lt: now } }, now, null)) ??
        (await take({ chargeStatus: 'pending', nextAttemptAt: { $lte: now } }, now, { payNowWith: null }))
      );
    },

    /**
     * Pay Now: takes the appointment's charge whether due or not, also after the job gave up on it; null
     * while another attempt holds it or once it succeeded.
     */
    claimForPayment: (appointmentId: ObjectId, paymentMethodId: ObjectId, now: Date) =>
      take({ appointmentId, chargeStatus: { $in: ['pending', 'failed'] } }, now, { payNowWith: paymentMethodId }),

    /** Ends an attempt: succeeded, failed for good, or cancelled (the appointment no longer needs it). */
    async finish(
      charge: ChargeDoc,
      chargeStatus: 'succeeded' | 'failed' | 'cancelled',
      lastError: string | null,
      now: Date,
    ): Promise<void> {
      await charges.updateOne(
        { _id: charge._id, chargeStatus: 'processing', attempts: charge.attempts },
        { $set: { chargeStatus, lastError, ...ended, updatedAt: now } },
      );
    },

    /** Puts a declined attempt back in the queue for `nextAttemptAt`. */
    async retryLater(charge: ChargeDoc, lastError: string, nextAttemptAt: Date, now: Date): Promise<void> {
      await charges.updateOne(
        { _id: charge._id, chargeStatus: 'processing', attempts: charge.attempts },
        { $set: { chargeStatus: 'pending', lastError, nextAttemptAt, ...ended, updatedAt: now } },
      );
    },

    /**
     * The provider did not answer: the same attempt (same idempotency key) resumes at `resumeAt`, so a
     * charge that went through unseen is found again instead of made twice.
     */
    async resumeLater(charge: ChargeDoc, lastError: string, resumeAt: Date, now: Date): Promise<void> {
      await charges.updateOne(
        { _id: charge._id, chargeStatus: 'processing', attempts: charge.attempts },
        { $set: { lastError, leaseUntil: resumeAt, updatedAt: now } },
      );
    },

    /**
     * A cancellation stops the charge before the appointment changes: true when it was waiting (or had
     * failed for good), false while an attempt holds it or once it succeeded.
     */
    async cancelPending(appointmentId: ObjectId, now: Date): Promise<boolean> {
      const { modifiedCount } = await charges.updateOne(
        { appointmentId, chargeStatus: { $in: ['pending', 'failed'] } },
        { $set: { chargeStatus: 'cancelled', ...ended, updatedAt: now } },
      );
      return modifiedCount === 1;
    },

    /** Undoes cancelPending when the appointment itself could not be cancelled after all. */
    async reopenCancelled(appointmentId: ObjectId, now: Date): Promise<void> {
      await charges.updateOne(
        { appointmentId, chargeStatus: 'cancelled' },
        { $set: { chargeStatus: 'pending', updatedAt: now } },
      );
    },
  };
}

export type ChargesRepository = ReturnType<typeof createChargesRepository>;
