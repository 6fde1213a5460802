import type { Cart, CartAnswer, Product } from '@petpal/contracts';
import { GUEST_CART_KEY } from '../lib/cart/guest-cart-store';

export function cartOf(lines: Array<[Product, number]>): CartAnswer {
  const items = lines.map(([product, quantity]) => ({
    product,
    quantity,
    lineTotal: { amountMinor: product.price.amountMinor * quantity, currency: product.price.currency },
  }));
  const cart: Cart = {
    items,
    itemCount: items.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: { amountMinor: items.reduce((sum, line) => sum + line.lineTotal.amountMinor, 0), currency: 'INR' },
    currency: 'INR',
  };
  return { cart };
}

/** Puts a guest's cart in the browser, as a previous visit left it. */
export function storeGuestCart(lines: Array<[Product, number]>) {
  localStorage.setItem(
    GUEST_CART_KEY,
    JSON.stringify({ items: lines.map(([product, quantity]) => ({ product, quantity })) }),
  );
}
