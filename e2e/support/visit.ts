import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Goes to a page of the composed site and waits for `ready`. A remote slower than 2 s shows its area's fallback
 * and then its content by itself when it arrives (decision 005), so that is what this waits for.
 */
export async function visit(page: Page, path: string, ready: Locator): Promise<void> {
  await page.goto(path);
  await settle(page, ready);
}

/**
 * Waits for `ready` as a user would; only when it has not come and an area shows its fallback (a load that
 * failed, not one that was slow) is Retry pressed, up to three times (the dashboard composes several remotes).
 */
export async function settle(page: Page, ready: Locator): Promise<void> {
  const fallbacks = page.getByRole('main').getByRole('button', { name: 'Retry', exact: true });
  for (let tries = 0; ; tries++) {
    try {
      await expect(ready).toBeVisible({ timeout: 20_000 });
      return;
    } catch (error) {
      if (tries === 3 || (await fallbacks.count()) === 0) throw error;
      await fallbacks.first().click();
    }
  }
}
