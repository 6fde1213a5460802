import { useCallback, useSyncExternalStore } from 'react';

/** single-spa's event after every change of address (pushState, replaceState, Back). */
const ROUTING_EVENT = 'single-spa:routing-event';
/** Ours, after this hook changes the address (where single-spa is not there to tell, as in tests). */
const CHANGED_EVENT = 'petpal:care-param-changed';

function subscribe(onChange: () => void) {
  const events = [ROUTING_EVENT, 'popstate', CHANGED_EVENT];
  for (const event of events) window.addEventListener(event, onChange);
  return () => {
    for (const event of events) window.removeEventListener(event, onChange);
  };
}

function goTo(url: URL, how: 'push' | 'replace') {
  const address = `${url.pathname}${url.search}${url.hash}`;
  if (how === 'push') window.history.pushState(window.history.state, '', address);
  else window.history.replaceState(window.history.state, '', address);
  window.dispatchEvent(new Event(CHANGED_EVENT));
}

/**
 * A query parameter of the page's address, for a parcel that has no router of its own (the care bookings
 * card on /appointments): its value, kept current as the address changes; setting it adds a history entry
 * (Back closes what it opened), clearing it replaces the entry (a reload does not open it again).
 */
export function useLocationParam(name: string) {
  const value = useSyncExternalStore(subscribe, () => new URLSearchParams(window.location.search).get(name));
  const set = useCallback(
    (next: string) => {
      const url = new URL(window.location.href);
      url.searchParams.set(name, next);
      goTo(url, 'push');
    },
    [name],
  );
  const clear = useCallback(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has(name)) return;
    url.searchParams.delete(name);
    goTo(url, 'replace');
  }, [name]);
  return { value, set, clear } as const;
}
