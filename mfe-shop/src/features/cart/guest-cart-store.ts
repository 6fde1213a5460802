import { useSyncExternalStore } from 'react';
import * as z from 'zod/mini';
import { MAX_QUANTITY_PER_ITEM, Product, shopMessages } from '@petpal/api/contracts';

/** A guest's cart line: the product as last seen (for the cart page) and how many. */
export interface GuestCartLine {
  product: Product;
  quantity: number;
}

/** Where the browser keeps a guest's cart until sign-in (docs/decisions/041). */
export const GUEST_CART_KEY = 'petpal.shop.guest-cart';
/** The merge takes at most this many different products. */
export const GUEST_CART_MAX_LINES = 50;

const Stored = z.object({ items: z.array(z.object({ product: Product, quantity: z.number() })) });
const EMPTY: readonly GuestCartLine[] = [];

let cachedRaw: string | null = null;
let cached: readonly GuestCartLine[] = EMPTY;
const listeners = new Set<() => void>();

function readRaw(): string | null {
  try {
    return localStorage.getItem(GUEST_CART_KEY);
  } catch {
    return null;
  }
}

function parse(raw: string | null): readonly GuestCartLine[] {
  if (!raw) return EMPTY;
  try {
    const parsed = Stored.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data.items : EMPTY;
  } catch {
    return EMPTY;
  }
}

/** The stored lines; the same array while the stored text is unchanged (for useSyncExternalStore). */
function read(): readonly GuestCartLine[] {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parse(raw);
  }
  return cached;
}

function write(lines: readonly GuestCartLine[]) {
  try {
    if (lines.length === 0) localStorage.removeItem(GUEST_CART_KEY);
    else localStorage.setItem(GUEST_CART_KEY, JSON.stringify({ items: lines }));
  } finally {
    listeners.forEach((listener) => listener());
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed the cart.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The API's refusal past the stock, in its words, checked here for a guest. */
function checkQuantity(product: Product, quantity: number) {
  if (quantity > product.stock) throw new Error(shopMessages.onlyLeft(product.name, product.stock));
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY_PER_ITEM) {
    throw new Error(shopMessages.quantity);
  }
}

export const guestCart = {
  read,
  subscribe,
  /** Sets a line's quantity (adding the product when new); throws the API's refusal words. */
  set(product: Product, quantity: number) {
    checkQuantity(product, quantity);
    const lines = read();
    const known = lines.some((line) => line.product.id === product.id);
    if (!known && lines.length >= GUEST_CART_MAX_LINES) throw new Error(shopMessages.mergeItems);
    write(
      known
        ? lines.map((line) => (line.product.id === product.id ? { product, quantity } : line))
        : [...lines, { product, quantity }],
    );
  },
  /** Adds to a line, up to the most one cart may hold. */
  add(product: Product, quantity: number) {
    const current = read().find((line) => line.product.id === product.id)?.quantity ?? 0;
    guestCart.set(product, Math.min(current + quantity, MAX_QUANTITY_PER_ITEM));
  },
  remove(productId: string) {
    write(read().filter((line) => line.product.id !== productId));
  },
  clear() {
    write(EMPTY);
  },
};

/** The guest's cart lines, following every change (this tab's and others'). */
export function useGuestCartLines(): readonly GuestCartLine[] {
  return useSyncExternalStore(subscribe, read, () => EMPTY);
}
