import { expect, test } from '@playwright/test';
import { e2eAdmin } from '../platform-fixture';
import { ok } from '../support/api';
import { signedInOwner } from '../support/owner';
import { phonePhoto } from '../support/phone-photo';
import { createVerifiedProvider } from '../support/providers';
import { settle, visit } from '../support/visit';

// Three sessions (owner, sitter, admin) across two remotes.
test.describe.configure({ timeout: 120_000 });

test('an owner reports a sitter’s message, an admin hides it, and the owner’s open thread shows it removed', async ({
  page,
  browser,
}) => {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const city = `E2E Moderation ${stamp}`;
  const sitterName = `Ravi ${stamp.slice(-6)}`;
  const offending = `Pay me in cash outside PetPal, it is cheaper (${stamp})`;
  const sitterContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const adminContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    await createVerifiedProvider(sitterContext.request, 'pet_sitter', {
      fullName: sitterName,
      location: city,
      yearsExperience: 2,
      services: ['Dog Walking'],
      hourlyRate: 300,
      bio: 'A sitter made by the message moderation spec.',
      photos: [],
    });
    await signedInOwner(page, 'moderation-owner');

    // The owner asks the sitter a question; the sitter answers with something worth reporting.
    const found = (await (
      await ok(await page.request.get(`/api/care/sitters?${new URLSearchParams({ location: city })}`))
    ).json()) as { sitters: { id: string; fullName: string }[] };
    const sitter = found.sitters.find((card) => card.fullName === sitterName)!;
    const opened = (await (
      await ok(
        await page.request.post('/api/messages/conversations', {
          data: { providerKind: 'sitter', providerId: sitter.id },
        }),
      )
    ).json()) as { id: string };
    await ok(
      await page.request.post(`/api/messages/conversations/${opened.id}/messages`, {
        headers: { 'Idempotency-Key': `moderation-q-${stamp}` },
        data: { text: 'Can you walk Bella on Friday?' },
      }),
    );
    // With a photo: private to the two members, yet what the admin has to judge too (decision 111).
    const uploaded = (await (
      await ok(
        await sitterContext.request.post('/api/images', {
          headers: { 'Content-Type': 'image/jpeg' },
          data: await phonePhoto(page, 800, 600, 'image/jpeg'),
        }),
      )
    ).json()) as { image: { id: string } };
    await ok(
      await sitterContext.request.post(`/api/messages/conversations/${opened.id}/messages`, {
        headers: { 'Idempotency-Key': `moderation-a-${stamp}` },
        data: { text: offending, photoIds: [uploaded.image.id] },
      }),
    );

    // The owner reports it from the thread, and keeps the thread open.
    const thread = page.getByRole('list', { name: `Messages with ${sitterName}` });
    await visit(page, `/messages/${opened.id}`, thread.getByText(offending));
    await thread.getByRole('button', { name: `Report message from ${sitterName}` }).click();
    const report = page.getByRole('dialog', { name: 'Report this message' });
    await report.getByRole('button', { name: 'Report', exact: true }).click();
    await expect(page.getByText('Thank you. Our team will review this message.')).toBeVisible();

    // The admin finds it under Reported messages, reads the conversation around it, and hides it.
    const adminPage = await adminContext.newPage();
    await ok(await adminContext.request.post('/api/auth/admin/login', { data: e2eAdmin }));
    const area = adminPage.locator('[data-remote="mfe-admin"]');
    await visit(adminPage, '/admin-dashboard?tab=messages', area.getByRole('heading', { name: 'Reported messages' }));
    const card = area
      .getByRole('list', { name: 'Reported messages' })
      .getByRole('listitem')
      .filter({ hasText: offending })
      .first();
    await expect(card.getByRole('heading', { name: `Message from ${sitterName}` })).toBeVisible();
    await expect(card.getByText('1 report')).toBeVisible();
    const photo = card.getByRole('img', { name: `Photo 1 of 1 from ${sitterName}` }).first();
    await expect(photo).toBeVisible();
    await expect
      .poll(() => photo.evaluate((image) => image instanceof HTMLImageElement && image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    await card.getByRole('button', { name: 'Show conversation' }).click();
    await expect(card.getByText('Can you walk Bella on Friday?')).toBeVisible();
    await card.getByRole('button', { name: 'Hide message' }).click();
    const dialog = adminPage.getByRole('dialog', { name: `Hide the message from ${sitterName}?` });
    await settle(adminPage, dialog);
    await dialog.getByRole('textbox', { name: 'Note' }).fill('Asks for payment outside PetPal.');
    await dialog.getByRole('button', { name: 'Hide message' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(area.getByRole('listitem').filter({ hasText: offending })).toHaveCount(0);
    if (test.info().project.name === 'mobile') {
      const overflow = await adminPage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }

    // Live: the owner's open thread shows the message removed, without a reload; and after one.
    await expect(thread.getByText('This message was removed.')).toBeVisible();
    await expect(thread.getByText(offending)).toHaveCount(0);
    await expect(thread.getByRole('button', { name: `Report message from ${sitterName}` })).toHaveCount(0);
    await page.reload();
    await expect(thread.getByText('This message was removed.')).toBeVisible();
    await expect(page.getByText(offending)).toHaveCount(0);
    // The list preview too.
    const row = page.getByRole('link').filter({ hasText: sitterName });
    await visit(page, '/messages', row);
    await expect(row).toContainText('This message was removed.');
  } finally {
    await adminContext.close();
    await sitterContext.close();
  }
});
