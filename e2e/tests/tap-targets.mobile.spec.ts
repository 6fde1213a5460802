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
    await page.waitForLoadState('networkidle');
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
