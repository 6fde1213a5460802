import { expect, test, type Locator } from '@playwright/test';
import { visit } from '../support/visit';

/** A seeded report with a map point in Mumbai (api/src/notifications/notifications.seed.ts): Bruno, lost. */
const BRUNO = '/pet-reports/5eed0000000000000000a001';

/** Tiles drawn by the local tile stand-in (shell/platform/tile-stub.ts): 256 px PNGs at /{z}/{x}/{y}.png. */
async function expectStandInTiles(map: Locator) {
  const tile = map.locator('img.leaflet-tile-loaded').first();
  await expect(tile).toBeVisible();
  await expect(tile).toHaveAttribute('src', /^http:\/\/127\.0\.0\.1:\d+\/\d+\/\d+\/\d+\.png$/);
  expect(await tile.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(256);
  await expect(map.getByText('© OpenStreetMap contributors')).toBeVisible();
}

test.describe('maps', () => {
  test("a report's page shows its point on a map with the nearby-alert circle, and names the place", async ({
    page,
  }) => {
    await visit(page, BRUNO, page.getByRole('heading', { level: 1, name: 'Bruno' }));
    const map = page.getByRole('region', { name: 'Map of where Bruno was last seen' });
    await map.scrollIntoViewIfNeeded();
    await expect(map.getByRole('img', { name: 'Lost: Bruno' })).toBeVisible();
    await expect(map.locator('path.leaflet-interactive, .leaflet-overlay-pane path')).toHaveCount(1);
    await expectStandInTiles(map);
    await expect(page.getByText('Last seen in Mumbai, Maharashtra, India (19.067, 72.822)')).toBeVisible();
  });

  test("the emergency list's clinics are markers on a map, named like the list's clinics", async ({ page }) => {
    await visit(
      page,
      '/emergency-services?city=mumbai',
      page.getByRole('heading', { level: 1, name: 'Emergency Services' }),
    );
    const list = page.getByRole('list', { name: 'Emergency clinics near Mumbai' });
    await expect(list).toBeVisible();
    const map = page.getByRole('region', { name: 'Map of emergency clinics near Mumbai' });
    await map.scrollIntoViewIfNeeded();
    const names = await list.getByRole('heading').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) await expect(map.getByRole('img', { name, exact: true })).toBeAttached();
    await expect(map.locator('.leaflet-marker-icon')).toHaveCount(names.length);
    await expectStandInTiles(map);
  });

  test('the reports feed lists its reports first; its map comes after them and loads when scrolled to', async ({
    page,
  }) => {
    const leaflet: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        void response.text().then((body) => body.includes('leaflet-container') && leaflet.push(response.url()));
      }
    });
    await visit(page, '/pet-reports', page.getByRole('heading', { level: 1, name: 'Pet Reports' }));
    const list = page.getByRole('list', { name: 'Recent reports' });
    await expect(list.getByRole('article').first()).toBeVisible();
    const map = page.getByRole('region', { name: 'Map of recent pet reports' });
    const [listBox, mapBox] = [await list.boundingBox(), await map.boundingBox()];
    expect(mapBox!.y).toBeGreaterThan(listBox!.y + listBox!.height - 1);
    // Below the fold the map is a reserved box: Leaflet is not fetched, nothing is drawn.
    await expect(map.getByText('Loading the map...')).toBeVisible();
    expect(leaflet).toHaveLength(0);

    await map.scrollIntoViewIfNeeded();
    await expect(map.getByRole('img', { name: 'Lost: Bruno' })).toBeVisible();
    await expectStandInTiles(map);
    await expect.poll(() => leaflet.length).toBeGreaterThan(0);
  });
});
