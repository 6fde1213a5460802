import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { createVerifiedAccount, logIn, signIn } from '../support/accounts';
import { ok } from '../support/api';
import { CLEAR_DOCUMENT } from '../support/providers';
import { e2eAdmin } from '../platform-fixture';
import { settle, visit } from '../support/visit';

// Two people in two browsers, an application, a verification and a suspension across four remotes.
test.describe.configure({ timeout: 150_000 });

const SUSPENDED = 'Your PetPal account is suspended. Please contact PetPal support.';

/** The admin, in a browser of their own at the project's size, signed in through the API. */
async function adminPage(browser: Browser): Promise<Page> {
  const { baseURL, viewport, isMobile, hasTouch } = test.info().project.use;
  const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
  const page = await context.newPage();
  await ok(await page.request.post('/api/auth/admin/login', { data: e2eAdmin }));
  return page;
}

/** A row of an admin list, searched for by its heading (the lists hold every run's rows). */
async function findRow(page: Page, area: Locator, search: RegExp, list: string, heading: string): Promise<Locator> {
  await area.getByRole('textbox', { name: search }).fill(heading);
  await area.getByRole('button', { name: 'Search' }).click();
  const row = area
    .getByRole('list', { name: list })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: heading, exact: true }) });
  await expect(row).toBeVisible();
  return row;
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a new pet sitter applies, waits for verification, is verified by an admin, then suspended', async ({
  page,
  browser,
}, testInfo) => {
  const stamp = `${Date.now().toString(36)}${testInfo.project.name}`;
  const name = `Sitter Applicant ${stamp}`;
  const account = await createVerifiedAccount(page.request, 'applicant');
  await signIn(page.request, account);

  // The application: the role, then the profile the role must show.
  await visit(page, '/role-selection', page.getByRole('heading', { level: 1, name: 'Choose Your Role' }));
  await page.getByText('Pet Sitter', { exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/profile/pet-sitter');
  const status = page.getByRole('region', { name: 'Pending verification' });
  const missing = status.getByRole('list', { name: 'Still missing' });
  await expect(missing).toContainText('Years of experience');
  await expect(missing).toContainText('ID check');

  const form = page.getByRole('form', { name: 'Pet Sitter profile' });
  await form.getByLabel('Full Name', { exact: true }).fill(name);
  await form.getByLabel('Location', { exact: true }).fill(`E2E Verifyville ${stamp}`);
  await form.getByLabel('Years of Experience', { exact: true }).fill('4');
  await form.getByLabel('House Sitting').check();
  await form.getByLabel('Hourly Rate (INR)', { exact: true }).fill('350');
  await form.getByLabel('Bio', { exact: true }).fill('Cats and dogs, big and small.');
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await expect(missing).toHaveText('ID check');

  // The ID check step, with its result.
  const idCheck = page.getByRole('form', { name: 'ID check' });
  await idCheck.getByLabel('Document type').selectOption(CLEAR_DOCUMENT.documentType);
  await idCheck.getByLabel('Document number').fill(CLEAR_DOCUMENT.documentNumber);
  await idCheck.getByRole('button', { name: 'Check My ID' }).click();
  await expect(page.getByText('Clear: your document was checked.')).toBeVisible();
  await expect(page.getByText(/^Passport ending 1E2E, checked /)).toBeVisible();
  await expect(status).toContainText('Your application is complete and waits for review.');
  await expect(missing).toHaveCount(0);
  if (testInfo.project.name === 'mobile') await expectNoSidewaysScroll(page);

  // Pending: the practice shows the panel instead of the tools, and the API refuses the tools.
  const practice = page.locator('[data-remote="mfe-care"]');
  await visit(page, '/dashboard/sitter-practice', practice.getByRole('region', { name: 'Pending verification' }));
  await expect(practice.getByRole('tab', { name: 'Incoming' })).toHaveCount(0);
  const refused = await page.request.get('/api/care/practice/requests?scope=incoming');
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('provider_pending');

  // The admin finds the application in the queue with what was sent, and verifies it.
  const admin = await adminPage(browser);
  try {
    const area = admin.locator('[data-remote="mfe-admin"]');
    await visit(admin, '/admin-dashboard?tab=providers', area.getByRole('heading', { name: 'Verification queue' }));
    const application = await findRow(admin, area, /Search providers/, 'Providers', name);
    await expect(application).toContainText('Pending');
    await expect(application).toContainText('Pet sitter');
    await expect(application).toContainText(account.email);
    await expect(application).toContainText('4 years');
    await expect(application).toContainText('Clear (Passport ending 1E2E)');
    await expect(application.getByText('Not yet: incomplete')).toHaveCount(0);
    if (testInfo.project.name === 'mobile') await expectNoSidewaysScroll(admin);
    await application.getByRole('button', { name: 'Verify' }).click();
    const verify = admin.getByRole('dialog', { name: `Verify ${name}?` });
    await verify.getByRole('button', { name: 'Verify' }).click();
    await expect(verify).toBeHidden();
    await expect(admin.getByText(`${name} is verified.`)).toBeVisible();

    // Verified: the provider's next visit opens the tools.
    await visit(page, '/dashboard/sitter-practice', practice.getByRole('tab', { name: 'Incoming' }));
    await expect(practice.getByRole('region', { name: 'Pending verification' })).toHaveCount(0);
    expect((await page.request.get('/api/care/practice/requests?scope=incoming')).status()).toBe(200);

    // The admin suspends the account with a reason; the list shows it with the reason.
    const reason = `Owners reported no-shows (${stamp}).`;
    await area.getByRole('tab', { name: 'Users' }).click();
    const user = await findRow(admin, area, /Search users/, 'Users', account.email);
    await user.getByRole('button', { name: 'Suspend' }).click();
    const suspend = admin.getByRole('dialog', { name: `Suspend ${account.email}?` });
    await suspend.getByRole('textbox', { name: 'Reason' }).fill(reason);
    await suspend.getByRole('button', { name: 'Suspend' }).click();
    await expect(suspend).toBeHidden();
    await expect(user).toContainText(`Reason: ${reason}`);
    await expect(user.getByRole('button', { name: 'Lift suspension' })).toBeVisible();
  } finally {
    await admin.context().close();
  }

  // The open session loses access at once: the next request is refused, the next visit shows no tools.
  expect((await page.request.get('/api/care/practice/requests?scope=incoming')).status()).toBe(401);
  await visit(page, '/dashboard/sitter-practice', practice.getByText(/Log in with your pet sitter account/));
  await expect(practice.getByRole('tab', { name: 'Incoming' })).toHaveCount(0);

  // Signing in again is refused with the suspension's message.
  await page.goto('/login');
  await settle(page, page.getByRole('form', { name: 'Login form' }));
  await logIn(page, account.email, account.password);
  await expect(page.locator('[data-remote="mfe-auth"]').getByRole('alert')).toHaveText(SUSPENDED);
  await expect(page).toHaveURL('/login');
});
