import { CartAnswer, type GuestCartItem } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { withCountry } from '../viewer-country';

/** Query keys of the signed-in user's cart (priced in the viewer's currency) and of the one merge at sign-in. */
export const cartKeys = {
  all: ['shop', 'cart'] as const,
  cart: (country: string | undefined) => ['shop', 'cart', 'stored', country ?? ''] as const,
  merge: (userId: string, items: string) => ['shop', 'cart', 'merge', userId, items] as const,
};

const itemPath = (productId: string) => `/api/shop/cart/items/${encodeURIComponent(productId)}`;

export const fetchCart = (country: string | undefined, signal?: AbortSignal) =>
  apiFetch(withCountry('/api/shop/cart', country), CartAnswer, { signal });

/** PUT: sets the line's quantity; refused past the stock ("Sorry, only N of X left in stock."). */
export const putCartItem = (productId: string, quantity: number, country: string | undefined) =>
  apiFetch(withCountry(itemPath(productId), country), CartAnswer, { method: 'PUT', body: { quantity } });

export const deleteCartItem = (productId: string, country: string | undefined) =>
  apiFetch(withCountry(itemPath(productId), country), CartAnswer, { method: 'DELETE' });

/**
 * POST /merge: the guest's lines added to the stored cart (capped by the stock and 10 a product), once per
 * `mergeId` (the guest cart's own id): sending it again answers the cart without adding anything.
 */
export const mergeCart = (mergeId: string, items: GuestCartItem[], country: string | undefined) =>
  apiFetch(withCountry('/api/shop/cart/merge', country), CartAnswer, { method: 'POST', body: { mergeId, items } });
