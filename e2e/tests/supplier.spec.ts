import { expect, test } from '@playwright/test';
import { phonePhoto } from '../support/phone-photo';
import { createVerifiedProvider } from '../support/providers';
import { visit } from '../support/visit';

// An account, a new product and two remotes' pages.
test.describe.configure({ timeout: 90_000 });

test('a supplier adds a product, receives stock, sees it in the shop, then takes it off sale', async ({
  page,
}, testInfo) => {
  const name = `E2E Rope Chew ${Date.now().toString(36)} ${testInfo.project.name}`;
  await createVerifiedProvider(page.request, 'supplier', {
    fullName: `E2E Supplier ${Date.now().toString(36)} ${testInfo.project.name}`,
    businessName: 'Tailwag Supplies',
    taxId: '27AAPFU0939F1ZV',
    phoneNumber: '+91 98765 43210',
  });

  const area = page.locator('[data-remote="mfe-shop"]');
  await visit(page, '/dashboard/supplier-products', area.getByRole('button', { name: 'Add Product' }));
  await area.getByRole('button', { name: 'Add Product' }).click();
  const form = area.getByRole('form', { name: 'Add a product' });
  await form.getByLabel('Product name').fill(name);
  await form.getByLabel('Brand').fill('Tailwag');
  await form.getByLabel('Category').selectOption('toys');
  await form.getByLabel('Dogs').check();
  await form.getByLabel('Description').fill('A knotted cotton rope for tugging.');
  await form.getByLabel('Price in rupees (₹)').fill('249');
  await form.getByLabel('Price in dollars ($)').fill('4.99');
  await form.getByLabel('Units in stock').fill('3');
  // A phone photo of the product goes to the image pipeline as it is chosen (decision 104).
  await form
    .getByLabel('Product photo (optional)')
    .setInputFiles({ name: 'rope.png', mimeType: 'image/png', buffer: await phonePhoto(page) });
  await expect(form.getByAltText('Preview of the product photo')).toBeVisible({ timeout: 20_000 });
  await form.getByRole('button', { name: 'Add Product' }).click();

  const card = area.getByRole('article', { name });
  await expect(card).toContainText('3 in stock');
  await expect(card.locator('img')).toHaveAttribute('src', /^\/api\/images\/[A-Za-z0-9_-]{22}\/\d+$/);
  await card.getByRole('button', { name: 'Edit Product' }).click();
  const edit = card.getByRole('form', { name: `Edit ${name}` });
  await edit.getByLabel('Stock change').fill('20');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(card).toContainText('23 in stock');

  const shelf = `/merchandise?q=${encodeURIComponent(name)}`;
  await visit(page, shelf, page.getByRole('heading', { level: 1, name: 'Merchandise & Pet Food' }));
  const tile = page.getByRole('article', { name });
  await expect(tile).toContainText('₹249.00');
  // The shop shows the supplier's photo, loaded from the pipeline.
  const picture = tile.locator('img');
  await expect(picture).toHaveAttribute('src', /^\/api\/images\//);
  await picture.scrollIntoViewIfNeeded();
  await expect(picture).toHaveJSProperty('complete', true);
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await visit(page, '/dashboard/supplier-products', card);
  await card.getByRole('button', { name: 'Deactivate' }).click();
  await expect(card.getByText('Deactivated')).toBeVisible();
  await visit(page, shelf, page.getByRole('heading', { level: 1, name: 'Merchandise & Pet Food' }));
  await expect(page.getByText('No products found')).toBeVisible();
});
