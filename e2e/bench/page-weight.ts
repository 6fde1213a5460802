import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

export interface PageWeight {
  path: string;
  scripts: number;
  gzipBytes: number;
  origins: string[];
}

/** Gzip size of every script a page loads until the network is idle (what a first visit downloads). */
export async function measurePageWeight(browser: Browser, url: string): Promise<PageWeight> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies: Promise<{ origin: string; bytes: number }>[] = [];
  let closing = false;
  page.on('response', (response) => {
    if (closing || response.request().resourceType() !== 'script') return;
    bodies.push(
      response
        .body()
        .then((body) => ({ origin: new URL(response.url()).origin, bytes: gzipSync(body, { level: 9 }).length })),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // A script can still arrive while the bodies are read (a lazy screen's chunk): read until none is new, then
  // stop listening before the page closes, so no body is asked of a closed page.
  let loaded: Awaited<(typeof bodies)[number]>[] = [];
  while (loaded.length < bodies.length) loaded = await Promise.all([...bodies]);
  closing = true;
  await context.close();
  return {
    path: new URL(url).pathname,
    scripts: loaded.length,
    gzipBytes: loaded.reduce((sum, item) => sum + item.bytes, 0),
    origins: [...new Set(loaded.map((item) => item.origin))],
  };
}
