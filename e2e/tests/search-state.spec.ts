import { expect, test } from '@playwright/test';
import { createVerifiedAccount, signIn } from '../support/accounts';
import { ok } from '../support/api';
import { visit } from '../support/visit';

// Search state follows the user (issue 20 item 7): the address holds every filter and search, Back and a
// reload keep them, and an emptied search box clears `q`.
test.describe.configure({ timeout: 120_000 });

const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const beagles = `Search State Beagles ${suffix}`;
const tabbies = `Search State Tabbies ${suffix}`;

// Two groups of a neighbour's (sign-ups are rate-limited: one account per file and worker); the visitor is a guest.
test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  await signIn(request, await createVerifiedAccount(request, 'search-state'));
  await ok(await request.put('/api/auth/role', { data: { role: 'pet_owner' } }));
  await ok(
    await request.put('/api/auth/profile', {
      data: { fullName: 'Asha Verma', phoneNumber: '+91 91234 56789', location: 'Pune' },
    }),
  );
  for (const [name, topic] of [
    [beagles, 'dogs'],
    [tabbies, 'cats'],
  ]) {
    await ok(
      await request.post('/api/community/groups', {
        data: { name, topic, city: `Search Town ${suffix}`, description: 'Found by name.' },
      }),
    );
  }
  await request.dispose();
});

test('the catalogue: an emptied search box clears q, filters survive Back and a reload', async ({ page }) => {
  const products = page.getByRole('list', { name: 'Merchandise & Pet Food products' });
  const search = page.getByRole('searchbox', { name: 'Search', exact: true });
  await visit(page, '/merchandise?q=Kong', products.getByRole('heading', { name: 'Kong Classic Medium' }));
  await expect(search).toHaveValue('Kong');

  // Emptying the box drops the word at once; a filter chosen next does not bring it back.
  await search.fill('');
  await expect(page).toHaveURL('/merchandise');
  await page.getByRole('combobox', { name: 'Category' }).selectOption('toys');
  await expect(page).toHaveURL('/merchandise?category=toys');
  await expect(search).toHaveValue('');
  await expect(products.getByRole('heading', { name: 'Chuckit! Ultra Ball (2)' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Pet', exact: true }).selectOption('cat');
  await expect(page).toHaveURL('/merchandise?category=toys&species=cat');
  await expect(products.getByRole('heading', { name: 'Feather Teaser Wand' })).toBeVisible();
  await expect(products.getByRole('heading', { name: 'Chuckit! Ultra Ball (2)' })).toHaveCount(0);

  // Back restores the previous filters, list and fields; a reload keeps them.
  await page.goBack();
  await expect(page).toHaveURL('/merchandise?category=toys');
  await expect(page.getByRole('combobox', { name: 'Pet', exact: true })).toHaveValue('');
  await expect(products.getByRole('heading', { name: 'Chuckit! Ultra Ball (2)' })).toBeVisible();
  await page.reload();
  await expect(products.getByRole('heading', { name: 'Chuckit! Ultra Ball (2)' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('toys');
  await expect(search).toHaveValue('');

  // Further back: the search word as it was.
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL('/merchandise?q=Kong');
  await expect(search).toHaveValue('Kong');
  await expect(products.getByRole('heading', { name: 'Kong Classic Medium' })).toBeVisible();
});

test('community groups: searched by name, the search in the address through a reload and Back', async ({ page }) => {
  const groups = page.getByRole('list', { name: 'Groups' });
  await visit(page, '/community', groups);
  const byName = page.getByRole('searchbox', { name: 'Search groups' });

  await byName.fill(`beagles ${suffix}`);
  await expect(page).toHaveURL(`/community?q=${encodeURIComponent(`beagles ${suffix}`).replace(/%20/g, '+')}`);
  await expect(groups.getByRole('link', { name: beagles })).toBeVisible();
  await expect(groups.getByRole('listitem')).toHaveCount(1);

  await page.getByLabel('Topic').selectOption('cats');
  await expect(page.getByText('No groups match yet.')).toBeVisible();
  await page.goBack();
  await expect(page.getByLabel('Topic')).toHaveValue('');
  await expect(groups.getByRole('link', { name: beagles })).toBeVisible();

  await page.reload();
  await expect(byName).toHaveValue(`beagles ${suffix}`);
  await expect(groups.getByRole('link', { name: beagles })).toBeVisible();
  await expect(groups.getByRole('listitem')).toHaveCount(1);

  // An emptied box clears the search: every group again, the other one among them.
  await byName.fill(`Search State Tabbies ${suffix}`);
  await expect(groups.getByRole('link', { name: tabbies })).toBeVisible();
  await byName.fill('');
  await expect(page).toHaveURL('/community');
  await expect(groups.getByRole('listitem').nth(1)).toBeVisible();
});
