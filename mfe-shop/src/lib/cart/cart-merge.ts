import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@petpal/contracts';
import { cartKeys, mergeCart } from './server-cart';
import { guestCart, type GuestCartLine } from './guest-cart-store';

/** The one merge of a guest's cart into the signed-in user's, shared by every component that shows the cart. */
export type MergeState = { state: 'idle' | 'running' } | { state: 'failed'; error: Error };

let current: MergeState = { state: 'idle' };
const listeners = new Set<() => void>();
const setState = (next: MergeState) => {
  current = next;
  listeners.forEach((listener) => listener());
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Lets a failed merge run again (the Retry button). */
export const retryMerge = () => setState({ state: 'idle' });

/**
 * When a user is signed in and the browser still holds a guest's cart: POST /api/shop/cart/merge once, then
 * the browser's cart is emptied and the stored cart reloads. A failure keeps the browser's lines. The guest
 * cart's merge id goes with every try, so a merge sent again (a reload while the answer was on its way,
 * another tab, Retry) adds nothing twice (docs/decisions/050); the lines are cleared only after the answer.
 */
export function useCartMerge(
  user: SessionUser | null | undefined,
  lines: readonly GuestCartLine[],
  country: string | undefined,
): MergeState {
  const queryClient = useQueryClient();
  // The same snapshot on the server (the build prerenders the catalogue, decision 090): no merge has run there.
  const state = useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );

  useEffect(() => {
    if (!user || lines.length === 0 || current.state !== 'idle') return;
    setState({ state: 'running' });
    const items = lines.map((line) => ({ productId: line.product.id, quantity: line.quantity }));
    mergeCart(guestCart.mergeId(), items, country)
      .then((answer) => {
        queryClient.setQueryData(cartKeys.cart(country), answer);
        guestCart.clear();
        setState({ state: 'idle' });
        // A cart read that started before the merge must not win.
        return queryClient.invalidateQueries({ queryKey: cartKeys.all });
      })
      .catch((error: unknown) => {
        setState({ state: 'failed', error: error instanceof Error ? error : new Error(String(error)) });
      });
  }, [user, lines, country, queryClient, state]);

  return state;
}
