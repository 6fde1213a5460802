/** The checkout's order summary (docs/decisions/074): computed by the server, charged exactly as shown. */
import * as z from 'zod/mini';
import { Money, ShopCurrency } from './catalogue';
import { shopMessages } from './messages';

/** GET /api/shop/checkout/summary?country=: the cart priced for that shipping country. */
export const OrderSummaryQuery = z.strictObject({
  country: z
    .string({ error: shopMessages.addressCountry })
    .check(z.trim(), z.minLength(2, shopMessages.addressCountry), z.maxLength(60, shopMessages.addressCountry)),
});
export type OrderSummaryQuery = z.input<typeof OrderSummaryQuery>;

/** Tax on the order: India's GST is part of the price (shown, not added); none is collected on dollar orders. */
export const OrderTax = z.object({ label: z.string(), amount: Money, included: z.boolean() });
export type OrderTax = z.infer<typeof OrderTax>;

export const OrderSummary = z.object({
  currency: ShopCurrency,
  subtotal: Money,
  delivery: Money,
  /** The subtotal from which delivery is free. */
  freeDeliveryFrom: Money,
  tax: z.nullable(OrderTax),
  /** What Place order charges: subtotal + delivery (+ tax when it is not included). */
  total: Money,
});
export type OrderSummary = z.infer<typeof OrderSummary>;

export const OrderSummaryAnswer = z.object({ summary: OrderSummary });
export type OrderSummaryAnswer = z.infer<typeof OrderSummaryAnswer>;
