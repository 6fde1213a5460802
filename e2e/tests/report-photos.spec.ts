import { expect, test } from '@playwright/test';
import { createVerifiedAccount, signIn } from '../support/accounts';
import { exclusive } from '../support/exclusive';
import { phonePhoto } from '../support/phone-photo';
import { ok } from '../support/api';
import { visit } from '../support/visit';

// A phone photo's upload and resize on a machine shared with other suites; the other project's run of the
// lost-pet journey may hold the reports lock first.
test.describe.configure({ timeout: 180_000 });

test('a lost pet report with a phone-size JPEG shows its photo, resized, on the report page', async ({ page }) => {
  await signIn(page.request, await createVerifiedAccount(page.request, 'report-photo-e2e'));
  await ok(await page.request.put('/api/auth/role', { data: { role: 'pet_owner' } }));
  // Every user's feed shows every other user's new report: the live journey must not see this one arrive.
  await exclusive('pet-reports', async () => {
    const petName = `Pepper ${Date.now().toString(36)}`;
    const form = page.getByRole('form', { name: 'New pet report' });
    await visit(page, '/pet-reports/create', form);
    await form.getByRole('radio', { name: /LOST/ }).check();
    await form.getByLabel('Pet name').fill(petName);
    await form.getByLabel('Description').fill('Black spaniel with a white chest, very friendly.');
    await form.getByLabel('Address').fill('Harbour Road, Test Town');

    // An ordinary phone photo (a few MB; the old cap was 512 KB) goes to the image pipeline as it is chosen.
    const photo = await phonePhoto(page, 2048, 1536, 'image/jpeg');
    expect(photo.length).toBeGreaterThan(2_000_000);
    await form
      .getByLabel('Photo (optional)', { exact: true })
      .setInputFiles({ name: 'pepper.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(form.getByRole('img', { name: 'Chosen photo of the pet' })).toBeVisible({ timeout: 30_000 });
    await form.getByRole('button', { name: 'Post Report' }).click();

    await expect(page.getByRole('heading', { level: 1, name: petName })).toBeVisible({ timeout: 15_000 });
    const shown = page.getByRole('img', { name: `Photo of ${petName}` });
    await expect(shown).toBeVisible();
    // Served by the pipeline in its stored widths (never the 2048 px original), and loaded.
    await expect(shown).toHaveAttribute('srcset', /\/api\/images\/[\w-]{22}\/320 320w, .*\/1280 1280w$/);
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeLessThanOrEqual(1280);

    // Tidy up: the report (and its photo) go, so the shared feed does not fill with test reports.
    const id = new URL(page.url()).pathname.split('/').at(-1)!;
    await ok(await page.request.delete(`/api/notifications/reports/${id}`));
  });
});
