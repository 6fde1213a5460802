import type { Order } from '@petpal/contracts';
import { taxOf } from '../checkout/order-summary';
import type { OrderDoc } from './orders.repository';

export function toOrder(doc: OrderDoc): Order {
  const money = (amountMinor: number) => ({ amountMinor, currency: doc.currency });
  return {
    id: doc._id.toHexString(),
    status: doc.status,
    lines: doc.lines.map((line) => ({
      productId: line.productId.toHexString(),
      slug: line.slug,
      name: line.name,
      unitPrice: money(line.unitPriceMinor),
      quantity: line.quantity,
      lineTotal: money(line.unitPriceMinor * line.quantity),
      prescriptionRequired: line.prescriptionRequired,
    })),
    currency: doc.currency,
    total: money(doc.totalMinor),
    ...(doc.deliveryMinor === undefined ? {} : { delivery: money(doc.deliveryMinor) }),
    ...(doc.taxIncludedMinor === undefined ? {} : { tax: taxOf(doc.taxIncludedMinor, doc.currency) }),
    shippingAddress: doc.shippingAddress,
    paymentMethodLabel: doc.paymentMethodLabel,
    refundStatus: doc.refundStatus,
    refund: doc.refund
      ? { amount: money(doc.refund.amountMinor), refundedAt: doc.refund.refundedAt.toISOString() }
      : null,
    refusalReason: doc.prescriptionRefusal ?? null,
    ...(doc.autoshipId ? { autoshipId: doc.autoshipId.toHexString() } : {}),
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
}
