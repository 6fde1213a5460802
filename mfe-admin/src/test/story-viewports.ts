import { expect } from 'storybook/test';

/** The two widths every dashboard screen must work at; the vitest runner sizes the browser to `globals.viewport`. */
export const adminViewports = {
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
