/**
 * Spec section 9 caches available dates 10 minutes and a vet's slots per date 5 minutes. The API keeps
 * those TTLs and clears a vet's entries when the vet or a booking changes them, so the browser keeps its
 * copies that long only to show something at once, and asks again whenever a screen opens: an owner sees
 * a vet's change without waiting for a client-side TTL.
 */
export const cacheTimes = {
  availableDates: 10 * 60_000,
  slots: 5 * 60_000,
} as const;

/** How long any vet data counts as fresh in the browser: a quick re-render, not a reload, reuses it. */
export const FRESH_MS = 5_000;
