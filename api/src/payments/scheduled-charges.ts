import type { ObjectId } from 'mongodb';
import { CHARGE_LEAD_HOURS } from '@petpal/contracts';
import type { DataPort, Filter } from '../data/port';
import type { Logger } from '../lib/logger';
import { type JobLabels, startJob } from '../scheduling';
import type { ChargeRequest, ChargeResult, PaymentProvider } from './payment-provider';

/**
 * Charges taken automatically 24 hours before a booked session (spec section 9): the vet's
 * teleconsultations and online training alike. One document per booking in the area's own collection
 * (`teleconsultation_charges`, `training_charges`); this module is the queue both share: the claim with a
 * lease, the provider call under a fixed idempotency key per attempt, the retry policy and the job.
 */
export interface ScheduledChargeDoc {
  _id: ObjectId;
  /** Unique: one charge per appointment. */
  appointmentId: ObjectId;
  paymentMethodId: ObjectId;
  /** INR: major units for the vet's fee; minor units (paise) for training (spec section 9). */
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
/** Declined automatic charges are tried again after these delays, never after the appointment starts. */
export const RETRY_DELAYS_MS = [60 * 60_000, 3 * 60 * 60_000, 6 * 60 * 60_000] as const;
/** The provider did not answer: the same attempt resumes after this long. */
export const RESUME_AFTER_MS = 5 * 60_000;
/** How often an API process looks for charges that are due. */
export const CHARGE_JOB_INTERVAL_MS = 60_000;

/** A charge claimed for one attempt. */
export interface ClaimedCharge {
  charge: ScheduledChargeDoc;
  /** `<prefix>:<chargeId>:<attempts>`: the same after a crash, so the provider never charges twice. */
  idempotencyKey: string;
  /** Its status before this claim: Pay Now on a charge the job gave up on leaves it failed when declined. */
  previousStatus: ScheduledChargeDoc['chargeStatus'];
}

/** A new attempt: the automatic charge's, or Pay Now's with the method the owner chose. */
interface NewAttempt {
  payNowWith: ObjectId | null;
}

/** The pending charge of a newly booked paid session, due 24 hours before it starts. */
export function newScheduledCharge(
  input: Pick<ScheduledChargeDoc, '_id' | 'appointmentId' | 'paymentMethodId' | 'amount'> & {
    startsAt: Date;
    now: Date;
  },
): ScheduledChargeDoc {
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
 * When a declined automatic attempt (the `scheduledAttempts`-th) is tried again: after 1, 3 and 6 hours,
 * and only while that is before the session starts; null means give up.
 */
export function nextScheduledRetry(scheduledAttempts: number, now: Date, startsAt: Date): Date | null {
  const delay = RETRY_DELAYS_MS[scheduledAttempts - 1];
  const next = delay === undefined ? null : new Date(now.getTime() + delay);
  return next && next < startsAt ? next : null;
}

/** What the provider made of one attempt, or that it did not answer (the attempt resumes later). */
export type ProviderAnswer = { answered: true; result: ChargeResult } | { answered: false; message: string };

/**
 * One provider call for a claimed charge: a thrown error is an unanswered attempt, not a decline.
 * `amountMinor` defaults to the charge's amount read as major units (the vet's fee); training charges
 * store minor units already (spec section 9: hourly rate x 100) and pass it as is.
 */
export async function chargeThroughProvider(
  provider: PaymentProvider,
  request: Omit<ChargeRequest, 'amountMinor' | 'currency' | 'idempotencyKey'>,
  claimed: ClaimedCharge,
  amountMinor = Math.round(claimed.charge.amount * 100),
): Promise<ProviderAnswer> {
  try {
    const result = await provider.charge({
      ...request,
      amountMinor,
      currency: claimed.charge.currency,
      idempotencyKey: claimed.idempotencyKey,
    });
    return { answered: true, result };
  } catch (error) {
    return { answered: false, message: error instanceof Error ? error.message : String(error) };
  }
}

export interface ScheduledChargesOptions {
  /** The owning area's collection. */
  collection: string;
  /** Prefix of the provider's idempotency keys, e.g. `vet-charge`. */
  keyPrefix: string;
}

/**
 * The only code that touches a scheduled-charges collection. Every attempt first takes the charge by one
 * conditional update (pending -> processing with a lease), so the job and Pay Now never charge at once,
 * and a run that crashed mid-attempt is resumed with the same idempotency key once its lease expires.
 */
export function createScheduledChargesRepository(db: DataPort, { collection, keyPrefix }: ScheduledChargesOptions) {
  const charges = db.collection<ScheduledChargeDoc>(collection);
  const keyOf = (charge: ScheduledChargeDoc) => `${keyPrefix}:${charge._id.toHexString()}:${charge.attempts}`;

  /**
   * Takes a charge matching `filter` for an attempt: a new one (`start`) or, without it, the same attempt
   * again after a crash. A Pay Now attempt holds its method on the charge until it ends, so a resumed
   * attempt sends the provider the same request under the same key.
   */
  async function take(
    filter: Filter<ScheduledChargeDoc>,
    now: Date,
    start: NewAttempt | null,
  ): Promise<ClaimedCharge | null> {
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
    const older: Partial<Pick<ScheduledChargeDoc, 'scheduledAttempts' | 'attemptMethodId'>> = before;
    const charge: ScheduledChargeDoc = {
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

    async insert(charge: ScheduledChargeDoc): Promise<void> {
      await charges.insertOne(charge);
    },

    findByAppointment: (appointmentId: ObjectId) => charges.findOne({ appointmentId }),

    /** Charges that went through (the ledger check). */
    listSucceeded: () => charges.find({ chargeStatus: 'succeeded' }).toArray(),

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
      charge: ScheduledChargeDoc,
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
    async retryLater(charge: ScheduledChargeDoc, lastError: string, nextAttemptAt: Date, now: Date): Promise<void> {
      await charges.updateOne(
        { _id: charge._id, chargeStatus: 'processing', attempts: charge.attempts },
        { $set: { chargeStatus: 'pending', lastError, nextAttemptAt, ...ended, updatedAt: now } },
      );
    },

    /**
     * The booking is not ready to be charged yet (its provider has not confirmed it): the charge waits
     * until `nextAttemptAt` without this claim counting as an automatic attempt.
     */
    async postpone(charge: ScheduledChargeDoc, nextAttemptAt: Date, now: Date): Promise<void> {
      await charges.updateOne(
        { _id: charge._id, chargeStatus: 'processing', attempts: charge.attempts },
        {
          $set: { chargeStatus: 'pending', nextAttemptAt, ...ended, updatedAt: now },
          $inc: { scheduledAttempts: -1 },
        },
      );
    },

    /**
     * The provider did not answer: the same attempt (same idempotency key) resumes at `resumeAt`, so a
     * charge that went through unseen is found again instead of made twice.
     */
    async resumeLater(charge: ScheduledChargeDoc, lastError: string, resumeAt: Date, now: Date): Promise<void> {
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

    /** Demo data: drops the charges of these appointments. */
    async deleteByAppointments(appointmentIds: readonly ObjectId[]): Promise<void> {
      if (appointmentIds.length > 0) await charges.deleteMany({ appointmentId: { $in: [...appointmentIds] } });
    },
  };
}

export type ScheduledChargesRepository = ReturnType<typeof createScheduledChargesRepository>;

/**
 * Runs `runDue` now (catching up after a restart) and then every interval; never two runs at once in
 * this process, and the charges' leases keep runs of several API processes apart.
 */
export function startScheduledChargeJob(
  service: { runDue(): Promise<number> },
  log: Logger,
  labels: JobLabels,
  intervalMs = CHARGE_JOB_INTERVAL_MS,
) {
  return startJob(service, log, labels, { intervalMs });
}
