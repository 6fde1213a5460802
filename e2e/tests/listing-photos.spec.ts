import { expect, test } from '@playwright/test';
import { createVerifiedAccount, signIn } from '../support/accounts';
import { ok } from '../support/api';
import { phonePhoto } from '../support/phone-photo';
import { visit } from '../support/visit';

// A phone photo's upload (WebP and AVIF at three widths) on a machine shared with other suites.
test.describe.configure({ timeout: 180_000 });

test('an adoption listing with a phone-size photo shows it from the image pipeline', async ({ page }) => {
  await signIn(page.request, await createVerifiedAccount(page.request, 'listing-photo-e2e'));
  await ok(await page.request.put('/api/auth/role', { data: { role: 'pet_owner' } }));
  await ok(
    await page.request.put('/api/auth/profile', {
      data: { fullName: 'Lia Lister', phoneNumber: '+91 91234 56789', location: 'Pune' },
    }),
  );
  const suffix = `${test.info().project.name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const title = `Pepper ${suffix}`;

  const form = page.getByRole('form', { name: 'List a pet' });
  await visit(page, '/submit-pet-sale-adoption', form);
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Species').selectOption('cat');
  await form.getByLabel('Breed').fill('Indie');
  await form.getByLabel('Years').fill('1');
  await form.getByLabel('Sex').selectOption('female');
  await form.getByLabel('Size').selectOption('small');
  await form.getByLabel('Description').fill('Curious, litter-trained and fond of warm laps.');
  await form.getByLabel('City').fill(`Photo City ${suffix}`);

  // An ordinary phone photo (about 3 MB; the old cap was 700 KB for all of a listing's photos) is uploaded as it
  // is chosen and previewed from its stored 320 px width.
  const photo = await phonePhoto(page, 2048, 1536, 'image/jpeg');
  expect(photo.length).toBeGreaterThan(2_000_000);
  await form.getByLabel('Photos').setInputFiles({ name: 'pepper.jpg', mimeType: 'image/jpeg', buffer: photo });
  const preview = form.getByRole('img', { name: 'Chosen photo 1 (cover)' });
  await expect(preview).toBeVisible({ timeout: 60_000 });
  await expect(preview).toHaveAttribute('src', /^\/api\/images\/[\w-]{22}\/320$/);
  await form.getByRole('button', { name: 'List pet' }).click();

  // The listing page shows it from the pipeline's widths (never the 2048 px original), in a reserved 4/3 box.
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 15_000 });
  const shown = page.getByRole('img', { name: `Photo 1 of 1 of ${title}` });
  await expect(shown).toHaveAttribute('srcset', /^\/api\/images\/[\w-]{22}\/320 320w, .*\/1280 1280w$/);
  await shown.scrollIntoViewIfNeeded();
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const loaded = await shown.evaluate((img: HTMLImageElement) => ({
    src: img.currentSrc,
    box: img.parentElement!.getBoundingClientRect(),
  }));
  // The width the browser picked is one the pipeline stored.
  expect(new URL(loaded.src).pathname).toMatch(/^\/api\/images\/[\w-]{22}\/(320|640|1280)$/);
  expect(loaded.box.width / loaded.box.height).toBeCloseTo(4 / 3, 1);

  // Tidy up: the lister withdraws it (off the browse list for everyone else).
  const id = new URL(page.url()).pathname.split('/').at(-1)!;
  await ok(await page.request.post(`/api/community/adoption/listings/${id}/status`, { data: { status: 'withdrawn' } }));
});
