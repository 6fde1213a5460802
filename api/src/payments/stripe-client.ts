import { AppError } from '../errors';

/** Request parameters in Stripe's form encoding: nested objects become `card[number]`, lists `types[]`. */
export type StripeParams = { [key: string]: string | number | boolean | readonly string[] | StripeParams | undefined };

/** The `error` object of a Stripe error answer (the fields this adapter reads). */
export interface StripeErrorBody {
  type: string;
  code?: string;
  decline_code?: string;
  /** For `card_error`, safe to show to the customer. */
  message?: string;
  /** The request parameter at fault, on an invalid request. */
  param?: string;
  /** On a failed PaymentIntent confirmation. */
  payment_intent?: { id: string; status: string };
}

/** Stripe answered with an error object (4xx other than 429). */
export class StripeRequestError extends Error {
  override name = 'StripeRequestError';
  constructor(
    readonly status: number,
    readonly error: StripeErrorBody,
  ) {
    super(`Stripe answered ${status} ${error.type}${error.code ? ` (${error.code})` : ''}`);
  }
}

export const PROVIDER_UNAVAILABLE = 'We could not reach our payment provider. Please try again in a moment.';

/** Stripe could not be reached, timed out, was rate-limited or failed on its side: worth retrying later. */
export class PaymentProviderUnavailable extends AppError {
  override name = 'PaymentProviderUnavailable';
  constructor() {
    super(503, 'payment_provider_unavailable', PROVIDER_UNAVAILABLE);
  }
}

export function formEncode(params: StripeParams, prefix = '', into = new URLSearchParams()): URLSearchParams {
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    const name = prefix ? `${prefix}[${key}]` : key;
    if (Array.isArray(value)) for (const item of value as readonly string[]) into.append(`${name}[]`, item);
    else if (typeof value === 'object') formEncode(value as StripeParams, name, into);
    else into.append(name, String(value));
  }
  return into;
}

export interface StripeClientOptions {
  secretKey: string;
  /** https://api.stripe.com in production; tests point it at a local imitation. */
  apiUrl: string;
  fetch?: typeof fetch;
  /** Per attempt. */
  timeoutMs?: number;
  /** Attempts after the first, for answers that never came (same Idempotency-Key, so nothing happens twice). */
  retries?: number;
  retryDelayMs?: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A minimal client for Stripe's REST API: GETs, and form-encoded POSTs with the secret key as bearer token and an
 * Idempotency-Key on every request. A lost answer (network error, timeout) or a 429 is retried with the
 * same key; Stripe replays a request it already ran instead of running it again.
 */
export function createStripeClient({
  secretKey,
  apiUrl,
  fetch: fetchImpl = fetch,
  timeoutMs = 20_000,
  retries = 2,
  retryDelayMs = 500,
}: StripeClientOptions) {
  async function attempt(
    path: string,
    post: { body: string; idempotencyKey: string } | null,
  ): Promise<Response | null> {
    try {
      const res = await fetchImpl(`${apiUrl}${path}`, {
        method: post ? 'POST' : 'GET',
        headers: {
          Authorization: `Bearer ${secretKey}`,
          ...(post
            ? { 'Content-Type': 'application/x-www-form-urlencoded', 'Idempotency-Key': post.idempotencyKey }
            : {}),
        },
        ...(post ? { body: post.body } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
      return res.status === 429 ? null : res;
    } catch {
      return null;
    }
  }

  async function send<T>(path: string, post: { body: string; idempotencyKey: string } | null): Promise<T> {
    let res: Response | null = null;
    for (let tries = 0; tries <= retries && !res; tries++) {
      if (tries > 0) await sleep(retryDelayMs * 2 ** (tries - 1));
      res = await attempt(path, post);
    }
    if (!res || res.status >= 500) throw new PaymentProviderUnavailable();
    const json = (await res.json().catch(() => null)) as { error?: StripeErrorBody } | null;
    if (!res.ok) throw new StripeRequestError(res.status, json?.error ?? { type: 'api_error' });
    return json as T;
  }

  return {
    post: <T>(path: string, params: StripeParams, idempotencyKey: string) =>
      send<T>(path, { body: formEncode(params).toString(), idempotencyKey }),
    /** A retrieval (GET): safe to retry as it is. */
    get: <T>(path: string) => send<T>(path, null),
  };
}

export type StripeClient = ReturnType<typeof createStripeClient>;
