import { expect, test, type Page } from '@playwright/test';
import { createVerifiedAccount, signIn } from '../support/accounts';
import { ok } from '../support/api';
import { signedInOwner } from '../support/owner';
import { createVerifiedProvider } from '../support/providers';
import { phonePhoto } from '../support/phone-photo';
import { visit } from '../support/visit';

/** A new, confirmed user signed in through the API, so the session cookie is in this page's context. */
async function signedInNewUser(page: Page, prefix: string) {
  const account = await createVerifiedAccount(page.request, prefix);
  await signIn(page.request, account);
  return account;
}

async function chooseRole(page: Page, role: string, slug: string) {
  await visit(page, '/role-selection', page.getByRole('heading', { level: 1, name: 'Choose Your Role' }));
  await expect(page.getByRole('radio')).toHaveCount(7);
  await page.getByText(role, { exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(`/profile/${slug}`);
}

// Each flow signs up (argon2id hashing), confirms, signs in and crosses several pages and two applications.
test.describe.configure({ timeout: 60_000 });

test('a new user becomes a veterinary doctor, sets up the profile and later changes the fee', async ({ page }) => {
  await signedInNewUser(page, 'vet-profile');
  await chooseRole(page, 'Veterinary Doctor', 'veterinary');
  await expect(page.getByRole('heading', { level: 1, name: 'Veterinary Doctor Profile' })).toBeVisible();

  await page.getByLabel('Full Name', { exact: true }).fill('Dr. Asha Rao');
  await page.getByLabel('Specialization', { exact: true }).fill('Dermatology');
  await page.getByLabel('Location', { exact: true }).fill('Bengaluru, Karnataka');
  await page.getByLabel('Availability', { exact: true }).fill('Mon-Fri 9:00-17:00');
  await page.getByLabel('Phone Number', { exact: true }).fill('+91 98765 43210');
  await page.getByLabel('License ID', { exact: true }).fill('KA-VET-2291');
  await page.getByLabel('Consultation Fee (INR)', { exact: true }).fill('-1');
  await page.getByLabel('Bio', { exact: true }).fill('Ten years of small-animal practice.');
  await expect(page.getByLabel('Time Zone', { exact: true })).toHaveValue('Asia/Kolkata');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Consultation fee must be 0 or more.')).toBeVisible();

  await page.getByLabel('Consultation Fee (INR)', { exact: true }).fill('500');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  // The profile is the vet's application: it stays on the page, complete and waiting for an admin.
  const status = page.getByRole('region', { name: 'Pending verification' });
  await expect(status).toContainText('Your application is complete and waits for review.');
  await expect(page).toHaveURL('/profile/veterinary');
  await page.getByRole('link', { name: 'Continue to Dashboard' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Dr. Asha Rao' })).toBeVisible();

  await page.goto('/role-selection');
  await expect(page).toHaveURL('/dashboard');

  await page.goto('/edit-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();
  const fee = page.getByLabel('Consultation Fee (INR)', { exact: true });
  await expect(fee).toHaveValue('500');
  await expect(page.getByLabel('License ID', { exact: true })).toHaveValue('KA-VET-2291');
  await fee.fill('750');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();
  await expect(page).toHaveURL('/edit-profile');

  await page.reload();
  await expect(page.getByLabel('Consultation Fee (INR)', { exact: true })).toHaveValue('750');
});

test("a sitter uploads a profile photo and a gallery photo; owners see them on the sitter's profile", async ({
  page,
  browser,
}) => {
  const name = `Meera ${Date.now().toString(36)}`;
  const fields = {
    fullName: name,
    location: 'Pune, Maharashtra',
    yearsExperience: 4,
    services: ['Dog Walking'],
    hourlyRate: 300,
    bio: 'Dogs and cats, big and small.',
    photos: [],
  };
  await createVerifiedProvider(page.request, 'pet_sitter', fields);
  const profile = (await (await ok(await page.request.get('/api/auth/profile'))).json()) as { record: { id: string } };
  const sitterId = profile.record.id;
  // A link to another host is refused on its field: photos are uploaded, never hot-linked (decision 104).
  const linked = await page.request.put('/api/auth/profile', {
    data: { ...fields, profileImageUrl: 'https://images.example/meera.jpg' },
  });
  expect(linked.status()).toBe(400);
  expect(((await linked.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
    profileImageUrl: 'Please upload your profile photo here. Links to other sites are not accepted.',
  });

  await visit(page, '/edit-profile', page.getByRole('heading', { level: 1, name: 'Edit Profile' }));
  const photo = await phonePhoto(page);
  await page
    .getByLabel('Profile Photo (optional)', { exact: true })
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo });
  await expect(page.getByAltText('Preview of your profile photo')).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Add a photo', { exact: true }).setInputFiles({
    name: 'walk.png',
    mimeType: 'image/png',
    buffer: await phonePhoto(page, 800, 600),
  });
  const gallery = page.getByRole('group', { name: 'Gallery (optional)' });
  await expect(gallery.getByRole('img', { name: 'Gallery photo 1' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();

  // An owner sees both on the sitter's profile, served by the image pipeline.
  const ownerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const owner = await ownerContext.newPage();
    await signedInOwner(owner, 'gallery-owner');
    await visit(owner, `/sitter-profile/${sitterId}`, owner.getByRole('heading', { name }));
    const portrait = owner.getByRole('img', { name, exact: true });
    await expect(portrait).toHaveJSProperty('complete', true);
    expect(await portrait.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await portrait.getAttribute('src')).toMatch(/^\/api\/images\/[A-Za-z0-9_-]{22}\/\d+$/);
    const shot = owner.getByRole('img', { name: `${name}, photo 1 of 1` });
    await shot.scrollIntoViewIfNeeded();
    await expect(shot).toHaveJSProperty('complete', true);
    expect(await shot.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  } finally {
    await ownerContext.close();
  }
});

test('a pet owner adds a pet with a photo, sees "Rex (Beagle)" and removes it', async ({ page }) => {
  await signedInNewUser(page, 'pet-owner');

  // No pet owner profile yet: an empty list, and no error.
  await page.goto('/profile/add-pet');
  await expect(page.getByText('No pets added yet.')).toBeVisible();
  await expect(page.getByText('Failed to load pets')).toHaveCount(0);

  await chooseRole(page, 'Pet Owner', 'pet-owner');
  await page.getByLabel('Full Name', { exact: true }).fill('Sam Patel');
  await page.getByLabel('Phone Number', { exact: true }).fill('98765 43210');
  await page.getByLabel('Location', { exact: true }).fill('Mumbai, Maharashtra');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL('/dashboard');

  await page.goto('/profile/add-pet');
  await expect(page.getByRole('heading', { level: 1, name: 'Add a Pet' })).toBeVisible();
  await expect(page.getByText('No pets added yet.')).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Rex');
  await page.getByLabel('Breed', { exact: true }).fill('Beagle');
  await page.getByLabel('Species', { exact: true }).selectOption('dog');
  await page.getByLabel('Size (lbs)', { exact: true }).fill('24');
  // An ordinary phone photo (about 3 MB; the old cap was 512 KB) goes to the image pipeline as it is chosen.
  const photo = await phonePhoto(page);
  expect(photo.length).toBeGreaterThan(3_000_000);
  await page
    .getByLabel('Photo (optional)', { exact: true })
    .setInputFiles({ name: 'rex.png', mimeType: 'image/png', buffer: photo });
  await expect(page.getByAltText("Preview of your pet's photo")).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Add Pet' }).click();

  await expect(page.getByText('Pet added')).toBeVisible();
  const pets = page.getByRole('list', { name: 'Your pets' });
  await expect(pets.getByRole('listitem')).toHaveText(['Rex (Beagle)Remove']);
  // Shown from the stored widths (320, 640, 1024 px WebP): the browser picks one from srcset.
  const shown = pets.locator('img');
  await expect(shown).toHaveAttribute('srcset', /\/api\/images\/[\w-]{22}\/320 320w, .* 1024w$/);
  await expect(shown).toHaveJSProperty('complete', true);
  // A 3rem thumbnail: the smallest stored width is the one fetched, and it decoded.
  expect(await shown.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/api\/images\/[\w-]{22}\/320$/);
  expect(await shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');

  await page.reload();
  await expect(pets.getByText('Rex (Beagle)')).toBeVisible();
  await pets.getByRole('button', { name: 'Remove Rex (Beagle)' }).click();
  await expect(page.getByText('No pets added yet.')).toBeVisible();
});

test.describe('nearby lost-and-found alerts in the profile', () => {
  test.use({ geolocation: { latitude: 12.9716, longitude: 77.5946 }, permissions: ['geolocation'] });

  test('a pet owner turns alerts on with a 12 km radius, then opts out, on /edit-profile', async ({ page }) => {
    await signedInNewUser(page, 'alerts-profile');
    expect((await page.request.put('/api/auth/role', { data: { role: 'pet_owner' } })).ok()).toBe(true);
    const profile = { fullName: 'Kiran Rao', phoneNumber: '+91 98765 43210', location: 'Bengaluru' };
    expect((await page.request.put('/api/auth/profile', { data: profile })).ok()).toBe(true);

    // The section is mfe-notifications' parcel inside mfe-auth's page.
    await page.goto('/edit-profile');
    const alerts = page.getByRole('form', { name: 'Nearby alerts' });
    await expect(alerts).toBeVisible({ timeout: 15_000 });
    await alerts.getByLabel('Alert me about new reports near me').check();
    await alerts.getByRole('button', { name: 'Use my current location' }).click();
    await expect(alerts.getByText('Around 12.972, 77.595')).toBeVisible({ timeout: 15_000 });
    await alerts.getByLabel('Radius (km)').fill('30');
    await alerts.getByRole('button', { name: 'Save Alert Settings' }).click();
    await expect(alerts.getByText('Radius must be between 1 and 25 km.')).toBeVisible();
    await alerts.getByLabel('Radius (km)').fill('12');
    await alerts.getByRole('button', { name: 'Save Alert Settings' }).click();
    await expect(page.getByText('Alert settings saved.')).toBeVisible();
    const saved = await (await page.request.get('/api/notifications/alert-settings')).json();
    expect(saved).toMatchObject({ enabled: true, radiusKm: 12, point: { lat: 12.972, lng: 77.595 } });

    await page.reload();
    await expect(alerts.getByLabel('Radius (km)')).toHaveValue('12', { timeout: 15_000 });
    await alerts.getByLabel('Alert me about new reports near me').uncheck();
    await alerts.getByRole('button', { name: 'Save Alert Settings' }).click();
    await expect(page.getByText('Alert settings saved.')).toBeVisible();
    expect(await (await page.request.get('/api/notifications/alert-settings')).json()).toMatchObject({
      enabled: false,
    });
  });
});

test('guests opening role selection and profile pages go to /login', async ({ page }) => {
  for (const path of ['/role-selection', '/profile/veterinary', '/profile/add-pet', '/edit-profile']) {
    await page.goto(path);
    await expect(page).toHaveURL('/login');
  }
});
