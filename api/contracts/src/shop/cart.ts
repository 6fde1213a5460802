/** The shop's cart (docs/decisions/041): server-side for a signed-in user, merged in from the browser's at sign-in. */
import * as z from 'zod/mini';
import { ObjectIdString } from '../platform';
import { MAX_QUANTITY_PER_ITEM, Money, Product, ShopCurrency } from './catalogue';
import { shopMessages } from './messages';

export const CartQuantity = z
  .int({ error: shopMessages.quantity })
  .check(z.gte(1, shopMessages.quantity), z.lte(MAX_QUANTITY_PER_ITEM, shopMessages.quantity));

export const CartItemParams = z.strictObject({ productId: ObjectIdString });

/** PUT /api/shop/cart/items/:productId: sets the line's quantity (refused past the stock). */
export const SetCartItemInput = z.strictObject({ quantity: CartQuantity });
export type SetCartItemInput = z.input<typeof SetCartItemInput>;

export const GuestCartItem = z.strictObject({ productId: ObjectIdString, quantity: CartQuantity });
export type GuestCartItem = z.infer<typeof GuestCartItem>;

/**
 * POST /api/shop/cart/merge: the guest's cart (kept in the browser) after sign-in. Quantities are added to
 * the stored cart's, capped by the stock and MAX_QUANTITY_PER_ITEM; products no longer sold are dropped.
 * `mergeId` is made once per guest cart and kept with it: the same merge sent again (a reload, a retry, a
 * second tab) adds nothing twice and answers the cart as it is (docs/decisions/050).
 */
export const MergeCartInput = z.strictObject({
  mergeId: z.string({ error: shopMessages.mergeId }).check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, shopMessages.mergeId)),
  items: z.array(GuestCartItem).check(z.maxLength(50, shopMessages.mergeItems)),
});
export type MergeCartInput = z.input<typeof MergeCartInput>;

export const CartLine = z.object({ product: Product, quantity: z.number(), lineTotal: Money });
export type CartLine = z.infer<typeof CartLine>;

export const Cart = z.object({
  items: z.array(CartLine),
  itemCount: z.number(),
  subtotal: Money,
  currency: ShopCurrency,
});
export type Cart = z.infer<typeof Cart>;

export const CartAnswer = z.object({ cart: Cart });
export type CartAnswer = z.infer<typeof CartAnswer>;

/** GET /api/shop/cart/count (signed in): the header's cart count without the cart's products. */
export const CartCountAnswer = z.object({ itemCount: z.number() });
export type CartCountAnswer = z.infer<typeof CartCountAnswer>;
