import type { Browser, BrowserContextOptions, Page } from 'playwright-core';

/** Issue 18's budget: cumulative layout shift per route, an absolute figure (it hardly depends on machine speed). */
export const CLS_LIMIT = 0.05;

/** The two widths issue 18 measures at, as the e2e projects emulate them. */
export const clsViewports = {
  desktop: { viewport: { width: 1280, height: 800 } },
  mobile: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
} as const satisfies Record<string, BrowserContextOptions>;
export type ClsViewport = keyof typeof clsViewports;

/** One element a shift moved, for finding what to fix. */
export interface ShiftSource {
  value: number;
  node: string;
}

export interface ClsResult {
  /** Chrome's CLS: the largest session window's sum of shifts without recent input. */
  cls: number;
  /** The page's widest scroll (document.scrollingElement.scrollWidth) and the viewport's width. */
  scrollWidth: number;
  innerWidth: number;
  /** The biggest shifts' elements, largest first. */
  sources: ShiftSource[];
}

declare global {
  interface Window {
    __layoutShifts?: { value: number; startTime: number; nodes: string[] }[];
  }
}

/**
 * Collects every layout shift from the page's first byte, as Chrome's CLS counts them: only shifts without recent
 * input. Plain JavaScript in a string: tsx would wrap named functions in a helper the page does not have.
 */
const collectLayoutShifts = `
  window.__layoutShifts = [];
  const describe = function (node) {
    if (!node || !(node instanceof Element)) return node ? node.nodeName : '?';
    const parts = [];
    for (let element = node; element && parts.length < 4; element = element.parentElement) {
      const area = element.getAttribute('data-remote') || element.getAttribute('data-area');
      parts.unshift(element.tagName.toLowerCase() + (element.id ? '#' + element.id : '') + (area ? '[' + area + ']' : ''));
    }
    return parts.join('>');
  };
  new PerformanceObserver(function (list) {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__layoutShifts.push({
        value: entry.value,
        startTime: entry.startTime,
        nodes: (entry.sources || []).map(function (source) { return describe(source.node); }),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

/** Chrome's CLS over recorded shifts: session windows (gap under 1 s, at most 5 s long), the largest window's sum. */
export function sessionWindowCls(shifts: readonly { value: number; startTime: number }[]): number {
  let largest = 0;
  let current = 0;
  let windowStart = 0;
  let previous = Number.NEGATIVE_INFINITY;
  for (const { value, startTime } of [...shifts].sort((a, b) => a.startTime - b.startTime)) {
    if (startTime - previous >= 1000 || startTime - windowStart >= 5000) {
      current = 0;
      windowStart = startTime;
    }
    current += value;
    previous = startTime;
    largest = Math.max(largest, current);
  }
  return largest;
}

/** Starts recording the page's layout shifts from its next navigation's first byte. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript({ content: collectLayoutShifts });
}

/**
 * The page's CLS so far, its width and what shifted most, read two frames from now so that the last shifts are
 * reported. Call it once the content is visible and the network idle.
 */
export async function readLayoutShifts(page: Page): Promise<ClsResult> {
  const { shifts, scrollWidth, innerWidth } = await page.evaluate(
    () =>
      new Promise<{ shifts: NonNullable<Window['__layoutShifts']>; scrollWidth: number; innerWidth: number }>(
        (resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              resolve({
                shifts: window.__layoutShifts ?? [],
                scrollWidth: (document.scrollingElement ?? document.documentElement).scrollWidth,
                innerWidth: window.innerWidth,
              }),
            ),
          ),
      ),
  );
  const sources = shifts
    .filter((shift) => shift.value >= 0.005)
    .sort((a, b) => b.value - a.value)
    .slice(0, 3)
    .map((shift) => ({ value: shift.value, node: shift.nodes.join(' + ') }));
  return { cls: sessionWindowCls(shifts), scrollWidth, innerWidth, sources };
}

/** The area's content is in: a level-1 heading in the page's main area, with no loading status left in it. */
export async function contentVisible(page: Page): Promise<void> {
  await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible' });
  await page.waitForFunction(
    () =>
      ![...document.querySelectorAll('main [role=status]')].some((status) => /loading/i.test(status.textContent ?? '')),
  );
  await page.waitForLoadState('networkidle');
}

/**
 * Loads `url` in a fresh context at one of the two widths and measures its CLS over the load: until the network is
 * idle and the area's content visible, then two frames more so the last shifts are reported.
 */
export async function measureCls(
  browser: Browser,
  url: string,
  viewport: ClsViewport,
  storageState?: BrowserContextOptions['storageState'],
): Promise<ClsResult> {
  const context = await browser.newContext({ ...clsViewports[viewport], storageState });
  try {
    const page = await context.newPage();
    await recordLayoutShifts(page);
    await page.goto(url, { waitUntil: 'networkidle' });
    await contentVisible(page);
    return await readLayoutShifts(page);
  } finally {
    await context.close();
  }
}
