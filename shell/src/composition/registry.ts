import * as z from 'zod/mini';
import { registerRemotes } from '@module-federation/enhanced/runtime';

/** Remote name -> URL of its mf-manifest.json, served by the shell at run time. */
const RemoteRegistry = z.record(z.string(), z.url());
export type RemoteRegistry = z.infer<typeof RemoteRegistry>;

let registry: RemoteRegistry = {};

export async function loadRegistry(): Promise<RemoteRegistry> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  registry = RemoteRegistry.parse(await response.json());
  registerRemotes(Object.entries(registry).map(([name, entry]) => ({ name, entry })));
  return registry;
}

/** Forgets what the federation runtime cached for a remote, so the next load fetches it afresh. */
export function resetRemote(name: string): void {
  const entry = registry[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}
