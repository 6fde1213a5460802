import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { ObjectId } from 'mongodb';
import type { DataPort } from '../data/port';
import { isDuplicateKeyError } from '../data/port';
import { AppError, Conflict, Invalid } from '../errors';
import { parseJsonText } from './json-text';

export const IDEMPOTENCY_KEYS_COLLECTION = 'idempotency_keys';
/** How long a key remembers its first answer. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * A first request still marked in flight after this long is taken to have died with its process, and
 * a retry may run in its place (a live one answers long before: clients give up after 15 s).
 */
export const IDEMPOTENCY_LEASE_MS = 60 * 1000;

export const IN_PROGRESS_MESSAGE = 'A request with this Idempotency-Key is still in progress.';
export const KEY_REUSED_MESSAGE = 'This Idempotency-Key was already used with a different request.';
const BAD_KEY_MESSAGE = 'Idempotency-Key must be 1 to 255 visible characters.';
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

interface IdempotencyDoc {
  _id: ObjectId;
  scope: string;
  key: string;
  /** SHA-256 of method, path and body (less any `omitFields`). */
  fingerprint: string;
  state: 'in_progress' | 'done';
  status?: number;
  body?: string;
  contentType?: string;
  /** While in progress: when a retry may take over. */
  lockedUntil: Date;
  createdAt: Date;
  /** TTL index. */
  expiresAt: Date;
}

/** Unique per (scope, key); a TTL forgets keys after a day. */
export async function ensureIdempotencyIndexes(db: DataPort): Promise<void> {
  const col = db.collection<IdempotencyDoc>(IDEMPOTENCY_KEYS_COLLECTION);
  await col.createIndex({ scope: 1, key: 1 }, { unique: true, name: 'scope_key_unique' });
  await col.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0, name: 'expiry' });
}

export interface IdempotencyOptions {
  /** Namespaces keys, e.g. 'auth.signup'; a function can add the signed-in user. */
  scope: string | ((c: Context) => string);
  /**
   * Top-level body fields left out of the fingerprint because they are secrets (passwords): not even a
   * fast hash of them is stored. A retry differing only in those replays the first answer.
   */
  omitFields?: readonly string[];
  now?: () => Date;
}

/** Object keys sorted at every level, so `{a,b}` and `{b,a}` fingerprint alike (depth bounded by parseJsonText). */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([key, item]) => [key, canonical(item)]));
  }
  return value;
}

async function fingerprintOf(c: Context, omitFields: readonly string[]): Promise<string> {
  let body: unknown = null;
  if (c.req.raw.body !== null && /json/i.test(c.req.header('content-type') ?? '')) {
    // Checked here too, so no route's order of middleware can hand canonical() a body deep enough to overflow.
    body = parseJsonText(await c.req.text());
    if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
      body = Object.fromEntries(Object.entries(body).filter(([key]) => !omitFields.includes(key)));
    }
  }
  return createHash('sha256')
    .update(JSON.stringify([c.req.method, c.req.path, canonical(body)]))
    .digest('hex');
}

/**
 * For writes that must be safe to retry: refuses a request without an Idempotency-Key (400, `message` on the
 * header's field) before `idempotency()` runs, which lets a keyless request through.
 */
export function requireIdempotencyKey(message: string): MiddlewareHandler {
  return async (c, next) => {
    if (!c.req.header('idempotency-key')) {
      throw new Invalid(message, { 'Idempotency-Key': message }, 'idempotency_key_required');
    }
    await next();
  };
}

/**
 * Idempotent POSTs: with an `Idempotency-Key` header, the first answer (status and JSON body) is kept a
 * day and replayed to every retry with the same key, so a retried sign-up or booking never runs twice.
 * The same key with another body is 422; a retry while the first is still running is 409. Answers
 * 429 and 5xx are not kept, so a retry runs again. Headers (cookies) are not replayed: use it on
 * routes whose answer is the body. Without the header the route runs as usual.
 */
export function idempotency(db: DataPort, options: IdempotencyOptions): MiddlewareHandler {
  const col = db.collection<IdempotencyDoc>(IDEMPOTENCY_KEYS_COLLECTION);
  const now = options.now ?? (() => new Date());
  const omitFields = options.omitFields ?? [];

  /** Inserts a fresh in-progress record, or takes over an expired or abandoned one; else the existing record. */
  async function claim(scope: string, key: string, fingerprint: string): Promise<IdempotencyDoc | null> {
    const time = now();
    const fresh = {
      fingerprint,
      state: 'in_progress' as const,
      lockedUntil: new Date(time.getTime() + IDEMPOTENCY_LEASE_MS),
      createdAt: time,
      expiresAt: new Date(time.getTime() + IDEMPOTENCY_TTL_MS),
    };
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        await col.insertOne({ _id: new ObjectId(), scope, key, ...fresh });
        return null;
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
      }
      const existing = await col.findOne({ scope, key });
      if (!existing) continue;
      const expired = existing.expiresAt <= time;
      const abandoned =
        existing.state === 'in_progress' && existing.lockedUntil <= time && existing.fingerprint === fingerprint;
      if (!expired && !abandoned) return existing;
      // Only one retry wins the take-over: the filter still has to match what we read.
      const taken = await col.findOneAndUpdate(
        { _id: existing._id, state: existing.state, lockedUntil: existing.lockedUntil },
        { $set: fresh, $unset: { status: '', body: '', contentType: '' } },
      );
      if (taken) return null;
    }
    throw new Conflict(IN_PROGRESS_MESSAGE, 'idempotency_in_progress');
  }

  return async (c, next) => {
    const key = c.req.header('idempotency-key');
    if (key === undefined) return next();
    if (!KEY_PATTERN.test(key)) throw new Invalid(BAD_KEY_MESSAGE, { 'Idempotency-Key': BAD_KEY_MESSAGE });
    const scope = typeof options.scope === 'function' ? options.scope(c) : options.scope;
    const fingerprint = await fingerprintOf(c, omitFields);

    const existing = await claim(scope, key, fingerprint);
    if (existing) {
      if (existing.fingerprint !== fingerprint) throw new AppError(422, 'idempotency_key_reused', KEY_REUSED_MESSAGE);
      if (existing.state === 'in_progress') throw new Conflict(IN_PROGRESS_MESSAGE, 'idempotency_in_progress');
      return new Response(existing.body ?? null, {
        status: existing.status ?? 200,
        headers: { 'Content-Type': existing.contentType ?? 'application/json', 'Idempotent-Replayed': 'true' },
      });
    }

    try {
      await next();
    } catch (error) {
      await col.deleteOne({ scope, key, state: 'in_progress' });
      throw error;
    }
    const status = c.res.status;
    if (status >= 500 || status === 429) {
      await col.deleteOne({ scope, key, state: 'in_progress' });
      return;
    }
    await col.updateOne(
      { scope, key },
      {
        $set: {
          state: 'done',
          status,
          body: await c.res.clone().text(),
          contentType: c.res.headers.get('content-type') ?? 'application/json',
        },
      },
    );
  };
}
