/**
 * A fresh Idempotency-Key for one user action (a sign-up, adding a payment method): every retry of that
 * action sends the same key, so the API replays its first answer instead of doing the work twice.
 * crypto.randomUUID exists only in secure contexts (https, localhost); a LAN address has getRandomValues.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
