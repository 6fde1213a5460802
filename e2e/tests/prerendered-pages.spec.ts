import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { createVerifiedAccount, signIn } from '../support/accounts';
import { ok } from '../support/api';
import { exclusive } from '../support/exclusive';

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

/** The first screens that ask the API, and seeded content a guest's page arrives with (decision 113). */
const drawnWithAnswers = [
  {
    path: '/pet-reports',
    remote: 'mfe-notifications',
    api: '**/api/notifications/reports',
    seeded: 'Golden Retriever, 6 years old, answers to Luna. Ran off after fireworks in the park. Microchipped.',
  },
  { path: '/merchandise', remote: 'mfe-shop', api: '**/api/shop/products?*', seeded: 'Royal Canin Medium Adult 4 kg' },
  { path: '/community', remote: 'mfe-community', api: '**/api/community/*', seeded: 'Carter Road at 6:30 tomorrow?' },
] as const;

/** The script the page hands the first answers to the shell in. */
const firstAnswers = (page: Page) => page.locator('script#petpal-first-answers');

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

  for (const { path, remote, seeded } of drawnWithAnswers) {
    test(`a guest's ${path} arrives with its content, not its loading state`, async ({ page }) => {
      await page.goto(path);
      const area = page.locator(`main [data-remote="${remote}"][data-prerendered="${path}"]`);
      await expect(area.getByText(seeded, { exact: true }).first()).toBeVisible();
      await expect(area.getByRole('status').filter({ hasText: /loading/i })).toHaveCount(0);
      await expect(firstAnswers(page)).toHaveCount(1);
    });

    test(`a signed-in visitor's ${path} keeps the loading state: it depends on the session`, async ({ page }) => {
      await signIn(page.request, await createVerifiedAccount(page.request, 'first-answers-e2e'));
      await page.goto(path);
      const area = page.locator(`main [data-remote="${remote}"][data-prerendered="${path}"]`);
      await expect(area.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(area.getByText(seeded, { exact: true })).toHaveCount(0);
      await expect(firstAnswers(page)).toHaveCount(0);
    });
  }

  test("the catalogue's first product photos arrive as the remote draws them: srcset, sizes, loaded first", async ({
    page,
  }) => {
    await page.goto('/merchandise');
    const photo = page.locator('main [data-prerendered] article img').first();
    await expect(photo).toHaveAttribute('srcset', /\/api\/images\/[\w-]{22}\/320 320w, .*\/1280 1280w$/);
    await expect(photo).toHaveAttribute('fetchpriority', 'high');
    await expect(photo).toHaveAttribute('loading', 'eager');
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
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

for (const { path, remote, seeded } of drawnWithAnswers) {
  test(`a guest's ${path}: the remote mounts over the drawn content with the same content, and takes the answers`, async ({
    page,
  }) => {
    await page.goto(path);
    const mounted = page.locator(`main [data-remote="${remote}"]:not([data-prerendered])`);
    await expect(mounted.getByText(seeded, { exact: true }).first()).toBeVisible();
    await expect(prerendered(page)).toHaveCount(0);
    await expect(firstAnswers(page)).toHaveCount(0);
  });
}

for (const { path, remote, api, seeded } of drawnWithAnswers) {
  test(`a guest's ${path}: the remote's first render draws the answers the page brought, before its own request`, async ({
    page,
  }) => {
    // The page's own requests for the list are held: only the answers in the page can draw it.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(api, async (route) => {
      await released;
      await route.continue().catch(() => undefined);
    });
    await page.goto(path);
    const mounted = page.locator(`main [data-remote="${remote}"]:not([data-prerendered])`);
    await expect(mounted.getByText(seeded, { exact: true }).first()).toBeVisible();
    await expect(prerendered(page)).toHaveCount(0);
    release();
  });
}

test("a report's text cannot break out of the page's answers script, with or without script", async ({
  page,
  request,
  browser,
}) => {
  await signIn(request, await createVerifiedAccount(request, 'first-answers-escape-e2e'));
  await ok(await request.put('/api/auth/role', { data: { role: 'pet_owner' } }));
  const marker = Date.now().toString(36);
  const description = `Marker ${marker} </script><script>window.__brokeOut = true</script><!-- & done`;
  await exclusive('pet-reports', async () => {
    const created = await ok(
      await request.post('/api/notifications/reports', {
        headers: { 'Idempotency-Key': randomUUID() },
        data: { status: 'found', description, locationAddress: 'Harbour Road, Test Town' },
      }),
    );
    const { id } = ((await created.json()) as { report: { id: string } }).report;
    try {
      // A guest with script: the text shows as text, before and after the remote mounts, and ran nothing.
      await expect(async () => {
        await page.goto('/pet-reports');
        await expect(page.getByText(description, { exact: true })).toBeVisible({ timeout: 5_000 });
      }).toPass();
      await expect(page.locator(`main [data-remote="mfe-notifications"]:not([data-prerendered])`)).toBeVisible();
      await expect(page.getByText(description, { exact: true })).toBeVisible();
      expect(await page.evaluate(() => (window as { __brokeOut?: boolean }).__brokeOut)).toBeUndefined();
      // Without script: the page's own text holds it, in the drawn screen.
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL: new URL(page.url()).origin });
      try {
        const bare = await context.newPage();
        await bare.goto('/pet-reports');
        await expect(bare.locator('main [data-prerendered]').getByText(description, { exact: true })).toBeVisible();
        await expect(firstAnswers(bare)).toHaveCount(1);
      } finally {
        await context.close();
      }
    } finally {
      await ok(await request.delete(`/api/notifications/reports/${id}`));
    }
  });
});
