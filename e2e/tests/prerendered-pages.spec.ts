import { expect, test, type Page } from '@playwright/test';

/** Each remote's first screen the build prerenders (decision 090): its path, remote and heading. */
const firstScreens = [
  { path: '/login', remote: 'mfe-auth', heading: 'Welcome back' },
  { path: '/services/book-a-vet', remote: 'mfe-vet', heading: 'Book a Vet' },
  { path: '/emergency-services', remote: 'mfe-care', heading: 'Emergency Services' },
  { path: '/pet-reports', remote: 'mfe-notifications', heading: 'Pet Reports' },
  { path: '/community', remote: 'mfe-community', heading: 'Community' },
  { path: '/merchandise', remote: 'mfe-shop', heading: 'Merchandise & Pet Food' },
  { path: '/pharmacy', remote: 'mfe-shop', heading: 'Pharmacy' },
] as const;

const prerendered = (page: Page) => page.locator('main [data-prerendered]');

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, remote, heading } of firstScreens) {
    test(`${path} arrives with its heading, inside the chrome`, async ({ page }) => {
      await page.goto(path);
      const area = page.locator(`main [data-remote="${remote}"][data-prerendered="${path}"]`);
      await expect(area.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  test("the emergency page's poison lines arrive with the page, and their call links work without script", async ({
    page,
  }) => {
    await page.goto('/emergency-services');
    const area = page.locator('main [data-prerendered="/emergency-services"]');
    await expect(area.getByRole('heading', { level: 2, name: '24-hour animal poison line' })).toBeVisible();
    await expect(area.getByRole('link', { name: /^Call National Poisons Information Centre/ })).toHaveAttribute(
      'href',
      'tel:+911800116117',
    );
  });

  test("the sign-in form's fields wait for the remote: nothing typed into the page's first markup is lost", async ({
    page,
  }) => {
    await page.goto('/login');
    const form = page.locator('main [data-prerendered="/login"]').getByRole('form', { name: 'Login form' });
    await expect(form.getByLabel('Email')).toBeDisabled();
    await expect(form.getByLabel('Password', { exact: true })).toBeDisabled();
    await expect(form.getByRole('button', { name: 'Login', exact: true })).toBeDisabled();
  });

  test('an address with a query string is not prerendered as if its state were known', async ({ page }) => {
    await page.goto('/merchandise?category=toys');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(prerendered(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Merchandise & Pet Food', exact: true })).toHaveCount(0);
  });
});

for (const { path, remote, heading } of firstScreens) {
  test(`${path}: the mounted remote takes the prerendered screen's place, once`, async ({ page }) => {
    await page.goto(path);
    // The remote's own render: the same heading, in an element the server did not write.
    const mounted = page.locator(`main [data-remote="${remote}"]:not([data-prerendered])`);
    await expect(mounted.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(prerendered(page)).toHaveCount(0);
    await expect(page.locator(`main [data-remote="${remote}"]`)).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toHaveCount(1);
  });
}

test("a first screen's first API answer is preloaded with the page and asked for once", async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/shop/products') asked.push(request.url());
  });
  await page.goto('/merchandise');
  await expect(page.locator('link[rel=preload][as=fetch][href^="/api/shop/products?shelf=merchandise"]')).toHaveCount(
    1,
  );
  // The catalogue's own request is answered by the preload: the page shows the products after one request.
  await expect(
    page.getByRole('list', { name: 'Merchandise & Pet Food products' }).getByRole('article').first(),
  ).toBeVisible();
  expect(asked).toHaveLength(1);
});

test("/community's feed is preloaded with its groups, though a guest's feed shows after them, each asked once", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/community/feed' || pathname === '/api/community/groups') asked.push(pathname);
  });
  await page.goto('/community');
  await expect(page.locator('link[rel=preload][as=fetch][href="/api/community/feed"]')).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Popular posts' }).getByRole('article').first()).toBeVisible();
  expect(asked.sort()).toEqual(['/api/community/feed', '/api/community/groups']);
});

test('a remote that does not come: the prerendered screen gives way to its fallback', async ({ page }) => {
  await page.route('**/__federation_expose_lifecycles*', (route) => route.abort());
  await page.goto('/emergency-services');
  await expect(page.getByText('Pet care is unavailable right now.')).toBeVisible();
  await expect(prerendered(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Emergency Services' })).toHaveCount(0);
});

test('leaving before the remote comes takes its prerendered screen away', async ({ page }) => {
  // The vet's files are held back, so the page is still the prerendered one when the visitor moves on.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/__federation_expose_lifecycles*', async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  await page.goto('/services/book-a-vet');
  await expect(prerendered(page).getByRole('heading', { level: 1, name: 'Book a Vet' })).toBeVisible();
  await page.evaluate(() => window.history.pushState(null, '', '/about'));
  await expect(page.getByRole('heading', { level: 1, name: 'Book a Vet' })).toHaveCount(0);
  await expect(prerendered(page)).toHaveCount(0);
  release();
});
