import { matchesPrefix, remoteAreas } from './route-table';

/**
 * The remote whose entry and first screen the page's own `Link: rel=preload` header fetched (the remote owning
 * the address the page was loaded at: shell/platform/remote-preload.ts), until its first screen has loaded.
 * Chromium hands a script the failed preload of the same address instead of fetching it again, so when that
 * remote was down as the page loaded, a fresh load of it in the same page fails without asking the network:
 * its Retry reloads the page instead, which preloads it anew (decision 081).
 */
let awaitingFirstScreen: string | undefined =
  typeof window === 'undefined'
    ? undefined // the build's prerender
    : remoteAreas.find((area) => area.prefixes.some((prefix) => matchesPrefix(window.location.pathname, prefix)))?.name;

/** The remote's first screen (its `lifecycles` expose, what the page preloaded) has loaded: its preloads are spent. */
export function noteLoaded(remote: string, expose: string): void {
  if (expose === 'lifecycles' && remote === awaitingFirstScreen) awaitingFirstScreen = undefined;
}

/** True when a retry of `remote` in this page would be handed the page's failed preloads. */
export function retryNeedsReload(remote: string): boolean {
  return remote === awaitingFirstScreen;
}
