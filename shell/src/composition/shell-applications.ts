import { registerApplication } from 'single-spa';
import { containerFor } from './containers';
import { platformProps, store, withPlatform } from './platform';
import { isLandingPage, isShellPage } from './route-table';

function element(id: string): HTMLElement {
  const found = document.getElementById(id);
  if (!found) throw new Error(`index.html needs #${id}`);
  return found;
}

/**
 * The shell's own applications: the chrome (always active), the landing page and the other pages. The chrome and the
 * landing page need only the store; the other pages load the query client (and the router) when first visited.
 */
export function registerShellApplications() {
  registerApplication({
    name: 'shell-navbar',
    app: () => import('../chrome/navbar-lifecycles'),
    activeWhen: () => true,
    customProps: { store, domElement: element('navbar') },
  });
  registerApplication({
    name: 'shell-landing',
    app: () => import('../pages/landing/landing-lifecycles'),
    activeWhen: (location) => isLandingPage(location.pathname),
    customProps: { store, domElement: containerFor('shell-landing') },
  });
  const pages = containerFor('shell-pages');
  registerApplication({
    name: 'shell-pages',
    app: () => withPlatform(() => import('../pages/pages-lifecycles')),
    activeWhen: (location) => isShellPage(location.pathname) && !isLandingPage(location.pathname),
    customProps: () => ({ ...platformProps(), domElement: pages }),
  });
  registerApplication({
    name: 'shell-footer',
    app: () => import('../chrome/footer-lifecycles'),
    activeWhen: () => true,
    customProps: { store, domElement: element('footer') },
  });
}
