/** Navigates inside the page: history.pushState (or replaceState) is what single-spa and every router listen to. */
export function navigateInPage(path: string, { replace = false } = {}): void {
  if (replace) window.history.replaceState(null, '', path);
  else window.history.pushState(null, '', path);
}

/** Where a click on this link should go inside the page, or null when the browser should handle it. */
function inPageTarget(event: MouseEvent, anchor: HTMLAnchorElement): string | null {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return null;
  }
  if (anchor.target || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname.startsWith('/api/')) return null;
  const samePage = url.pathname === window.location.pathname && url.search === window.location.search;
  if (samePage && url.hash) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Turns a plain click on a same-origin link into an in-page navigation; a link to the current page replaces it. */
export function followInPage(event: MouseEvent, anchor: HTMLAnchorElement): void {
  const target = inPageTarget(event, anchor);
  if (target === null) return;
  event.preventDefault();
  const current = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  navigateInPage(target, { replace: target === current });
}

/** Plain same-origin links (in parcels and pages without a router) navigate inside the page. */
export function interceptLinkClicks() {
  document.addEventListener('click', (event) => {
    const anchor = (event.target as Element | null)?.closest?.('a');
    if (anchor) followInPage(event, anchor);
  });
}
