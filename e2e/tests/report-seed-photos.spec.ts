import { expect, test, type Locator } from '@playwright/test';
import { visit } from '../support/visit';

/** A seeded report (api/src/notifications/notifications.seed.ts): Bruno, lost near Carter Road, Mumbai. */
const BRUNO_ID = '5eed0000000000000000a001';

/** The photo is one of our stored images (a seed drawing through the pipeline), in its reserved box, loaded. */
async function expectStoredImage(photo: Locator) {
  await expect(photo).toHaveAttribute('src', /^\/api\/images\/[\w-]{22}\/\d+$/);
  await expect(photo).toHaveAttribute('srcset', /\/api\/images\/[\w-]{22}\/320 320w/);
  await photo.scrollIntoViewIfNeeded();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

test('a seeded report shows a picture of its own on its card and its page, not the shared paw', async ({ page }) => {
  const card = page.locator(`article[aria-labelledby="report-${BRUNO_ID}"]`);
  await visit(page, '/pet-reports', card);
  await expectStoredImage(card.getByRole('img', { name: 'Photo of Bruno' }));

  await visit(page, `/pet-reports/${BRUNO_ID}`, page.getByRole('heading', { level: 1, name: 'Bruno' }));
  await expectStoredImage(page.getByRole('main').getByRole('img', { name: 'Photo of Bruno' }));
});
