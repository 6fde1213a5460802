import { start } from 'single-spa';
import { loadSession, startLocationResolution } from '@petpal/design-system/core';
import { interceptLinkClicks } from './composition/link-navigation';
import { loadPlatform, store } from './composition/platform';
import { whenRegistered } from './composition/registry';
import { registerRemoteApplications } from './composition/remote-applications';
import { isLandingPage } from './composition/route-table';
import { scrollToTopOnNavigation } from './composition/scroll-to-top';
import { registerShellApplications } from './composition/shell-applications';
import { redirectUnknownPaths } from './composition/unknown-paths';

async function main() {
  redirectUnknownPaths();
  interceptLinkClicks();
  scrollToTopOnNavigation();
  registerShellApplications();
  start({ urlRerouteOnly: true });
  const session = loadSession(store);
  // Waits for the session: only signed-in users see the location, so guests never trigger a lookup.
  startLocationResolution(store);
  // Every page but the landing page needs the whole platform: fetch it while the registry loads (a failure is retried
  // by the application that needs it).
  if (!isLandingPage(window.location.pathname)) loadPlatform().catch(() => undefined);
  try {
    await whenRegistered();
  } catch (error) {
    console.error('[shell] remote registry unavailable', error);
  }
  registerRemoteApplications(session);
}

void main();
