import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { createVerifiedAccount, signIn, type TestAccount } from '../support/accounts';
import { visit } from '../support/visit';
import { ok } from '../support/api';

// Three people (lister, guest, adopter), several pages each.
test.describe.configure({ timeout: 120_000 });

/** A 2x2 PNG: the listing's photo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGP438DA0PCfAUIBACnyBf0IfZg1AAAAAElFTkSuQmCC',
  'base64',
);
const DESCRIPTION = 'House-trained and calm. <img src=x onerror="window.__xss = 1"> Loves <b>long</b> walks.';

/** A pet owner with a profile (full name, phone), signed in in `request`'s context. */
async function owner(request: APIRequestContext, fullName: string, phoneNumber: string): Promise<TestAccount> {
  const account = await createVerifiedAccount(request, 'adoption-e2e');
  await signIn(request, account);
  await ok(await request.put('/api/auth/role', { data: { role: 'pet_owner' } }));
  await ok(await request.put('/api/auth/profile', { data: { fullName, phoneNumber, location: 'Pune' } }));
  return account;
}

/** Another person in the same browser, at the project's size; no script a listing carries may run. */
async function newPage(browser: Browser) {
  const { baseURL, viewport, isMobile, hasTouch } = test.info().project.use;
  const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
  const page = await context.newPage();
  watchForScripts(page);
  return { context, page };
}

function watchForScripts(page: Page) {
  page.on('dialog', (dialog) => {
    throw new Error(`a listing ran script: ${dialog.message()}`);
  });
}
const noScriptRan = async (page: Page) =>
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();

test('a lister lists a pet with a photo, a guest finds it, an adopter applies, the lister accepts and they see each other’s contact', async ({
  page,
  browser,
}) => {
  watchForScripts(page);
  // Each run and each project (desktop, mobile) has its own people, city and title.
  const suffix = `${test.info().project.name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const city = `E2E Adopt ${suffix}`;
  const title = `Biscuit ${suffix}`;
  const guest = await newPage(browser);
  const adopter = await newPage(browser);
  try {
    const listerAccount = await owner(page.request, 'Lena Lister', '+91 90000 11111');
    const adopterAccount = await owner(adopter.page.request, 'Ada Adopter', '+91 90000 22222');

    // The lister fills in the listing with a photo.
    const form = page.getByRole('form', { name: 'List a pet' });
    await visit(page, '/submit-pet-sale-adoption', form);
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Species').selectOption('dog');
    await form.getByLabel('Breed').fill('Indie');
    await form.getByLabel('Years').fill('1');
    await form.getByLabel('Months').selectOption('6');
    await form.getByLabel('Sex').selectOption('female');
    await form.getByLabel('Size').selectOption('medium');
    await form.getByLabel('Vaccinated').check();
    await form.getByLabel('Good with children').check();
    await form.getByLabel('Description').fill(DESCRIPTION);
    await form.getByLabel('Adoption fee').fill('1500');
    await form.getByLabel('City').fill(city);
    await form.getByLabel('Photos').setInputFiles({ name: 'biscuit.png', mimeType: 'image/png', buffer: PNG });
    await expect(form.getByRole('img', { name: 'Chosen photo 1 (cover)' })).toBeVisible();
    await form.getByRole('button', { name: 'List pet' }).click();

    // Its page: the photo from our API, the description as text.
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 15_000 });
    const listingPath = new URL(page.url()).pathname;
    expect(listingPath).toMatch(/^\/become-pet-parent\/[a-f0-9]{24}$/);
    const photo = page.getByRole('img', { name: `Photo 1 of 1 of ${title}` });
    await expect(photo).toHaveAttribute('src', /^\/api\/images\/[\w-]{22}\/2$/);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(page.getByText(DESCRIPTION)).toBeVisible();
    await expect(page.getByRole('main').locator('img[src="x"], b')).toHaveCount(0);
    await expect(page.getByText('No applications yet.', { exact: false })).toBeVisible();

    // A guest browses by city, opens it, is asked to log in and sees no contact details.
    const card = guest.page.getByRole('article', { name: title });
    await visit(guest.page, `/become-pet-parent?city=${encodeURIComponent(city)}`, card);
    await expect(card.getByText('₹1,500')).toBeVisible();
    await card.getByRole('link', { name: title }).click();
    await expect(guest.page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 15_000 });
    await expect(guest.page.getByText('Log in to apply to adopt this pet.')).toBeVisible();
    await expect(guest.page.getByText(listerAccount.email)).toHaveCount(0);
    await expect(guest.page.getByText('Lena Lister')).toHaveCount(0);
    await noScriptRan(guest.page);

    // The adopter applies.
    const apply = adopter.page.getByRole('form', { name: `Apply to adopt ${title}` });
    await visit(adopter.page, listingPath, apply);
    await expect(adopter.page.getByText(listerAccount.email)).toHaveCount(0);
    await apply
      .getByLabel('About your home and experience')
      .fill('We have a garden, two kids who adore dogs, and I grew up with Indies.');
    await apply.getByRole('button', { name: 'Apply to adopt' }).click();
    await expect(adopter.page.getByText(/You applied .* We will let you know in the bell/)).toBeVisible();
    await expect(adopter.page.getByText(listerAccount.email)).toHaveCount(0);

    // The lister accepts the application and sees the adopter's contact.
    const fromAda = page.getByRole('listitem', { name: 'Application from Ada A.' });
    await visit(page, listingPath, fromAda);
    // The bell already counts the application's notice.
    await expect(page.getByRole('button', { name: /^Notifications, [1-9]\d* unread$/ })).toBeVisible();
    await expect(page.getByText(adopterAccount.email)).toHaveCount(0);
    await fromAda.getByRole('button', { name: 'Accept Ada A.' }).click();
    await page.getByRole('dialog', { name: 'Accept Ada A.?' }).getByRole('button', { name: 'Accept' }).click();
    const adopterContact = page.getByRole('region', { name: 'Contact Ada Adopter' });
    await expect(adopterContact.getByRole('link', { name: adopterAccount.email })).toBeVisible();
    await expect(adopterContact.getByRole('link', { name: '+91 90000 22222' })).toBeVisible();
    await expect(page.getByText('Adoption pending')).toBeVisible();

    // The adopter now sees the lister's contact details.
    const listerContact = adopter.page.getByRole('region', { name: 'Contact Lena Lister' });
    await visit(adopter.page, listingPath, listerContact);
    await expect(listerContact.getByRole('link', { name: listerAccount.email })).toHaveAttribute(
      'href',
      `mailto:${listerAccount.email}`,
    );
    await expect(listerContact.getByRole('link', { name: '+91 90000 11111' })).toBeVisible();
    await noScriptRan(adopter.page);
    await noScriptRan(page);
  } finally {
    await guest.context.close();
    await adopter.context.close();
  }
});
