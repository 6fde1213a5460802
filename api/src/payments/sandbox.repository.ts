import type { DataPort } from '../data/port';
import { isDuplicateKeyError } from '../data/port';

export const SANDBOX_TOKENS = 'sandbox_payment_tokens';
export const SANDBOX_CHARGES = 'sandbox_charges';
export const SANDBOX_REFUNDS = 'sandbox_refunds';

/** What charges against a saved token do (the sandbox's stand-in for the card network). */
export type ChargeOutcome = 'succeed' | 'declined' | 'insufficient_funds';

/** The sandbox's record of a token: what a processor keeps on its side. No card number, no CVC. */
export interface SandboxTokenDoc {
  _id: string;
  kind: 'card' | 'upi';
  chargeOutcome: ChargeOutcome;
  createdAt: Date;
}

export interface SandboxChargeDoc {
  _id: string;
  idempotencyKey: string;
  methodToken: string;
  amountMinor: number;
  currency: string;
  description: string;
  status: 'succeeded' | 'declined';
  declineMessage?: string;
  /** How much of it was given back (absent: nothing). */
  refundedMinor?: number;
  createdAt: Date;
}

/** A refund the sandbox made: unique by its idempotency key. */
export interface SandboxRefundDoc {
  _id: string;
  idempotencyKey: string;
  chargeId: string;
  amountMinor: number;
  currency: string;
  reason: string;
  createdAt: Date;
}

export type SandboxRepository = ReturnType<typeof createSandboxRepository>;

/** The only code that touches the sandbox provider's collections. */
export function createSandboxRepository(db: DataPort) {
  const tokens = db.collection<SandboxTokenDoc>(SANDBOX_TOKENS);
  const charges = db.collection<SandboxChargeDoc>(SANDBOX_CHARGES);
  const refunds = db.collection<SandboxRefundDoc>(SANDBOX_REFUNDS);

  return {
    async ensureIndexes(): Promise<void> {
      await charges.createIndex({ idempotencyKey: 1 }, { unique: true });
      await refunds.createIndex({ idempotencyKey: 1 }, { unique: true });
    },

    async insertToken(doc: SandboxTokenDoc): Promise<void> {
      await tokens.insertOne(doc);
    },

    findToken: (token: string) => tokens.findOne({ _id: token }),

    findChargeByKey: (idempotencyKey: string) => charges.findOne({ idempotencyKey }),

    findCharge: (chargeId: string) => charges.findOne({ _id: chargeId }),

    findRefundByKey: (idempotencyKey: string) => refunds.findOne({ idempotencyKey }),

    /** Every charge and refund (the ledger check reads the provider's side from here). */
    listCharges: () => charges.find({}).toArray(),
    listRefunds: () => refunds.find({}).toArray(),

    /**
     * Counts `amountMinor` as refunded on a succeeded charge unless that would pass its amount: one conditional
     * write on the amount refunded so far, tried again when another refund moved it first. False when it would pass.
     */
    async reserveRefund(chargeId: string, amountMinor: number): Promise<boolean> {
      for (let tries = 0; tries < 20; tries++) {
        const charge = await charges.findOne({ _id: chargeId, status: 'succeeded' });
        if (!charge) return false;
        const before = charge.refundedMinor ?? 0;
        if (before + amountMinor > charge.amountMinor) return false;
        const { modifiedCount } = await charges.updateOne(
          { _id: chargeId, refundedMinor: charge.refundedMinor === undefined ? { $exists: false } : before },
          { $set: { refundedMinor: before + amountMinor } },
        );
        if (modifiedCount === 1) return true;
      }
      return false;
    },

    /** Inserts the refund, or returns the one already stored under its key (and `false`). */
    async insertRefundOnce(doc: SandboxRefundDoc): Promise<{ refund: SandboxRefundDoc; inserted: boolean }> {
      try {
        await refunds.insertOne(doc);
        return { refund: doc, inserted: true };
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
        const first = await refunds.findOne({ idempotencyKey: doc.idempotencyKey });
        if (!first) throw error;
        return { refund: first, inserted: false };
      }
    },

    async deleteRefund(id: string): Promise<void> {
      await refunds.deleteOne({ _id: id });
    },

    /** Inserts the charge, or returns the one already stored under its idempotency key. */
    async insertChargeOnce(doc: SandboxChargeDoc): Promise<SandboxChargeDoc> {
      try {
        await charges.insertOne(doc);
        return doc;
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
        const first = await charges.findOne({ idempotencyKey: doc.idempotencyKey });
        if (!first) throw error;
        return first;
      }
    },
  };
}
