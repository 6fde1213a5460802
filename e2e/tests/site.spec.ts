import { expect, test, type Page } from '@playwright/test';
import { visit } from '../support/visit';

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

async function openServices(page: Page) {
  if (isMobile(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
  } else {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' }).click();
  }
}

test('a guest sees the landing page with its sections and the logged-out call to action', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Put your pet at the heart of everything' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Your Journey' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Learn More' })).toBeVisible();
  for (const section of ['What We Offer', 'Special Features', 'Emergency Services', 'Join Our Pet Care Community']) {
    await expect(page.getByRole('heading', { name: section, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Sign Up Now' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  if (!isMobile(page)) {
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Payments' })).toHaveCount(0);
  }
});

test('landing offerings lead to /services (desktop cards) or open a dialog whose Explore Service needs a login (mobile)', async ({
  page,
}) => {
  await page.goto('/');
  if (isMobile(page)) {
    await page.getByRole('button', { name: 'Veterinary Care' }).click();
    const dialog = page.getByRole('dialog', { name: 'Veterinary Care' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('link', { name: 'Explore Service' }).click();
    await expect(page).toHaveURL('/login');
  } else {
    await page.getByRole('link', { name: 'Explore Veterinary Care' }).click();
    await expect(page).toHaveURL('/services');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

test('guests are sent to /login from the services menu, except for the open services', async ({ page }) => {
  await page.goto('/about');
  await openServices(page);
  await page.getByRole('link', { name: 'Find a Veterinarian' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.locator('[data-remote="mfe-auth"]')).toBeVisible();

  await openServices(page);
  await page.getByRole('link', { name: 'Emergency Services' }).click();
  await expect(page).toHaveURL('/emergency-services');
  await expect(page.locator('[data-remote="mfe-care"]')).toBeVisible();
  if (isMobile(page)) await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
});

test('the /services page lists all eleven services with the guest rules', async ({ page }) => {
  await page.goto('/services');
  for (const name of [
    'Book a Pet Sitter',
    'Find a Veterinarian',
    'Find a Pet Trainer',
    'Find a Stylist',
    'Pharmacy',
    'Merchandise & Pet Food',
    'Insurance',
    'Emergency Services',
    'PawfectMatch',
    'Become a Pet Parent',
    'Payments',
  ]) {
    await expect(page.getByRole('main').getByRole('heading', { name, exact: true })).toBeVisible();
  }
  await page
    .getByRole('main')
    .getByRole('link', { name: /PawfectMatch/ })
    .first()
    .click();
  await expect(page).toHaveURL('/pawfectmatch');
  await expect(page.locator('[data-remote="mfe-community"]')).toBeVisible();
});

test('the footer shows the year and sends guests to /login for To-Do and Appointments', async ({ page }) => {
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© ${new Date().getFullYear()} PetPal`);
  await footer.getByRole('link', { name: 'To-Do' }).click();
  await expect(page).toHaveURL('/login');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Appointments' }).click();
  await expect(page).toHaveURL('/login');
});

test('a link inside a remote opens the next page at its top', async ({ page }) => {
  await visit(page, '/merchandise', page.getByRole('heading', { level: 1, name: 'Merchandise & Pet Food' }));
  const last = page.getByRole('article').last();
  const name = (await last.getByRole('heading', { level: 2 }).textContent())!.trim();
  // A first visit fills the product's cache, so the second renders at its full height at once, as a remote's
  // page does when its data is already there (a page that starts empty is scrolled up by the browser anyway).
  await last.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.goBack();
  await last.scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await last.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the site has a favicon, an apple-touch-icon and a web app manifest with its icons', async ({ page }) => {
  await page.goto('/about');
  const favicon = await page.request.get('/favicon.ico');
  expect(favicon.headers()['content-type']).toBe('image/x-icon');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await page.request.get(manifestHref!);
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  const { name, icons } = (await manifest.json()) as { name: string; icons: { src: string; sizes: string }[] };
  expect(name).toBe('PetPal');
  for (const href of [
    await page.locator('link[rel="apple-touch-icon"]').getAttribute('href'),
    ...icons.map((icon) => icon.src),
  ]) {
    const icon = await page.request.get(href!);
    expect(icon.status(), href!).toBe(200);
    expect(icon.headers()['content-type']).toMatch(/^image\//);
  }
});

test('guests get no mobile bottom bar', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Quick links' })).toHaveCount(0);
});

test('the contact form validates, then the API stores and confirms the message', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please enter your name.')).toBeVisible();
  await page.getByLabel('Name').fill('Sam Rivera');
  await page.getByLabel('Email').fill('sam@example.com');
  await page.getByLabel('Subject').fill('Sitter in Pune');
  await page.getByLabel('Message').fill('Do you have pet sitters available in Pune next month?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('We have received your message and will reply within 2 business days.')).toBeVisible();
});

test('help & support shows the FAQ from the API', async ({ page }) => {
  await page.goto('/help-support');
  const question = page.getByRole('button', { name: 'How do I book a veterinarian?' });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: 'How do I book a veterinarian?' })).toBeVisible();
});

test('legal pages, about and coming soon have real content', async ({ page }) => {
  for (const [path, heading] of [
    ['/terms-of-service', 'Terms of Service'],
    ['/privacy-statement', 'Privacy Statement'],
    ['/about', 'About PetPal'],
    ['/coming-soon', 'Coming soon'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});
