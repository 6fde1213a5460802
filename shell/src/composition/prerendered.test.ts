import { describe, expect, it } from 'vitest';
import { dropPrerendered } from './prerendered';

function container(html: string): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = html;
  return element;
}

describe('dropPrerendered', () => {
  it('keeps the prerendered screen while the page is still at its path (a trailing slash too)', () => {
    const area = container('<div data-remote="mfe-shop" data-prerendered="/merchandise"><h1>Shop</h1></div>');
    dropPrerendered(area, '/merchandise/');
    expect(area.querySelector('h1')).not.toBeNull();
  });

  it('removes it at another path, or when no path is given (the fallback shows)', () => {
    const moved = container('<div data-prerendered="/merchandise"><h1>Shop</h1></div>');
    dropPrerendered(moved, '/about');
    expect(moved.innerHTML).toBe('');
    const failed = container('<div data-prerendered="/merchandise"><h1>Shop</h1></div><p>fallback</p>');
    dropPrerendered(failed);
    expect(failed.innerHTML).toBe('<p>fallback</p>');
  });

  it("never touches a mounted remote's content", () => {
    const mounted = container('<div data-remote="mfe-shop"><h1>Shop</h1></div>');
    dropPrerendered(mounted, '/about');
    expect(mounted.querySelector('h1')).not.toBeNull();
  });
});
