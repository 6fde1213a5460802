import { readTrainingLedger } from '../care';
import type { DataPort } from '../data/port';
import type { LedgerEntry, PaymentProvider, ProviderLedger } from '../payments';
import { readShopLedger } from '../shop';
import { readVetLedger } from '../vet';

export interface CurrencyTotals {
  /** The provider's succeeded charges and refunds. */
  charged: number;
  refunded: number;
  /** What orders and appointments say was paid and refunded. */
  paid: number;
  paidBack: number;
}

export interface LedgerReport {
  /** Minor units per currency. */
  totals: Record<string, CurrencyTotals>;
  /** Counts of what was compared. */
  counts: { providerCharges: number; providerRefunds: number; entries: number; refundedEntries: number };
  /** Empty when the money adds up. */
  problems: string[];
}

function totalsFor(totals: Record<string, CurrencyTotals>, currency: string): CurrencyTotals {
  return (totals[currency] ??= { charged: 0, refunded: 0, paid: 0, paidBack: 0 });
}

/**
 * The money check of docs/decisions/050, as pure arithmetic over both sides: per currency, the provider's
 * charges minus refunds must equal what the areas say was paid minus refunded; no charge may be refunded
 * twice or past its amount; every area charge id and refund id must be the provider's.
 */
export function compareLedger(provider: ProviderLedger, entries: readonly LedgerEntry[]): LedgerReport {
  const totals: Record<string, CurrencyTotals> = {};
  const problems: string[] = [];
  for (const charge of provider.charges) totalsFor(totals, charge.currency).charged += charge.amountMinor;
  for (const refund of provider.refunds) totalsFor(totals, refund.currency).refunded += refund.amountMinor;
  for (const entry of entries) {
    const line = totalsFor(totals, entry.currency);
    line.paid += entry.paidMinor;
    line.paidBack += entry.refundedMinor;
  }
  for (const [currency, line] of Object.entries(totals)) {
    if (line.charged - line.refunded !== line.paid - line.paidBack) {
      problems.push(
        `${currency}: the provider holds ${line.charged - line.refunded} (charged ${line.charged}, refunded ${line.refunded}) but orders and appointments say ${line.paid - line.paidBack} (paid ${line.paid}, refunded ${line.paidBack})`,
      );
    }
  }

  const charges = new Map(provider.charges.map((charge) => [charge.chargeId, charge]));
  const refundsPerCharge = new Map<string, number>();
  for (const refund of provider.refunds) {
    refundsPerCharge.set(refund.chargeId, (refundsPerCharge.get(refund.chargeId) ?? 0) + 1);
  }
  for (const [chargeId, count] of refundsPerCharge) {
    if (count > 1) problems.push(`charge ${chargeId} was refunded ${count} times`);
  }
  for (const charge of provider.charges) {
    if (charge.refundedMinor > charge.amountMinor) problems.push(`charge ${charge.chargeId} refunded past its amount`);
  }
  const refundIds = new Set(provider.refunds.map((refund) => refund.refundId));
  const claimed = new Map<string, string>();
  for (const entry of entries) {
    if (entry.chargeId === null) continue;
    if (!charges.has(entry.chargeId)) problems.push(`${entry.source}: charge ${entry.chargeId} is not the provider's`);
    const other = claimed.get(entry.chargeId);
    if (other) problems.push(`${entry.source} and ${other} claim the same charge ${entry.chargeId}`);
    claimed.set(entry.chargeId, entry.source);
    if (entry.refundId !== null && !refundIds.has(entry.refundId)) {
      problems.push(`${entry.source}: refund ${entry.refundId} is not the provider's`);
    }
  }
  return {
    totals,
    counts: {
      providerCharges: provider.charges.length,
      providerRefunds: provider.refunds.length,
      entries: entries.length,
      refundedEntries: entries.filter((entry) => entry.refundedMinor > 0).length,
    },
    problems,
  };
}

/**
 * Reads both sides, the payment provider's records from the provider itself (Stripe's lists, the sandbox's
 * collections, or both for the process's combined provider) and the areas' from the database, and compares them.
 */
export async function checkLedger(db: DataPort, payments: Pick<PaymentProvider, 'ledger'>): Promise<LedgerReport> {
  const [provider, shop, vet, training] = await Promise.all([
    payments.ledger(),
    readShopLedger(db),
    readVetLedger(db),
    readTrainingLedger(db),
  ]);
  return compareLedger(provider, [...shop, ...vet, ...training]);
}
