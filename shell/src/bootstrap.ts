import { start } from 'single-spa';
import { createPlatform, loadSession, startLocationResolution } from '@petpal/design-system';
import { interceptLinkClicks } from './composition/link-navigation';
import { loadRegistry } from './composition/registry';
import { registerRemoteApplications } from './composition/remote-applications';
import { registerShellApplications } from './composition/shell-applications';
import { redirectUnknownPaths } from './composition/unknown-paths';

async function main() {
  const platform = createPlatform();
  redirectUnknownPaths();
  interceptLinkClicks();
  registerShellApplications(platform);
  start({ urlRerouteOnly: true });
  void loadSession(platform.store);
  // Waits for the session: only signed-in users see the location, so guests never trigger a lookup.
  startLocationResolution(platform.store);
  try {
    await loadRegistry();
  } catch (error) {
    console.error('[shell] remote registry unavailable', error);
  }
  registerRemoteApplications(platform);
}

void main();
