import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}

/**
 * The page's path, for roots without a router. single-spa answers every pushState and replaceState with a popstate
 * event, so navigations from any application show up here.
 */
export function usePathname(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.pathname,
    () => '/',
  );
}

/** Whether a link to `to` is the current page (react-router's NavLink rule): the path itself or, unless `end`, below it. */
export function isCurrentPath(pathname: string, to: string, end = false): boolean {
  const path = pathname.toLowerCase();
  const target = to.toLowerCase();
  return path === target || (!end && path.startsWith(target) && path.charAt(target.length) === '/');
}
