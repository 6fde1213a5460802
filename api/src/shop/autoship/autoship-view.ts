import { autoshipPriceMinor, shopCurrencyFor, type Autoship } from '@petpal/contracts';
import type { ProductDoc } from '../catalogue/products.repository';
import type { AutoshipDoc } from './autoship.repository';

/** The owner's view of an Autoship, priced in its shipping country's currency at today's price. */
export function toAutoship(doc: AutoshipDoc, product: ProductDoc | null): Autoship {
  const currency = shopCurrencyFor(doc.shippingAddress.country);
  const price = product?.prices[currency] ?? 0;
  return {
    id: doc._id.toHexString(),
    product: {
      id: doc.productId.toHexString(),
      slug: product?.slug ?? '',
      name: product?.name ?? 'A product no longer sold',
    },
    quantity: doc.quantity,
    frequencyWeeks: doc.frequencyWeeks,
    currency,
    unitPrice: { amountMinor: price, currency },
    autoshipUnitPrice: { amountMinor: autoshipPriceMinor(price), currency },
    paymentMethodId: doc.paymentMethodId.toHexString(),
    shippingAddress: doc.shippingAddress,
    status: doc.status,
    nextOrderAt: doc.nextOrderAt.toISOString(),
    pausedReason: doc.pausedReason,
    lastResult: doc.lastResult && {
      at: doc.lastResult.at.toISOString(),
      outcome: doc.lastResult.outcome,
      message: doc.lastResult.message,
      orderId: doc.lastResult.orderId?.toHexString() ?? null,
    },
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
}
