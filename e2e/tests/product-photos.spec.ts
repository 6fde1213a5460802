import { expect, test, type Locator } from '@playwright/test';
import { settle, visit } from '../support/visit';

test.describe.configure({ timeout: 120_000 });

/** The picture has loaded from one of the pipeline's stored widths (our own drawing of the product, seeded). */
async function expectStoredImage(image: Locator) {
  await expect(image).toHaveAttribute('srcset', /\/api\/images\/[\w-]{22}\/320 320w/);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

test('a product page shows the product’s image, and its cart line a thumbnail', async ({ page }) => {
  await visit(page, '/merchandise', page.getByRole('heading', { level: 1, name: 'Merchandise & Pet Food' }));
  const card = page.getByRole('article').filter({ hasText: 'In stock' }).first();
  const name = (await card.getByRole('heading', { level: 2 }).textContent())!.trim();
  await card.getByRole('link', { name }).click();

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const picture = page.getByRole('img', { name, exact: true });
  await expect(picture).toBeVisible();
  // The main picture of the page's first screen loads at once, in a box reserved before it arrives.
  await expect(picture).toHaveAttribute('loading', 'eager');
  await expectStoredImage(picture);
  const box = (await picture.boundingBox())!;
  expect(box.width).toBeGreaterThan(100);
  expect(Math.abs(box.width / box.height - 4 / 3)).toBeLessThan(0.02);

  await page.getByRole('button', { name: `Add to cart for ${name}` }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();
  await visit(page, '/cart', page.getByRole('heading', { level: 1 }));
  const lines = page.getByRole('list', { name: 'Cart items' });
  await settle(page, lines);
  const line = lines.getByRole('listitem', { name });
  const thumbnail = line.locator('img');
  await expect(thumbnail).toHaveCount(1);
  await expectStoredImage(thumbnail);
});
