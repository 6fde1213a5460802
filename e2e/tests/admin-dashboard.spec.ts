import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { e2eAdmin } from '../platform-fixture';
import { createVerifiedAccount, signIn } from '../support/accounts';
import { settle, visit } from '../support/visit';
import { ok } from '../support/api';
import { ownerWithOrder } from '../support/shop';

// Signs up a vet (argon2id hashing), signs the admin in and crosses two remotes.
test.describe.configure({ timeout: 90_000 });

/** A new vet with a license ID (unverified, as every new provider is), made through the API. */
async function createVet(request: APIRequestContext, fullName: string): Promise<void> {
  const account = await createVerifiedAccount(request, 'vet-verify-e2e');
  await signIn(request, account);
  await ok(await request.put('/api/auth/role', { data: { role: 'veterinary_doctor' } }));
  await ok(
    await request.put('/api/auth/profile', {
      data: {
        fullName,
        specialization: 'General Practice',
        location: 'Pune',
        availability: 'Weekdays',
        phoneNumber: '+91 98765 43210',
        licenseId: 'E2E-LIC-2042',
        consultationFee: 500,
        bio: 'A veterinarian waiting for verification.',
        timeZone: 'Asia/Kolkata',
      },
    }),
  );
}

/** The provider's card, searched for by name (the lists hold every test run's providers). */
async function findCard(page: Page, area: Locator, name: string): Promise<Locator> {
  await area.getByRole('textbox', { name: /Search providers/ }).fill(name);
  await area.getByRole('button', { name: 'Search' }).click();
  const card = area
    .getByRole('list', { name: 'Providers' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(card).toBeVisible();
  return card;
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Signs the e2e admin in from the dashboard's link to /admin-login and comes back; answers the remote's area. */
async function openDashboardAsAdmin(page: Page): Promise<Locator> {
  await visit(page, '/admin-dashboard', page.getByRole('link', { name: 'Admin sign in' }));
  await page.getByRole('link', { name: 'Admin sign in' }).click();
  const form = page.getByRole('form', { name: 'Admin login form' });
  await settle(page, form);
  await form.getByLabel('Email').fill(e2eAdmin.email);
  await form.getByLabel('Password', { exact: true }).fill(e2eAdmin.password);
  await form.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('link', { name: 'Go to Admin Dashboard' }).click();
  const area = page.locator('[data-remote="mfe-admin"]');
  await settle(page, area.getByText(`Signed in as ${e2eAdmin.email}`));
  return area;
}

test('an admin verifies a new vet under Providers and the Audit tab shows it', async ({ page, request }, testInfo) => {
  const stamp = `${Date.now().toString(36)}${testInfo.project.name}`;
  const vetName = `Dr. Verify ${stamp}`;
  const reason = `License E2E-LIC-2042 checked (${stamp}).`;
  await createVet(request, vetName);

  const area = await openDashboardAsAdmin(page);
  await area.getByRole('tab', { name: 'Providers' }).click();
  await expect(page).toHaveURL('/admin-dashboard?tab=providers');
  const card = await findCard(page, area, vetName);
  await expect(card.getByText('Pending')).toBeVisible();
  await expect(card.getByText('E2E-LIC-2042')).toBeVisible();
  if (testInfo.project.name === 'mobile') await expectNoSidewaysScroll(page);

  await card.getByRole('button', { name: 'Verify' }).click();
  const dialog = page.getByRole('dialog', { name: `Verify ${vetName}?` });
  await expect(dialog.getByText('Check license ID E2E-LIC-2042 before verifying.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason (optional)' }).fill(reason);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${vetName} is verified.`)).toBeVisible();

  await area.getByRole('combobox', { name: 'Verification' }).selectOption('verified');
  await expect(await findCard(page, area, vetName)).toContainText('Verified');

  await area.getByRole('tab', { name: 'Audit' }).click();
  await expect(page).toHaveURL('/admin-dashboard?tab=audit');
  const entry = area
    .getByRole('list', { name: 'Audit log' })
    .getByRole('listitem')
    .filter({ hasText: `Reason: ${reason}` });
  await expect(entry).toContainText('provider.verify');
  await expect(entry).toContainText(e2eAdmin.email);
  if (testInfo.project.name === 'mobile') await expectNoSidewaysScroll(page);

  await page.reload();
  await expect(area.getByRole('tab', { name: 'Audit', selected: true })).toBeVisible({ timeout: 20_000 });
});

test('an admin moves an order on to shipped, the buyer sees it, and the Audit tab shows each move', async ({
  page,
  browser,
}) => {
  const buyer = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const orderId = await ownerWithOrder(buyer.request, { prescription: false });

  const area = await openDashboardAsAdmin(page);
  await area.getByRole('tab', { name: 'Orders' }).click();
  await expect(page).toHaveURL('/admin-dashboard?tab=orders');
  await area.getByRole('textbox', { name: /Search orders/ }).fill(orderId);
  await area.getByRole('button', { name: 'Search' }).click();
  const card = area
    .getByRole('list', { name: 'Orders' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `Order ${orderId}` }) });
  await expect(card).toContainText('Order placed');
  for (const [button, label] of [
    ['Mark as being prepared', 'Being prepared'],
    ['Mark as shipped', 'Shipped'],
  ] as const) {
    await card.getByRole('button', { name: button }).click();
    const dialog = page.getByRole('dialog', { name: `${button}?` });
    await dialog.getByRole('button', { name: button }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText(label);
  }
  await expect(card.getByRole('button', { name: 'Mark as delivered' })).toBeVisible();

  const buyerPage = await buyer.newPage();
  const reference = orderId.slice(-8).toUpperCase();
  const order = buyerPage.getByRole('article', { name: `Order #${reference}` });
  await visit(buyerPage, '/pharmas-orders', order);
  await expect(order).toContainText('Shipped');
  await buyer.close();

  await area.getByRole('tab', { name: 'Audit' }).click();
  const moves = area.getByRole('list', { name: 'Audit log' }).getByRole('listitem').filter({ hasText: orderId });
  await expect(moves.filter({ hasText: 'Status set to Shipped.' })).toContainText('order.status');
  await expect(moves.filter({ hasText: 'Status set to Being prepared.' })).toContainText('order.status');
});
