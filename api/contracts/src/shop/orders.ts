/** Checkout and orders (docs/decisions/041). */
import * as z from 'zod/mini';
import { ObjectIdString } from '../platform';
import { Money, ShopCurrency } from './catalogue';
import { shopMessages } from './messages';
import { OrderTax } from './order-summary';

const text = (min: number, max: number, message: string) =>
  z.string({ error: message }).check(z.trim(), z.minLength(min, message), z.maxLength(max, message));

export const ShippingAddress = z.strictObject({
  name: text(2, 80, shopMessages.addressName),
  line1: text(2, 120, shopMessages.addressLine1),
  line2: z._default(
    z.string({ error: shopMessages.addressLine2 }).check(z.trim(), z.maxLength(120, shopMessages.addressLine2)),
    '',
  ),
  city: text(2, 60, shopMessages.addressCity),
  postcode: z
    .string({ error: shopMessages.addressPostcode })
    .check(z.trim(), z.regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,10}[A-Za-z0-9]$/, shopMessages.addressPostcode)),
  country: text(2, 60, shopMessages.addressCountry),
  phone: z
    .string({ error: shopMessages.addressPhone })
    .check(z.trim(), z.regex(/^\+?[0-9][0-9 -]{5,18}[0-9]$/, shopMessages.addressPhone)),
});
export type ShippingAddress = z.infer<typeof ShippingAddress>;

/**
 * POST /api/shop/checkout (Idempotency-Key required): buys the whole cart. The currency follows the
 * shipping country (spec section 9: dollars for the United States, rupees otherwise).
 */
export const CheckoutInput = z.strictObject({
  shippingAddress: ShippingAddress,
  paymentMethodId: ObjectIdString.check(z.regex(/^[a-f0-9]{24}$/i, shopMessages.paymentMethod)),
  /** The total the order summary showed, in minor units: the order is refused if it is no longer the total. */
  quotedTotalMinor: z
    .int({ error: shopMessages.quotedTotal })
    .check(z.gte(0, shopMessages.quotedTotal), z.lte(10_000_000_000, shopMessages.quotedTotal)),
});
export type CheckoutInput = z.input<typeof CheckoutInput>;

/**
 * placed: paid, waiting to be prepared; awaiting_prescription: holds a pharmacy item that needs a
 * prescription first; then processing, shipped, delivered. cancelled: by the buyer while placed or
 * awaiting a prescription.
 */
export const ORDER_STATUSES = [
  'placed',
  'awaiting_prescription',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export const OrderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatus>;
export const ORDER_STATUS_LABELS = {
  placed: 'Order placed',
  awaiting_prescription: 'Waiting for prescription',
  processing: 'Being prepared',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
} as const satisfies Record<OrderStatus, string>;
/** The buyer may cancel only before the order is prepared. */
export const CANCELLABLE_ORDER_STATUSES: readonly OrderStatus[] = ['placed', 'awaiting_prescription'];

/**
 * A cancelled order's refund (docs/decisions/050): pending from the cancel until the payment provider made it
 * (a job retries a failed call), then refunded.
 */
export const RefundStatus = z.enum(['refund_pending', 'refunded']);
export type RefundStatus = z.infer<typeof RefundStatus>;

export const OrderLine = z.object({
  productId: z.string(),
  slug: z.string(),
  name: z.string(),
  unitPrice: Money,
  quantity: z.number(),
  lineTotal: Money,
  prescriptionRequired: z.boolean(),
});
export type OrderLine = z.infer<typeof OrderLine>;

export const Order = z.object({
  id: z.string(),
  status: OrderStatus,
  lines: z.array(OrderLine),
  currency: ShopCurrency,
  total: Money,
  /** The delivery charged and the tax within or on the total (docs/decisions/074); absent on older orders. */
  delivery: z.optional(Money),
  tax: z.optional(z.nullable(OrderTax)),
  shippingAddress: ShippingAddress,
  /** "Visa •••• 4242" or the UPI id. */
  paymentMethodLabel: z.string(),
  refundStatus: z.nullable(RefundStatus),
  /** The refund the payment provider made: how much and when (absent or null until then). */
  refund: z.optional(z.nullable(z.object({ amount: Money, refundedAt: z.string() }))),
  /** A refused prescription's reason (the order was cancelled by the pharmacist; docs/decisions/043). */
  refusalReason: z.optional(z.nullable(z.string())),
  /** The Autoship that placed it (docs/decisions/047); absent or null for a checkout's order. */
  autoshipId: z.optional(z.nullable(z.string())),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Order = z.infer<typeof Order>;

export const OrderAnswer = z.object({ order: Order });
export type OrderAnswer = z.infer<typeof OrderAnswer>;
export const OrderList = z.object({ orders: z.array(Order) });
export type OrderList = z.infer<typeof OrderList>;
