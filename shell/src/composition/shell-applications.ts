import { registerApplication } from 'single-spa';
import type { PlatformProps } from '@petpal/design-system';
import { containerFor } from './containers';
import { isShellPage } from './route-table';

function element(id: string): HTMLElement {
  const found = document.getElementById(id);
  if (!found) throw new Error(`index.html needs #${id}`);
  return found;
}

/** The shell's own applications: the chrome (always active) and its pages. */
export function registerShellApplications(platform: PlatformProps) {
  registerApplication({
    name: 'shell-navbar',
    app: () => import('../chrome/navbar-lifecycles'),
    activeWhen: () => true,
    customProps: { ...platform, domElement: element('navbar') },
  });
  registerApplication({
    name: 'shell-pages',
    app: () => import('../pages/pages-lifecycles'),
    activeWhen: (location) => isShellPage(location.pathname),
    customProps: { ...platform, domElement: containerFor('shell-pages') },
  });
  registerApplication({
    name: 'shell-footer',
    app: () => import('../chrome/footer-lifecycles'),
    activeWhen: () => true,
    customProps: { ...platform, domElement: element('footer') },
  });
}
