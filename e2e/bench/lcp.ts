import type { Browser } from 'playwright-core';

/** Largest Contentful Paint of a cold load with the CPU throttled, median over `runs`. */
export async function measureLcp(browser: Browser, url: string, { cpuSlowdown = 4, runs = 5 } = {}): Promise<number[]> {
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(url, { waitUntil: 'networkidle' });
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
