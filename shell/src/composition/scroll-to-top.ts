/** What single-spa adds to the popstate event it fires for `history.pushState` / `replaceState`. */
type RoutingEvent = CustomEvent<{
  originalEvent?: Event & { singleSpaTrigger?: string };
  oldUrl: string;
  newUrl: string;
}>;

/**
 * Every route change opens the new page at its top, in every remote and the shell's own pages (one behaviour
 * for the platform, not one per remote): when a link or a remote's router pushes a new path. Back and Forward
 * leave the browser's own scroll restoration alone, and a change of the query string alone (filters, a
 * search kept in the address) keeps the reader where they are.
 */
export function scrollToTopOnNavigation(target: Pick<Window, 'addEventListener' | 'scrollTo'> = window) {
  target.addEventListener('single-spa:routing-event', (event) => {
    const { originalEvent, oldUrl, newUrl } = (event as RoutingEvent).detail;
    if (originalEvent?.singleSpaTrigger !== 'pushState') return;
    if (new URL(oldUrl).pathname === new URL(newUrl).pathname) return;
    target.scrollTo(0, 0);
  });
}
