/**
 * The header's cart count (docs/decisions/074). The shop remote announces its count whenever its cart view
 * changes; the shell's header listens, so it never loads the shop to show it. A signed-in user's count comes
 * from the API (GET /api/shop/cart/count) until the shop announces one; a guest's cart lives in the browser,
 * so the last count the shop announced for it is kept in localStorage for pages the shop never loads on.
 */
export const CART_COUNT_EVENT = 'petpal:cart-count';
const GUEST_COUNT_KEY = 'petpal.guest-cart-count';

export interface CartCountAnnouncement {
  count: number;
  /** A guest's (browser-kept) cart, or the signed-in user's stored one. */
  guest: boolean;
}

/** Tells the header how many items the cart holds. */
export function announceCartCount(count: number, { guest }: { guest: boolean }): void {
  if (guest) {
    try {
      localStorage.setItem(GUEST_COUNT_KEY, String(count));
    } catch {
      // Storage full or blocked: this page's header still hears the event.
    }
  }
  window.dispatchEvent(new CustomEvent<CartCountAnnouncement>(CART_COUNT_EVENT, { detail: { count, guest } }));
}

/** The guest cart's count the shop last announced (0 if none). */
export function storedGuestCartCount(): number {
  try {
    const count = Number(localStorage.getItem(GUEST_COUNT_KEY));
    return Number.isInteger(count) && count > 0 ? count : 0;
  } catch {
    return 0;
  }
}

/** Calls `listener` with each announcement, from this page or (a guest's) from another tab; answers the unsubscribe. */
export function onCartCount(listener: (announcement: CartCountAnnouncement) => void): () => void {
  const announced = (event: Event) => listener((event as CustomEvent<CartCountAnnouncement>).detail);
  const stored = (event: StorageEvent) => {
    if (event.key === GUEST_COUNT_KEY) listener({ count: storedGuestCartCount(), guest: true });
  };
  window.addEventListener(CART_COUNT_EVENT, announced);
  window.addEventListener('storage', stored);
  return () => {
    window.removeEventListener(CART_COUNT_EVENT, announced);
    window.removeEventListener('storage', stored);
  };
}
