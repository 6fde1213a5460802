import { expect, test } from '@playwright/test';
import { createVerifiedAccount, signIn } from '../support/accounts';
import { ok } from '../support/api';
import { phonePhoto } from '../support/phone-photo';
import { visit } from '../support/visit';

// A phone photo's upload (WebP and AVIF at three widths) on a machine shared with other suites.
test.describe.configure({ timeout: 180_000 });

test('a community post with a phone-size JPEG shows its photo from the image pipeline', async ({ page }) => {
  await signIn(page.request, await createVerifiedAccount(page.request, 'post-photo-e2e'));
  await ok(await page.request.put('/api/auth/role', { data: { role: 'pet_owner' } }));
  await ok(
    await page.request.put('/api/auth/profile', {
      data: { fullName: 'Pia Photo', phoneNumber: '+91 91234 56789', location: 'Pune' },
    }),
  );
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const created = await ok(
    await page.request.post('/api/community/groups', {
      data: { name: `Photo Walkers ${suffix}`, topic: 'dogs', city: `Photo Town ${suffix}`, description: 'Walks.' },
    }),
  );
  const groupId = ((await created.json()) as { group: { id: string } }).group.id;

  const form = page.getByRole('form', { name: 'New post' });
  await visit(page, `/community/post/new?group=${groupId}`, form);
  const title = `Bruno on the beach ${suffix}`;
  await form.getByLabel('Title').fill(title);
  await form.getByLabel("What's on your mind?").fill('He ran for an hour.');

  // An ordinary phone photo (a few MB; the old cap was 512 KB) goes to the image pipeline as it is chosen.
  const photo = await phonePhoto(page, 2048, 1536, 'image/jpeg');
  expect(photo.length).toBeGreaterThan(2_000_000);
  await form
    .getByLabel('Photos (optional)')
    .setInputFiles({ name: 'bruno.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(form.getByRole('img', { name: 'Chosen photo 1' })).toBeVisible({ timeout: 30_000 });
  await form.getByRole('button', { name: 'Post' }).click();

  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 15_000 });
  const shown = page.getByRole('img', { name: `Photo 1 of 1 in “${title}”` });
  await expect(shown).toBeVisible();
  // Served by the pipeline in its stored widths (never the 2048 px original), lazily, and loaded.
  await expect(shown).toHaveAttribute('srcset', /\/api\/images\/[\w-]{22}\/320 320w, .*\/1280 1280w$/);
  await expect(shown).toHaveAttribute('loading', 'lazy');
  await shown.scrollIntoViewIfNeeded();
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeLessThanOrEqual(1280);
  // Chromium names AVIF in its Accept header: the pipeline answers AVIF.
  const src = await shown.evaluate((img: HTMLImageElement) => img.currentSrc);
  const served = await page.request.get(src, { headers: { Accept: 'image/avif,image/webp,*/*' } });
  expect(served.headers()['content-type']).toBe('image/avif');

  // Tidy up: the post (and its photo) go.
  const id = new URL(page.url()).pathname.split('/').at(-1)!;
  await ok(await page.request.delete(`/api/community/posts/${id}`));
  expect((await page.request.get(src)).status()).toBe(404);
});
