/**
 * Plain same-origin links (in parcels and pages without a router) navigate inside the page:
 * history.pushState is what single-spa and every application's router listen to.
 */
export function interceptLinkClicks() {
  document.addEventListener('click', (event) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    const anchor = (event.target as Element | null)?.closest?.('a');
    if (!anchor || anchor.target || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin || url.pathname.startsWith('/api/')) return;
    const samePage = url.pathname === window.location.pathname && url.search === window.location.search;
    if (samePage && url.hash) return;
    event.preventDefault();
    window.history.pushState(null, '', `${url.pathname}${url.search}${url.hash}`);
  });
}
