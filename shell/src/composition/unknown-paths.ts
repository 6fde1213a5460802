import { isClaimed } from './route-table';

/** Paths no application claims go home (spec: unknown paths redirect to /). */
export function redirectUnknownPaths() {
  const check = () => {
    if (!isClaimed(window.location.pathname)) window.history.replaceState(null, '', '/');
  };
  check();
  window.addEventListener('single-spa:before-routing-event', () => queueMicrotask(check));
}
