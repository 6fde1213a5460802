import { retryMerge } from '../../mfe-shop/src/lib/cart/cart-merge';
import { resetMapTilesForTests } from '../src/MapView/map-tiles';
import { startStoryStore } from '../src/test-utils/story-store';

/** Where the page was when the preview loaded (in the vitest run: the tester's own address). */
const startAddress = window.location.href;
/** The storybook vitest project runs every file in one page (decision 103); Storybook's own page is left alone. */
const inVitest = '__vitest_browser__' in globalThis;

/**
 * Makes the page as a fresh one for the story about to run (the preview's `beforeEach`). Storybook has already
 * unmounted the last story and run its cleanups; what is left is the page's own state:
 * - a new jotai store (`storyStore`: the session user, the location, the toast queue, every other atom);
 * - empty localStorage and sessionStorage (the guest cart, remembered choices);
 * - the modules that cache for the page's life: the map tiles' answer and the shop's cart merge (back to idle,
 *   what Retry does); a new module that caches adds its reset here;
 * - in the vitest run: the address the page started at (a story may push one: ContactButton, the care screens'
 *   address parameters) and nothing in <body> but the story's canvas (a portal or node a story left behind).
 * Query clients need nothing: every story helper makes its own.
 */
export function resetPage(canvasElement: HTMLElement) {
  startStoryStore();
  localStorage.clear();
  sessionStorage.clear();
  resetMapTilesForTests();
  retryMerge();
  if (!inVitest) return;
  if (window.location.href !== startAddress) window.history.replaceState(null, '', startAddress);
  for (const node of [...document.body.children]) {
    if (node !== canvasElement && !node.contains(canvasElement) && node.tagName !== 'SCRIPT') node.remove();
  }
  document.body.removeAttribute('style');
}
