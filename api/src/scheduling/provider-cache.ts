/**
 * The server-side caches of spec section 9 (available dates per vet 10 min, time slots per vet and date
 * 5 min), in process memory. Every entry belongs to one vet; `invalidate(providerId)` drops that vet's entries
 * at once (a booking, a cancellation, a practice change, here or, through change events, in another API
 * process). A value computed while an invalidation happened is not stored, so a slow read never puts
 * stale data back.
 */
export const AVAILABLE_DATES_TTL_MS = 10 * 60 * 1000;
export const DAY_SLOTS_TTL_MS = 5 * 60 * 1000;
const MAX_ENTRIES = 20_000;

interface Entry {
  value: unknown;
  storedAt: number;
  expiresAt: number;
  token: string;
}

export function createProviderCache(now: () => number = Date.now) {
  const entries = new Map<string, Entry>();
  const keysByProvider = new Map<string, Set<string>>();
  const generations = new Map<string, number>();
  let epoch = 0;

  const tokenOf = (providerId: string) => `${epoch}:${generations.get(providerId) ?? 0}`;

  function store(providerId: string, key: string, entry: Entry): void {
    if (entries.size >= MAX_ENTRIES) {
      entries.clear();
      keysByProvider.clear();
    }
    entries.set(key, entry);
    const keys = keysByProvider.get(providerId) ?? new Set<string>();
    keys.add(key);
    keysByProvider.set(providerId, keys);
  }

  return {
    /** The cached value of `key` for `providerId`, or the loaded one (stored unless the vet changed meanwhile). */
    async remember<T>(providerId: string, key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
      const fullKey = `${providerId}|${key}`;
      const token = tokenOf(providerId);
      const hit = entries.get(fullKey);
      if (hit && hit.token === token && hit.expiresAt > now()) return hit.value as T;
      const value = await load();
      const storedAt = now();
      if (tokenOf(providerId) === token)
        store(providerId, fullKey, { value, storedAt, expiresAt: storedAt + ttlMs, token });
      return value;
    },

    /** The cached value of `key` for `providerId` if it is current and at most `maxAgeMs` old; nothing is loaded. */
    peek<T>(providerId: string, key: string, maxAgeMs: number): T | undefined {
      const hit = entries.get(`${providerId}|${key}`);
      const at = now();
      const fresh = hit && hit.token === tokenOf(providerId) && hit.expiresAt > at && at - hit.storedAt < maxAgeMs;
      return fresh ? (hit.value as T) : undefined;
    },

    invalidate(providerId: string): void {
      generations.set(providerId, (generations.get(providerId) ?? 0) + 1);
      for (const key of keysByProvider.get(providerId) ?? []) entries.delete(key);
      keysByProvider.delete(providerId);
    },

    /** For change events that do not say which vet (MongoDB deletes carry no document). */
    invalidateAll(): void {
      epoch++;
      entries.clear();
      keysByProvider.clear();
    },

    get size(): number {
      return entries.size;
    },
  };
}

export type ProviderCache = ReturnType<typeof createProviderCache>;
