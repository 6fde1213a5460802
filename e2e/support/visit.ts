import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Goes to a page of the composed site and waits for `ready`. A remote slower than 2 s shows its area's
 * fallback (by design); on a shared two-core machine a cold start can take that long, so Retry is pressed.
 */
export async function visit(page: Page, path: string, ready: Locator): Promise<void> {
  await page.goto(path);
  await settle(page, ready);
}

/**
 * Waits for `ready`, pressing an area fallback's Retry (up to three times: a page such as the dashboard
 * composes several remotes, so there may be more than one fallback).
 */
export async function settle(page: Page, ready: Locator): Promise<void> {
  const fallbacks = page.getByRole('main').getByRole('button', { name: 'Retry', exact: true });
  await expect(ready.or(fallbacks.first()).first()).toBeVisible({ timeout: 20_000 });
  for (let tries = 0; tries < 3 && !(await ready.isVisible()) && (await fallbacks.count()) > 0; tries++) {
    await fallbacks.first().click();
    await expect(ready.or(fallbacks.first()).first()).toBeVisible({ timeout: 15_000 });
  }
  await expect(ready).toBeVisible({ timeout: 15_000 });
}
