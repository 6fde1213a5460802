import {
  addErrorHandler,
  getAppStatus,
  LOAD_ERROR,
  MOUNTED,
  registerApplication,
  SKIP_BECAUSE_BROKEN,
  unregisterApplication,
  type LifeCycles,
} from 'single-spa';
import { sessionUserAtom, type PlatformProps } from '@petpal/design-system/core';
import { containerFor } from './containers';
import { hideFallback, showFallback } from './area-fallback';
import { takeFirstAnswers } from './first-answers';
import { loadExpose } from './load-expose';
import { platformProps, store, withPlatform } from './platform';
import { dropPrerendered } from './prerendered';
import { resetRemote } from './registry';
import { matchesPrefix, remoteAreas, type RemoteArea } from './route-table';

function isActive(area: RemoteArea, location: Location) {
  return area.prefixes.some((prefix) => matchesPrefix(location.pathname, prefix));
}

type AreaProps = PlatformProps & { domElement: HTMLElement };

function register(area: RemoteArea) {
  const domElement = containerFor(area.name);
  registerApplication<AreaProps>({
    name: area.name,
    app: () =>
      withPlatform(async () => {
        const [lifecycles] = await Promise.all([
          loadExpose<LifeCycles<AreaProps>>(area.name, 'lifecycles', () => {
            // Only slow, not broken: the module is here now, so mount it in place of the fallback.
            if (BROKEN.includes(getAppStatus(area.name) ?? '')) void restart(area, false);
          }),
          sessionSettled,
        ]);
        // A guest's page came with the answers its first screen was drawn from (decision 113).
        await takeFirstAnswers(platformProps().queryClient, store.get(sessionUserAtom) === null);
        return lifecycles;
      }),
    activeWhen: (location) => isActive(area, location),
    customProps: () => ({ ...platformProps(), domElement }),
  });
}

/** single-spa leaves these apps alone (a failed load is retried only 200 ms later, a failed mount never). */
const BROKEN: readonly string[] = [LOAD_ERROR, SKIP_BECAUSE_BROKEN];

/** Areas being registered again, so that Retry and a late arrival at the same moment restart them once. */
const restarting = new Set<string>();

/**
 * Registers an area's application again in place of its fallback: after Retry with `reset` (the federation
 * runtime forgets the remote and fetches its manifest afresh), after a late arrival without (it is cached).
 */
async function restart(area: RemoteArea, reset: boolean) {
  if (restarting.has(area.name)) return;
  restarting.add(area.name);
  try {
    hideFallback(containerFor(area.name));
    await unregisterApplication(area.name);
    if (reset) resetRemote(area.name);
    register(area);
  } finally {
    restarting.delete(area.name);
  }
}

/** The area's fallback, whose Retry registers the remote afresh (a new load of its manifest). */
function showAreaFallback(area: RemoteArea) {
  dropPrerendered(containerFor(area.name));
  showFallback(containerFor(area.name), area.area, () => void restart(area, true));
}

/**
 * Settles once the visitor's session is known (a guest's too). A remote mounts only then, so that its first render,
 * which replaces the prerendered screen in one frame, already shows what the session decides (a guest's prompt, a
 * member's buttons): a session arriving after the mount would insert them and push the page down.
 */
let sessionSettled: Promise<unknown> = Promise.resolve();

/**
 * Registers each remote's route group; a remote that fails to load or mount shows its area's fallback. Each mounts
 * once `session` settles (the session request started at boot, which never rejects).
 */
export function registerRemoteApplications(session: Promise<unknown>) {
  sessionSettled = session;
  for (const area of remoteAreas) register(area);
  addErrorHandler((error) => {
    const area = remoteAreas.find((candidate) => candidate.name === error.appOrParcelName);
    console.error(`[shell] ${error.appOrParcelName} failed`, error);
    if (area) showAreaFallback(area);
  });
  // After each route change: inactive areas drop their fallback, and so does an area that is mounted after all
  // (a load single-spa tried again on its own); an active area that is still broken (the user came back before
  // single-spa would load it again) shows it once more.
  window.addEventListener('single-spa:routing-event', () => {
    for (const area of remoteAreas) {
      const container = containerFor(area.name);
      const status = getAppStatus(area.name) ?? '';
      dropPrerendered(container, window.location.pathname);
      if (!isActive(area, window.location) || status === MOUNTED) hideFallback(container);
      else if (BROKEN.includes(status)) showAreaFallback(area);
    }
  });
}
