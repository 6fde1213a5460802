import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { contentVisible } from '../bench/cls';
import { pageRoutes as routes } from '../bench/page-routes';
import { visit } from '../support/visit';

/** Issue 18 item 6: the site follows the reader's colour scheme through the theme's tokens (decision 089). */

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const heading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 }).first();
const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/** axe's colour-contrast rule on what the page shows now: the ids and the first offending node of each violation. */
async function contrastViolations(page: Page) {
  await page.addScriptTag({ path: axeSource });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } })
      .axe;
    interface AxeResults {
      violations: { id: string; nodes: { target: unknown[]; failureSummary?: string }[] }[];
    }
    const results = await axe.run(document, { runOnly: { type: 'rule', values: ['color-contrast'] } });
    return results.violations.map((v) => ({ id: v.id, count: v.nodes.length, first: v.nodes[0] }));
  });
}

test.describe('dark colour scheme', () => {
  test.use({ colorScheme: 'dark' });

  for (const path of routes) {
    test(`${path} is dark, with every text readable (axe colour contrast)`, async ({ page }) => {
      await visit(page, path, heading(page));
      await contentVisible(page);
      expect(await pageBackground(page)).toBe('rgb(28, 25, 23)');
      expect(await contrastViolations(page)).toEqual([]);
    });
  }
});

test('a light colour scheme keeps the light page', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await visit(page, '/login', heading(page));
  expect(await pageBackground(page)).toBe('rgb(255, 252, 248)');
});
