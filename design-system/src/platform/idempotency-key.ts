import { ApiError } from '@petpal/design-system/core';

/**
 * A fresh Idempotency-Key for one user action: every retry of that action sends the same key, so the API
 * replays its first answer instead of doing the work twice. crypto.randomUUID exists only in secure
 * contexts (https, localhost); a LAN address has getRandomValues.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether the API gave an answer it keeps for the key (docs: api/src/lib/idempotency.ts): a 2xx or a 4xx
 * other than 429 and "still in progress". After a network failure, a 5xx or a 429 the request may not have
 * run, so a retry must carry the same key.
 */
export function isSettledAnswer(error: unknown): boolean {
  if (!(error instanceof ApiError)) return !(error instanceof TypeError);
  return error.status < 500 && error.status !== 429 && error.code !== 'idempotency_in_progress';
}

export interface AttemptKeys {
  /** The key for this request: the previous one when it is the same request retried, otherwise a new one. */
  keyFor(body: unknown): string;
  /** Call with the outcome (undefined on success): a settled answer ends the attempt. */
  settle(error?: unknown): void;
}

/** One Idempotency-Key per attempt (a booking, a payment, a request, a report), reused while the same request is retried. */
export function createAttemptKeys(): AttemptKeys {
  let current: { fingerprint: string; key: string } | null = null;
  return {
    keyFor(body) {
      const fingerprint = JSON.stringify(body);
      if (current?.fingerprint !== fingerprint) current = { fingerprint, key: newIdempotencyKey() };
      return current.key;
    },
    settle(error) {
      if (error === undefined || isSettledAnswer(error)) current = null;
    },
  };
}
