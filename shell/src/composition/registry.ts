import { registerRemotes } from '@module-federation/enhanced/runtime';
import { retryNeedsReload } from './preloaded-remote';

/** Remote name -> URL of its mf-manifest.json, served by the shell at run time. */
export type RemoteRegistry = Record<string, string>;

/** Checked by hand, not with zod, which the first page load does without (registry.test.ts holds the schema). */
export function isRemoteRegistry(value: unknown): value is RemoteRegistry {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((entry) => typeof entry === 'string' && URL.canParse(entry.trim()));
}

let registry: RemoteRegistry = {};

export async function loadRegistry(): Promise<RemoteRegistry> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  const body: unknown = await response.json();
  if (!isRemoteRegistry(body)) throw new Error('/remotes.json is not a map of remote names to manifest URLs');
  registry = body;
  registerRemotes(Object.entries(registry).map(([name, entry]) => ({ name, entry })));
  return registry;
}

let registered: Promise<void> | null = null;

/**
 * Resolves once /remotes.json has been read and its remotes registered with the federation runtime: a parcel
 * (the navbar's bell, a dashboard card) may ask for a remote before the shell's own start has read it. A read
 * that failed is tried again by the next caller (an area's or a parcel's Retry).
 */
export function whenRegistered(): Promise<void> {
  registered ??= loadRegistry().then(
    () => undefined,
    (error: unknown) => {
      registered = null;
      throw error;
    },
  );
  return registered;
}

/**
 * Forgets what the federation runtime cached for a remote, so the next load fetches it afresh; for the remote the
 * page preloaded and never loaded, reloads the page (preloaded-remote.ts).
 */
export function resetRemote(name: string): void {
  if (retryNeedsReload(name)) {
    window.location.reload();
    return;
  }
  const entry = registry[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}
