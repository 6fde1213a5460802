/**
 * One paid thing as its area records it, for the ledger check (docs/decisions/050): what was charged, under
 * which provider charge (null when the area keeps no charge id), and what of it the area says was refunded.
 */
export interface LedgerEntry {
  /** e.g. `order:<id>`, `teleconsultation:<id>`. */
  source: string;
  chargeId: string | null;
  currency: string;
  paidMinor: number;
  /** Refunds the area recorded as made (a pending one is still paid). */
  refundedMinor: number;
  refundId: string | null;
}
