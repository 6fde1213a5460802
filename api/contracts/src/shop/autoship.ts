/** Autoship: repeat deliveries of one product (docs/decisions/047). */
import * as z from 'zod/mini';
import { ObjectIdString } from '../platform';
import { Money, ShopCurrency } from './catalogue';
import { CartQuantity } from './cart';
import { Order, ShippingAddress } from './orders';

/** Every Autoship order is this much cheaper than the product's price. */
export const AUTOSHIP_DISCOUNT_PERCENT = 5;
/** How often a delivery may come, in weeks. */
export const AUTOSHIP_FREQUENCIES = [1, 2, 4, 6, 8, 12] as const;
export type AutoshipFrequency = (typeof AUTOSHIP_FREQUENCIES)[number];

export const autoshipMessages = {
  frequency: 'Please choose a delivery every 1, 2, 4, 6, 8 or 12 weeks.',
  paymentMethod: 'Please choose one of your saved payment methods.',
  nothingToChange: 'Please change the quantity, the frequency, the payment method or the address.',
  notFound: 'We could not find this Autoship.',
  ownersOnly: 'Autoship is for pet owners.',
  prescription: 'Prescription items cannot be delivered by Autoship: please order them from the pharmacy.',
  unavailable: 'This product is no longer sold.',
  duplicate: (name: string) => `You already have Autoship for ${name}: change it under Autoship on your orders page.`,
  cancelled: 'This Autoship was cancelled.',
  notActive: 'Only an active Autoship can do that. Resume it first.',
  notPaused: 'This Autoship is not paused.',
  busy: 'An Autoship order is being placed right now. Please try again in a minute.',
  skippedOutOfStock: (name: string) => `${name} was out of stock, so this delivery was skipped.`,
  declinedPause: (reason: string) =>
    `Your payment was declined (${reason}), so this Autoship is paused. Update the payment method and resume it.`,
  methodGone: 'Your saved payment method was removed, so this Autoship is paused. Choose another and resume it.',
} as const;

/** Delivery frequency in weeks: one of AUTOSHIP_FREQUENCIES. */
export const AutoshipFrequency = z
  .int({ error: autoshipMessages.frequency })
  .check(z.refine((weeks) => (AUTOSHIP_FREQUENCIES as readonly number[]).includes(weeks), autoshipMessages.frequency));

const MethodId = ObjectIdString.check(z.regex(/^[a-f0-9]{24}$/i, autoshipMessages.paymentMethod));

/** POST /api/shop/autoship (Idempotency-Key required). The first order goes out at the next job run. */
export const CreateAutoshipInput = z.strictObject({
  productId: ObjectIdString,
  quantity: CartQuantity,
  frequencyWeeks: AutoshipFrequency,
  paymentMethodId: MethodId,
  shippingAddress: ShippingAddress,
});
export type CreateAutoshipInput = z.input<typeof CreateAutoshipInput>;

/** PATCH /api/shop/autoship/:id: any of these, at least one. */
export const UpdateAutoshipInput = z
  .strictObject({
    quantity: z.optional(CartQuantity),
    frequencyWeeks: z.optional(AutoshipFrequency),
    paymentMethodId: z.optional(MethodId),
    shippingAddress: z.optional(ShippingAddress),
  })
  .check(z.refine((input) => Object.values(input).some((v) => v !== undefined), autoshipMessages.nothingToChange));
export type UpdateAutoshipInput = z.input<typeof UpdateAutoshipInput>;

export const AUTOSHIP_STATUSES = ['active', 'paused', 'cancelled'] as const;
export const AutoshipStatus = z.enum(AUTOSHIP_STATUSES);
export type AutoshipStatus = z.infer<typeof AutoshipStatus>;

/** What became of the last occurrence: ordered, skipped (by the owner or for stock), or declined. */
export const AutoshipOutcome = z.enum(['ordered', 'skipped', 'out_of_stock', 'declined']);
export type AutoshipOutcome = z.infer<typeof AutoshipOutcome>;

export const AutoshipResult = z.object({
  at: z.string(),
  outcome: AutoshipOutcome,
  message: z.string(),
  orderId: z.nullable(z.string()),
});
export type AutoshipResult = z.infer<typeof AutoshipResult>;

export const Autoship = z.object({
  id: z.string(),
  product: z.object({ id: z.string(), slug: z.string(), name: z.string() }),
  quantity: z.number(),
  frequencyWeeks: z.number(),
  currency: ShopCurrency,
  /** The product's price today, and with the Autoship discount (what each order is charged per unit). */
  unitPrice: Money,
  autoshipUnitPrice: Money,
  paymentMethodId: z.string(),
  shippingAddress: ShippingAddress,
  status: AutoshipStatus,
  /** ISO; when the next order is placed. */
  nextOrderAt: z.string(),
  /** Why the shop paused it (a declined payment); null when the owner paused it or it is not paused. */
  pausedReason: z.nullable(z.string()),
  lastResult: z.nullable(AutoshipResult),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Autoship = z.infer<typeof Autoship>;

export const AutoshipAnswer = z.object({ autoship: Autoship });
export type AutoshipAnswer = z.infer<typeof AutoshipAnswer>;
export const AutoshipList = z.object({ autoships: z.array(Autoship) });
export type AutoshipList = z.infer<typeof AutoshipList>;
/** POST /api/shop/autoship/:id/order-now: the order placed and the Autoship's next date. */
export const AutoshipOrderAnswer = z.object({ autoship: Autoship, order: Order });
export type AutoshipOrderAnswer = z.infer<typeof AutoshipOrderAnswer>;

/** The Autoship price of one unit: the discount off, rounded to the minor unit. */
export const autoshipPriceMinor = (priceMinor: number) =>
  Math.round((priceMinor * (100 - AUTOSHIP_DISCOUNT_PERCENT)) / 100);
