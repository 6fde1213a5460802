import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { interceptLinkClicks, navigateInPage } from './link-navigation';

let anchor: HTMLAnchorElement;

/** Clicks the link; answers whether the shell took the click (jsdom cannot follow the ones it leaves). */
function click(init: MouseEventInit = {}): boolean {
  let taken = false;
  const record = (event: Event) => {
    taken = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', record, { once: true });
  anchor.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  return taken;
}

beforeAll(() => interceptLinkClicks());

beforeEach(() => {
  anchor = document.createElement('a');
  anchor.href = '/about';
  document.body.appendChild(anchor);
});

afterEach(() => anchor.remove());

describe('in-page links', () => {
  it('turn a plain click on a same-origin link into a history entry', () => {
    const before = window.history.length;
    expect(click()).toBe(true);
    expect(window.location.pathname).toBe('/about');
    expect(window.history.length).toBe(before + 1);
  });

  it('replace the entry when the link is to the current page', () => {
    navigateInPage('/about');
    const before = window.history.length;
    expect(click()).toBe(true);
    expect(window.history.length).toBe(before);
  });

  it.each([
    ['a modified click', () => click({ ctrlKey: true })],
    ['a middle click', () => click({ button: 1 })],
    ['another origin', () => ((anchor.href = 'https://example.com/about'), click())],
    ['the API', () => ((anchor.href = '/api/health'), click())],
    ['a new tab', () => ((anchor.target = '_blank'), click())],
    ['a download', () => (anchor.setAttribute('download', ''), click())],
  ])('leave %s to the browser', (_name, act) => {
    expect(act()).toBe(false);
    expect(window.location.pathname).toBe('/');
  });
});
