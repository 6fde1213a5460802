/**
 * The server-side caches of spec section 9 (available dates per vet 10 min, time slots per vet and date
 * 5 min), in process memory. Every entry belongs to one vet; `invalidate(vetId)` drops that vet's entries
 * at once (a booking, a cancellation, a practice change, here or, through change events, in another API
 * process). A value computed while an invalidation happened is not stored, so a slow read never puts
 * stale data back.
 */
export const AVAILABLE_DATES_TTL_MS = 10 * 60 * 1000;
export const DAY_SLOTS_TTL_MS = 5 * 60 * 1000;
const MAX_ENTRIES = 20_000;

interface Entry {
  value: unknown;
  expiresAt: number;
  token: string;
}

export function createVetCache(now: () => number = Date.now) {
  const entries = new Map<string, Entry>();
  const keysByVet = new Map<string, Set<string>>();
  const generations = new Map<string, number>();
  let epoch = 0;

  const tokenOf = (vetId: string) => `${epoch}:${generations.get(vetId) ?? 0}`;

  function store(vetId: string, key: string, entry: Entry): void {
    if (entries.size >= MAX_ENTRIES) {
      entries.clear();
      keysByVet.clear();
    }
    entries.set(key, entry);
    const keys = keysByVet.get(vetId) ?? new Set<string>();
    keys.add(key);
    keysByVet.set(vetId, keys);
  }

  return {
    /** The cached value of `key` for `vetId`, or the loaded one (stored unless the vet changed meanwhile). */
    async remember<T>(vetId: string, key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
      const fullKey = `${vetId}|${key}`;
      const token = tokenOf(vetId);
      const hit = entries.get(fullKey);
      if (hit && hit.token === token && hit.expiresAt > now()) return hit.value as T;
      const value = await load();
      if (tokenOf(vetId) === token) store(vetId, fullKey, { value, expiresAt: now() + ttlMs, token });
      return value;
    },

    invalidate(vetId: string): void {
      generations.set(vetId, (generations.get(vetId) ?? 0) + 1);
      for (const key of keysByVet.get(vetId) ?? []) entries.delete(key);
      keysByVet.delete(vetId);
    },

    /** For change events that do not say which vet (MongoDB deletes carry no document). */
    invalidateAll(): void {
      epoch++;
      entries.clear();
      keysByVet.clear();
    },

    get size(): number {
      return entries.size;
    },
  };
}

export type VetCache = ReturnType<typeof createVetCache>;
