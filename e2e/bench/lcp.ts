import type { Browser } from 'playwright-core';
import { contentVisible } from './cls';

/**
 * Largest Contentful Paint of a cold load with the CPU throttled, median over `runs`. Read once the page shows its
 * own content: the remote has replaced its prerendered stand-in (decision 090) and its area has no loading status
 * left. Reading at network idle alone reported the stand-in's text on routes whose remote mounts later (decision 109).
 */
export async function measureLcp(browser: Browser, url: string, { cpuSlowdown = 4, runs = 5 } = {}): Promise<number[]> {
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    // Throttled 4x on a shared machine: a slow page is a figure to report, not a failure.
    page.setDefaultTimeout(120_000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => !document.querySelector('[data-prerendered]'));
    await contentVisible(page);
    const lcp = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve(entries[entries.length - 1]?.startTime ?? Number.NaN);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    samples.push(lcp);
    await context.close();
  }
  return samples.sort((a, b) => a - b);
}
