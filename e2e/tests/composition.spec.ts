import { expect, test } from '@playwright/test';

const ownedRoutes: [path: string, remote: string, title: string][] = [
  ['/login', 'mfe-auth', 'Welcome back'],
  ['/signup', 'mfe-auth', 'Create an Account'],
  ['/verify-email', 'mfe-auth', 'Check your email'],
  ['/payment-failure', 'mfe-auth', 'Payment Failed'],
  ['/services/book-a-vet', 'mfe-vet', 'Book a Vet'],
  ['/dashboard/pet-visit-notes', 'mfe-vet', 'Pet Visit Notes'],
  ['/services/book-pet-sitter/results', 'mfe-care', 'Book a Pet Sitter'],
  ['/sitter-profile/abc', 'mfe-care', 'Pet Sitter Profile'],
  ['/emergency-services', 'mfe-care', 'Emergency Services'],
  ['/pet-reports/create', 'mfe-notifications', 'Report a Pet'],
  ['/pet-report/42', 'mfe-notifications', 'Pet Report'],
  ['/community/group/7', 'mfe-community', 'Group not found'],
  ['/todo', 'mfe-community', 'To-Do'],
  ['/merchandise', 'mfe-shop', 'Merchandise & Pet Food'],
  ['/pharmacy', 'mfe-shop', 'Pharmacy'],
  ['/admin-dashboard', 'mfe-admin', 'Admin Dashboard'],
];

for (const [path, remote, title] of ownedRoutes) {
  test(`${path} is rendered by ${remote}`, async ({ page }) => {
    await page.goto(path);
    const area = page.locator(`[data-remote="${remote}"]`);
    await expect(area).toBeVisible();
    await expect(area.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });
}

test('unknown paths redirect home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page).toHaveURL('/');
  await page.goto('/services/no-such-service');
  await expect(page).toHaveURL('/');
});

test('the landing page loads no remote', async ({ page }) => {
  const remoteRequests: string[] = [];
  page.on('request', (request) => {
    if (/:\d+\/(mf-manifest\.json|remoteEntry\.js)/.test(request.url()) && !request.url().includes(':9080/')) {
      remoteRequests.push(request.url());
    }
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Put your pet at the heart of everything' })).toBeVisible();
  // Anything the page starts after its first screen (an idle-time preload included) has started once the page has
  // loaded and the browser has then had nothing left to do, twice over: no fixed wait that load could outrun.
  await page.waitForLoadState('load');
  for (let round = 0; round < 2; round += 1) {
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null))));
  }
  expect(remoteRequests).toEqual([]);
});

test('shared libraries are singletons: one copy each, provided once', async ({ page }) => {
  await page.goto('/dashboard/pet-visit-notes');
  await expect(page.locator('[data-remote="mfe-vet"]')).toBeVisible();
  const shared = await page.evaluate(() => {
    const scopes = (
      globalThis as unknown as {
        __FEDERATION__: {
          __SHARE__: Record<
            string,
            {
              default: Record<
                string,
                Record<string, { loaded?: boolean; from: string; treeShaking?: { loaded?: boolean } }>
              >;
            }
          >;
        };
      }
    ).__FEDERATION__.__SHARE__;
    const result: Record<string, { versions: number; providers: string[] }> = {};
    for (const scope of Object.values(scopes)) {
      for (const [pkg, versions] of Object.entries(scope.default)) {
        const loaded = Object.values(versions).filter((info) => info.loaded || info.treeShaking?.loaded);
        result[pkg] = {
          versions: Object.keys(versions).length,
          providers: [...new Set([...(result[pkg]?.providers ?? []), ...loaded.map((info) => info.from)])],
        };
      }
    }
    return result;
  });
  for (const pkg of [
    'react',
    'react-dom',
    'react-router-dom',
    'jotai',
    '@tanstack/react-query',
    'styled-components',
    // The design system's shared part: the session atom, the toast queue, ApiError (decision 076).
    '@petpal/design-system/core',
  ]) {
    // One copy, provided once: the shell's, or (react-router-dom, which the shell's chrome does not use) the copy of
    // the remote that asked for it first.
    expect(shared[pkg]?.versions, pkg).toBe(1);
    expect(shared[pkg]?.providers, pkg).toHaveLength(1);
    if (pkg !== 'react-router-dom') expect(shared[pkg]?.providers, pkg).toEqual(['shell']);
  }
  // Bundled by each remote, tree-shaken to what its screens use (decision 076; shared whole under 072).
  for (const pkg of ['@petpal/design-system', '@petpal/contracts', 'zod/mini', 'date-fns']) {
    expect(shared[pkg], pkg).toBeUndefined();
  }
});

test('moving between areas keeps one chrome and swaps the content', async ({ page }) => {
  await page.goto('/community');
  await expect(page.locator('[data-remote="mfe-community"]')).toBeVisible();
  await page.goto('/about');
  await page.evaluate(() => window.history.pushState(null, '', '/services/book-a-vet'));
  await expect(page.locator('[data-remote="mfe-vet"]')).toBeVisible();
  await expect(page.locator('[data-remote="mfe-community"]')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(1);
});
