import { addErrorHandler, registerApplication, unregisterApplication, type LifeCycles } from 'single-spa';
import type { PlatformProps } from '@petpal/design-system/core';
import { containerFor } from './containers';
import { hideFallback, showFallback } from './area-fallback';
import { loadExpose } from './load-expose';
import { platformProps, withPlatform } from './platform';
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
    app: () => withPlatform(() => loadExpose<LifeCycles<AreaProps>>(area.name, 'lifecycles')),
    activeWhen: (location) => isActive(area, location),
    customProps: () => ({ ...platformProps(), domElement }),
  });
}

/** Registers each remote's route group; a remote that fails to load or mount shows its area's fallback. */
export function registerRemoteApplications() {
  for (const area of remoteAreas) register(area);
  addErrorHandler((error) => {
    const area = remoteAreas.find((candidate) => candidate.name === error.appOrParcelName);
    console.error(`[shell] ${error.appOrParcelName} failed`, error);
    if (!area) return;
    const container = containerFor(area.name);
    showFallback(container, area.area, async () => {
      hideFallback(container);
      await unregisterApplication(area.name);
      resetRemote(area.name);
      register(area);
    });
  });
  window.addEventListener('single-spa:routing-event', () => {
    for (const area of remoteAreas) {
      if (!isActive(area, window.location)) hideFallback(containerFor(area.name));
    }
  });
}
