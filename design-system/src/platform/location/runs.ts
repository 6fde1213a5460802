import type { PlatformStore } from '../contract';

/** A later resolution or a manual update makes an earlier, still running one drop its result. */
const runs = new WeakMap<PlatformStore, number>();

/** Starts a new run for the store; the returned check tells whether it is still the latest. */
export function nextRun(store: PlatformStore): () => boolean {
  const run = (runs.get(store) ?? 0) + 1;
  runs.set(store, run);
  return () => runs.get(store) === run;
}
