import type { DataPort } from '../../data/port';
import type { LedgerEntry } from '../../payments';
import { createOrdersRepository } from './orders.repository';

/** Every charged order: its total, and its refund once made (the ledger check's shop side). */
export async function readShopLedger(db: DataPort): Promise<LedgerEntry[]> {
  const orders = await createOrdersRepository(db).listCharged();
  return orders.map((order) => ({
    source: `order:${order._id.toHexString()}`,
    chargeId: order.chargeId,
    currency: order.currency,
    paidMinor: order.totalMinor,
    refundedMinor: order.refundStatus === 'refunded' ? (order.refund?.amountMinor ?? 0) : 0,
    refundId: order.refund?.refundId ?? null,
  }));
}
