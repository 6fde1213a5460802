import { expect, test } from '@playwright/test';
import { visit } from '../support/visit';

/** Guest pages of every remote and the shell, at 375 px. */
const routes = [
  '/',
  '/services',
  '/login',
  '/signup',
  '/services/book-a-vet',
  '/emergency-services',
  '/pet-reports',
  '/community',
  '/merchandise',
];

for (const route of routes) {
  test(`every control on ${route} is a tap target of at least 44 px, and nothing scrolls sideways`, async ({
    page,
  }) => {
    await visit(page, route, page.getByRole('main').getByRole('heading', { level: 1 }).first());
    // The page as a user sees it once it has loaded: no skeleton or list still loading (both are aria-busy),
    // and the text in its own font (a fallback font would give other heights).
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const small = await page.evaluate(() =>
      [
        ...document.querySelectorAll<HTMLElement>(
          'button, select, textarea, input:not([type=checkbox]):not([type=radio])',
        ),
      ]
        .filter((control) => control.offsetParent !== null && control.getClientRects().length > 0)
        // Text links that are buttons (underlined, inline in a sentence) are links, not tap targets.
        .filter((control) => !getComputedStyle(control).textDecorationLine.includes('underline'))
        .map((control) => ({
          control: control.getAttribute('aria-label') ?? control.textContent?.trim().slice(0, 40) ?? control.tagName,
          height: Math.round(control.getBoundingClientRect().height),
        }))
        .filter(({ height }) => height < 44),
    );
    expect(small).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
}
