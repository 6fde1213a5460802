import type { OrderSummary, OrderTax, ShopCurrency } from '@petpal/contracts';

/**
 * Delivery per currency (docs/decisions/074): free from a subtotal, else a flat fee, in minor units.
 * Rupees: free from ₹999, else ₹79. Dollars: free from $49, else $4.99.
 */
export const DELIVERY = {
  INR: { freeFromMinor: 99_900, feeMinor: 7_900 },
  USD: { freeFromMinor: 4_900, feeMinor: 499 },
} as const satisfies Record<ShopCurrency, { freeFromMinor: number; feeMinor: number }>;

/** India's GST on pet food and supplies, already inside the prices (a maximum retail price includes it). */
export const GST_PERCENT = 18;

export interface SummaryLine {
  unitPriceMinor: number;
  quantity: number;
}

/** The amounts of an order, all in integer minor units. */
export interface SummaryAmounts {
  subtotalMinor: number;
  deliveryMinor: number;
  /** GST within the total (INR), or null where none is collected (USD). */
  taxIncludedMinor: number | null;
  totalMinor: number;
}

/**
 * Prices a cart's lines: subtotal, delivery (free from the threshold), the GST inside a rupee total
 * (round(total × 18 / 118), shown, not added) and the total charged. Integer arithmetic only.
 */
export function summarize(lines: readonly SummaryLine[], currency: ShopCurrency): SummaryAmounts {
  const subtotalMinor = lines.reduce((sum, line) => sum + line.unitPriceMinor * line.quantity, 0);
  const { freeFromMinor, feeMinor } = DELIVERY[currency];
  const deliveryMinor = subtotalMinor >= freeFromMinor ? 0 : feeMinor;
  const totalMinor = subtotalMinor + deliveryMinor;
  const taxIncludedMinor = currency === 'INR' ? Math.round((totalMinor * GST_PERCENT) / (100 + GST_PERCENT)) : null;
  return { subtotalMinor, deliveryMinor, taxIncludedMinor, totalMinor };
}

/** The GST line of an order: within the total, or null where none is collected. */
export function taxOf(taxIncludedMinor: number | null, currency: ShopCurrency): OrderTax | null {
  if (taxIncludedMinor === null) return null;
  return {
    label: `GST (${GST_PERCENT}%, included)`,
    amount: { amountMinor: taxIncludedMinor, currency },
    included: true,
  };
}

/** The amounts as the contract's summary. */
export function toOrderSummary(amounts: SummaryAmounts, currency: ShopCurrency): OrderSummary {
  const money = (amountMinor: number) => ({ amountMinor, currency });
  return {
    currency,
    subtotal: money(amounts.subtotalMinor),
    delivery: money(amounts.deliveryMinor),
    freeDeliveryFrom: money(DELIVERY[currency].freeFromMinor),
    tax: taxOf(amounts.taxIncludedMinor, currency),
    total: money(amounts.totalMinor),
  };
}
