import { describe, expect, it, vi } from 'vitest';
import { scrollToTopOnNavigation } from './scroll-to-top';

function routed(target: EventTarget, oldUrl: string, newUrl: string, trigger?: string) {
  const originalEvent = Object.assign(new Event('popstate'), trigger ? { singleSpaTrigger: trigger } : {});
  target.dispatchEvent(new CustomEvent('single-spa:routing-event', { detail: { originalEvent, oldUrl, newUrl } }));
}

function page() {
  const target = Object.assign(new EventTarget(), { scrollTo: vi.fn() });
  scrollToTopOnNavigation(target as unknown as Window);
  return target;
}

describe('scrollToTopOnNavigation', () => {
  it('opens a new path pushed by a link or a router at its top', () => {
    const target = page();
    routed(target, 'http://localhost/care/sitters?city=Pune', 'http://localhost/sitter-profile/7', 'pushState');
    expect(target.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('leaves Back and Forward to the browser, and keeps the place when only the query changes', () => {
    const target = page();
    routed(target, 'http://localhost/sitter-profile/7', 'http://localhost/care/sitters?city=Pune');
    routed(target, 'http://localhost/merchandise?q=food', 'http://localhost/merchandise?q=toys', 'pushState');
    routed(target, 'http://localhost/merchandise', 'http://localhost/cart', 'replaceState');
    expect(target.scrollTo).not.toHaveBeenCalled();
  });
});
