import { expect, test, type Page } from '@playwright/test';
import { createVerifiedAccount, signIn, type TestAccount } from '../support/accounts';

const PUNE = { latitude: 18.5204, longitude: 73.8567 };

let account: TestAccount;

// Sign-ups are rate-limited per address: one account per file and worker, signed in by each test.
test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  account = await createVerifiedAccount(request, 'location');
  await request.dispose();
});

const widget = (page: Page) => page.getByRole('button', { name: /^Your location:/ });
/** Position, then the reverse lookup through the API: allow for the 10 s geolocation time-out on a busy machine. */
const resolved = { timeout: 15_000 };

test.describe('with the location permission', () => {
  test.use({ geolocation: PUNE, permissions: ['geolocation'] });

  test('the widget names the city the maps service finds for the browser position', async ({ page }) => {
    await signIn(page.request, account);
    await page.goto('/about');
    await expect(widget(page)).toHaveAccessibleName('Your location: Pune, Maharashtra', resolved);
    expect(await page.evaluate(() => localStorage.getItem('petpal.country'))).toBe('India');
  });

  test('Update Location sets a manual place that survives a reload', async ({ page }) => {
    await signIn(page.request, account);
    await page.goto('/about');
    await expect(widget(page)).toHaveAccessibleName('Your location: Pune, Maharashtra', resolved);

    await widget(page).click();
    const dialog = page.getByRole('dialog', { name: 'Update Location' });
    const field = dialog.getByRole('textbox', { name: 'Location' });
    await field.fill('   ');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Please enter a location.')).toBeVisible();

    await field.fill('Koregaon Park, Pune');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(widget(page)).toHaveAccessibleName('Your location: Koregaon Park, Pune');

    await page.reload();
    await expect(widget(page)).toHaveAccessibleName('Your location: Koregaon Park, Pune');
  });
});

test.describe('without the location permission', () => {
  test.use({ permissions: [] });

  test('the widget says "Location access denied"', async ({ page }) => {
    await signIn(page.request, account);
    await page.goto('/about');
    await expect(widget(page)).toHaveAccessibleName('Your location: Location access denied', resolved);
  });
});

test('guests see no location widget and no lookup is made', async ({ page }) => {
  const lookups: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/location/')) lookups.push(request.url());
  });
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(widget(page)).toHaveCount(0);
  expect(lookups).toEqual([]);
});
