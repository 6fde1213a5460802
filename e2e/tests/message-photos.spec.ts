import { expect, test } from '@playwright/test';
import { createVerifiedAccount, signIn } from '../support/accounts';
import { ok } from '../support/api';
import { signedInOwner } from '../support/owner';
import { phonePhoto } from '../support/phone-photo';
import { createVerifiedProvider } from '../support/providers';
import { visit } from '../support/visit';

// Three accounts, four browser contexts, an upload and its resize on a shared machine.
test.describe.configure({ timeout: 150_000 });

const isoDay = (daysAhead: number) => new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);

test('an owner sends a sitter a photo, the sitter sees it, and nobody else can load it', async ({ page, browser }) => {
  const city = `E2E Photo ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const sitterName = `Ravi ${city.slice(-6)}`;
  const baseURL = test.info().project.use.baseURL;
  const sitterContext = await browser.newContext({ baseURL });
  const strangerContext = await browser.newContext({ baseURL });
  const guestContext = await browser.newContext({ baseURL });
  try {
    const sitterPage = await sitterContext.newPage();
    await createVerifiedProvider(sitterPage.request, 'pet_sitter', {
      fullName: sitterName,
      location: city,
      yearsExperience: 3,
      services: ['Dog Walking'],
      hourlyRate: 350,
      bio: 'A sitter made by the message photos spec.',
      photos: [],
    });
    await signedInOwner(page, 'photo-owner');

    // The owner contacts the sitter and sends a photo without text.
    const query = new URLSearchParams({
      service: 'dog-walking',
      location: city,
      startDate: isoDay(3),
      endDate: isoDay(3),
    });
    const contact = page.getByRole('button', { name: `Contact ${sitterName}` });
    await visit(page, `/services/book-pet-sitter/results?${query}`, contact);
    await contact.click();
    await expect(page).toHaveURL(/\/messages\/[a-f0-9]{24}$/);
    const conversationUrl = new URL(page.url()).pathname;
    const composer = page.getByRole('form', { name: 'Write a message' });
    const photo = await phonePhoto(page, 1200, 900, 'image/jpeg');
    await composer.getByLabel('Add photo').setInputFiles({ name: 'bella.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(composer.getByRole('img', { name: 'Photo 1 to send' })).toBeVisible({ timeout: 30_000 });
    await composer.getByRole('button', { name: 'Send', exact: true }).click();
    const mine = page.getByRole('img', { name: 'Photo 1 of 1 from you' });
    await expect(mine).toBeVisible();
    await expect(composer.getByRole('img', { name: 'Photo 1 to send' })).toHaveCount(0);
    await expect(mine).toHaveAttribute('srcset', /\/api\/images\/[\w-]{22}\/320 320w, .*\/1200 1200w$/);
    await expect.poll(() => mine.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const address = await mine.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);

    // The owner's list reads "Photo" for it.
    const row = page.getByRole('link').filter({ hasText: sitterName });
    await visit(page, '/messages', row);
    await expect(row).toContainText('You: Photo');

    // The sitter sees it in the conversation, loaded.
    await visit(sitterPage, conversationUrl, sitterPage.getByRole('heading', { name: /^Conversation with / }));
    const theirs = sitterPage.getByRole('img', { name: /^Photo 1 of 1 from / });
    await expect(theirs).toBeVisible();
    await expect.poll(() => theirs.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const served = await sitterContext.request.get(address);
    expect(served.status()).toBe(200);
    expect(served.headers()['cache-control']).toMatch(/^private/);

    // A third signed-in user and a guest get 404 for the same address, in the browser and by request.
    await signIn(strangerContext.request, await createVerifiedAccount(strangerContext.request, 'photo-stranger'));
    await ok(await strangerContext.request.put('/api/auth/role', { data: { role: 'pet_owner' } }));
    expect((await strangerContext.request.get(address)).status()).toBe(404);
    expect((await guestContext.request.get(address)).status()).toBe(404);
    const strangerPage = await strangerContext.newPage();
    const answer = await strangerPage.goto(address);
    expect(answer?.status()).toBe(404);
  } finally {
    await guestContext.close();
    await strangerContext.close();
    await sitterContext.close();
  }
});
