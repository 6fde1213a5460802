import type { DataPort } from '../data/port';
import { isDuplicateKeyError } from '../data/port';

export const SANDBOX_TOKENS = 'sandbox_payment_tokens';
export const SANDBOX_CHARGES = 'sandbox_charges';

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
  createdAt: Date;
}

export type SandboxRepository = ReturnType<typeof createSandboxRepository>;

/** The only code that touches the sandbox provider's collections. */
export function createSandboxRepository(db: DataPort) {
  const tokens = db.collection<SandboxTokenDoc>(SANDBOX_TOKENS);
  const charges = db.collection<SandboxChargeDoc>(SANDBOX_CHARGES);

  return {
    async ensureIndexes(): Promise<void> {
      await charges.createIndex({ idempotencyKey: 1 }, { unique: true });
    },

    async insertToken(doc: SandboxTokenDoc): Promise<void> {
      await tokens.insertOne(doc);
    },

    findToken: (token: string) => tokens.findOne({ _id: token }),

    findChargeByKey: (idempotencyKey: string) => charges.findOne({ idempotencyKey }),

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
