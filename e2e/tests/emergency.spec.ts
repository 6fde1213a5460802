import { expect, test } from '@playwright/test';
import { visit } from '../support/visit';

/** A guest in Mumbai: the browser's position finds the nearest clinics. */
const MUMBAI = { latitude: 19.076, longitude: 72.8777 };

test.describe('emergency services, open to guests', () => {
  test.use({ geolocation: MUMBAI, permissions: ['geolocation'] });

  test('a guest sees the nearest clinics of their city, calls one, switches city and reads a first-aid guide', async ({
    page,
  }) => {
    const heading = page.getByRole('heading', { level: 1, name: 'Emergency Services' });
    await visit(page, '/emergency-services', heading);

    // The browser's position (up to the 10 s geolocation time-out on a busy machine) finds Mumbai's clinics.
    await page.getByRole('button', { name: 'Use my current location' }).click();
    const mumbai = page.getByRole('list', { name: 'Emergency clinics near Mumbai' });
    await expect(mumbai).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('From your current position (19.076, 72.878).')).toBeVisible();
    const clinics = mumbai.getByRole('listitem');
    expect(await clinics.count()).toBeGreaterThan(0);
    const distances = (await mumbai.getByText(/km away$/).allTextContents()).map((text) => parseFloat(text));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    await expect(clinics.first().getByRole('link', { name: /^Call .+ on / })).toHaveAttribute('href', /^tel:\+91/);

    // India's 24-hour poison line, click to call.
    await expect(page.getByRole('link', { name: /^Call National Poisons Information Centre/ })).toHaveAttribute(
      'href',
      'tel:+911800116117',
    );

    // Another city: its clinics and its country's poison line.
    await page.getByLabel('City').selectOption({ label: 'London, United Kingdom' });
    await expect(page).toHaveURL(/[?&]city=london\b/);
    const london = page.getByRole('list', { name: 'Emergency clinics near London' });
    await expect(london.getByRole('link', { name: /^Call .+ on / }).first()).toHaveAttribute('href', /^tel:\+44/);
    await expect(page.getByRole('link', { name: /^Call Animal PoisonLine/ })).toHaveAttribute(
      'href',
      'tel:+441202509000',
    );

    // A first-aid guide, then back to every guide.
    await page.getByRole('link', { name: 'Choking' }).first().click();
    await expect(page).toHaveURL(/\/emergency\/choking$/);
    await expect(page.getByRole('heading', { level: 1, name: /Choking/ })).toBeVisible();
  });
});
