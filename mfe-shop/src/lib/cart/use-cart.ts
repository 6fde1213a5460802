import { useCallback, useEffect, useMemo } from 'react';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { MAX_QUANTITY_PER_ITEM, ProductAnswer, type Cart, type Money, type Product } from '@petpal/contracts';
import { announceCartCount, apiFetch, sessionUserAtom } from '@petpal/design-system';
import { catalogueKeys } from '../catalogue-keys';
import { productUrl } from '../products';
import { useViewerCountry } from '../viewer-country';
import { cartKeys, deleteCartItem, fetchCart, putCartItem } from './server-cart';
import { retryMerge, useCartMerge } from './cart-merge';
import { guestCart, useGuestCartLines, type GuestCartLine } from './guest-cart-store';

export interface CartLineView {
  product: Product;
  quantity: number;
  lineTotal: Money;
}

export interface CartView {
  lines: CartLineView[];
  itemCount: number;
  /** null while empty. */
  subtotal: Money | null;
}

export interface UseCart {
  /** A signed-in user's cart is the server's; a guest's is the browser's. */
  signedIn: boolean;
  cart: CartView | undefined;
  isLoading: boolean;
  /** The cart could not be loaded, or the guest's cart could not be merged at sign-in. */
  error: Error | null;
  retry(): void;
  /** Adds to the line (up to 10); rejects with the API's words. */
  add(product: Product, quantity: number): Promise<void>;
  setQuantity(product: Product, quantity: number): Promise<void>;
  remove(product: Product): Promise<void>;
}

const fromServer = (cart: Cart): CartView => ({
  lines: cart.items,
  itemCount: cart.itemCount,
  subtotal: cart.items.length > 0 ? cart.subtotal : null,
});

function fromGuest(lines: GuestCartLine[]): CartView {
  const views = lines.map(({ product, quantity }) => ({
    product,
    quantity,
    lineTotal: { amountMinor: product.price.amountMinor * quantity, currency: product.price.currency },
  }));
  const first = views[0];
  return {
    lines: views,
    itemCount: views.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: first
      ? {
          amountMinor: views.reduce((sum, line) => sum + line.lineTotal.amountMinor, 0),
          currency: first.lineTotal.currency,
        }
      : null,
  };
}

/** The shopper's cart, whichever store holds it; a guest's cart is merged into the server's at sign-in. */
export function useCart(): UseCart {
  const user = useAtomValue(sessionUserAtom);
  const signedIn = Boolean(user);
  const country = useViewerCountry();
  const queryClient = useQueryClient();
  const guestLines = useGuestCartLines();
  const merge = useCartMerge(user, guestLines, country);

  const stored = useQuery({
    queryKey: cartKeys.cart(country),
    queryFn: ({ signal }) => fetchCart(country, signal),
    enabled: signedIn,
  });

  // A guest's lines show the products as they are now (price in the viewer's currency, stock).
  const fresh = useQueries({
    queries: signedIn
      ? []
      : guestLines.map((line) => ({
          queryKey: catalogueKeys.product(line.product.slug, country),
          queryFn: ({ signal }: { signal: AbortSignal }) =>
            apiFetch(productUrl(line.product.slug, country), ProductAnswer, { signal }),
        })),
  });
  const freshProducts = fresh.map((result) => result.data?.product);
  const freshKey = freshProducts.map((product) => (product ? `${product.id}:${product.price.amountMinor}` : '')).join();

  const guestView = useMemo(
    () =>
      fromGuest(
        guestLines.map((line, index) => {
          const now = freshProducts[index];
          return now && now.id === line.product.id ? { ...line, product: now } : line;
        }),
      ),
    // freshKey stands for freshProducts' content (a new array every render).
    [guestLines, freshKey],
  );

  // The shell's header shows the count without loading this remote: each store's count is announced.
  const guestCount = guestLines.reduce((sum, line) => sum + line.quantity, 0);
  useEffect(() => announceCartCount(guestCount, { guest: true }), [guestCount]);
  const storedCount = signedIn ? stored.data?.cart.itemCount : undefined;
  useEffect(() => {
    if (storedCount !== undefined) announceCartCount(storedCount, { guest: false });
  }, [storedCount]);

  const setStored = useCallback(
    (answer: { cart: Cart }) => queryClient.setQueryData(cartKeys.cart(country), answer),
    [queryClient, country],
  );

  const setQuantity = useCallback(
    async (product: Product, quantity: number) => {
      if (!signedIn) {
        guestCart.set(product, quantity);
        return;
      }
      setStored(await putCartItem(product.id, quantity, country));
    },
    [signedIn, setStored, country],
  );

  const add = useCallback(
    async (product: Product, quantity: number) => {
      if (!signedIn) {
        guestCart.add(product, quantity);
        return;
      }
      const { cart } = await queryClient.ensureQueryData({
        queryKey: cartKeys.cart(country),
        queryFn: ({ signal }) => fetchCart(country, signal),
      });
      const current = cart.items.find((line) => line.product.id === product.id)?.quantity ?? 0;
      await setQuantity(product, Math.min(current + quantity, MAX_QUANTITY_PER_ITEM));
    },
    [signedIn, queryClient, country, setQuantity],
  );

  const remove = useCallback(
    async (product: Product) => {
      if (!signedIn) {
        guestCart.remove(product.id);
        return;
      }
      setStored(await deleteCartItem(product.id, country));
    },
    [signedIn, setStored, country],
  );

  if (!signedIn) {
    return { signedIn, cart: guestView, isLoading: false, error: null, retry: () => {}, add, setQuantity, remove };
  }
  const merging = guestLines.length > 0 && merge.state !== 'failed';
  const error = merge.state === 'failed' ? merge.error : stored.error;
  return {
    signedIn,
    cart: stored.data && !merging ? fromServer(stored.data.cart) : undefined,
    isLoading: merging || stored.isPending,
    error,
    retry: () => {
      if (merge.state === 'failed') retryMerge();
      else void stored.refetch();
    },
    add,
    setQuantity,
    remove,
  };
}
