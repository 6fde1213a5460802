import { useSyncExternalStore } from 'react';
import * as z from 'zod/mini';
import { MAX_QUANTITY_PER_ITEM, Product, shopMessages } from '@petpal/contracts';

/** A guest's cart line: the product as last seen (for the cart page) and how many. */
export interface GuestCartLine {
  product: Product;
  quantity: number;
}

/** Where the browser keeps a guest's cart until sign-in (docs/decisions/041). */
export const GUEST_CART_KEY = 'petpal.shop.guest-cart';
/** The merge takes at most this many different products. */
export const GUEST_CART_MAX_LINES = 50;

const Stored = z.object({
  /** Made once per guest cart: the server adds a merge with this id once (docs/decisions/050). */
  mergeId: z.optional(z.string()),
  items: z.array(z.object({ product: Product, quantity: z.number() })),
});
type Stored = z.infer<typeof Stored>;
const EMPTY: readonly GuestCartLine[] = [];
const NOTHING: Stored = { items: [] };

let cachedRaw: string | null = null;
let cached: Stored = NOTHING;

/** 32 hex digits from the browser's random source (also outside secure contexts, unlike randomUUID). */
function newMergeId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `gc-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
const listeners = new Set<() => void>();

function readRaw(): string | null {
  try {
    return localStorage.getItem(GUEST_CART_KEY);
  } catch {
    return null;
  }
}

function parse(raw: string | null): Stored {
  if (!raw) return NOTHING;
  try {
    const parsed = Stored.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : NOTHING;
  } catch {
    return NOTHING;
  }
}

function readStored(): Stored {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parse(raw);
  }
  return cached;
}

/** The stored lines; the same array while the stored text is unchanged (for useSyncExternalStore). */
const read = (): readonly GuestCartLine[] => (readStored().items.length > 0 ? readStored().items : EMPTY);

/** Writes the lines with the cart's merge id (kept while the cart lives; a new cart gets a new one). */
function write(lines: readonly GuestCartLine[]) {
  try {
    if (lines.length === 0) localStorage.removeItem(GUEST_CART_KEY);
    else {
      const mergeId = readStored().mergeId ?? newMergeId();
      localStorage.setItem(GUEST_CART_KEY, JSON.stringify({ mergeId, items: lines }));
    }
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
  /** The id of this guest cart's merge at sign-in, the same on every try (made now for a cart stored without one). */
  mergeId(): string {
    const stored = readStored();
    if (stored.mergeId) return stored.mergeId;
    const made = newMergeId();
    if (stored.items.length > 0) {
      try {
        localStorage.setItem(GUEST_CART_KEY, JSON.stringify({ mergeId: made, items: stored.items }));
      } catch {
        // Storage refused: this page's tries still share the id below.
      }
    }
    return readStored().mergeId ?? made;
  },
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
