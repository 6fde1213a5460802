import { expect } from 'storybook/test';

/**
 * The two widths every screen must work at (375 px phones, 1280 px desktops). Storybook's vitest runner
 * sizes the browser to a story's `globals.viewport`; in Storybook itself they are the viewport menu's.
 */
export const storyViewports = {
  options: {
    phone: { name: 'Phone (375 px)', styles: { width: '375px', height: '740px' }, type: 'mobile' },
    desktop: { name: 'Desktop (1280 px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
  },
} as const;

export const onPhone = { viewport: { value: 'phone', isRotated: false } };
export const onDesktop = { viewport: { value: 'desktop', isRotated: false } };

/** Nothing pushes the page wider than the window (no sideways scrolling at 375 px). */
export async function expectNoSidewaysScroll(element: Element) {
  const page = element.ownerDocument.documentElement;
  await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
}
