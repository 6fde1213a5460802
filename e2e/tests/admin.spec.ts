import { expect, test, type Page } from '@playwright/test';
import { e2eAdmin } from '../platform-fixture';
import { confirmAccount, uniqueEmail } from '../support/accounts';

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** An admin session is no user session: /api/auth/session stays empty and the navbar offers Login. */
async function expectNoUserSession(page: Page) {
  const session = await page.request.get('/api/auth/session');
  expect(await session.json()).toEqual({ user: null });
  if (!isMobile(page)) {
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  }
}

async function signIn(page: Page, password: string) {
  const form = page.getByRole('form', { name: 'Admin login form' });
  await form.getByLabel('Email').fill(e2eAdmin.email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
}

test('/admin-login: a wrong password is refused, the right one signs in and survives a reload, then sign out', async ({
  page,
}) => {
  const area = page.locator('[data-remote="mfe-auth"]');
  await page.goto('/admin-login');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  // Administrators have no self-service reset.
  await expect(area.getByRole('button', { name: 'Forgot your password?' })).toHaveCount(0);

  await signIn(page, 'not-the-admin-passphrase');
  await expect(area.getByRole('alert')).toHaveText('Incorrect email or password. Please try again.');
  await expect(page).toHaveURL('/admin-login');

  await signIn(page, e2eAdmin.password);
  const signedIn = area.getByRole('status').filter({ hasText: 'Signed in as administrator' });
  await expect(signedIn).toHaveText(`Signed in as administrator ${e2eAdmin.email}.`);
  await expect(area.getByRole('link', { name: 'Go to Admin Dashboard' })).toHaveAttribute('href', '/admin-dashboard');
  await expectNoUserSession(page);

  await page.reload();
  await expect(signedIn).toHaveText(`Signed in as administrator ${e2eAdmin.email}.`);
  await expectNoUserSession(page);

  await area.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('form', { name: 'Admin login form' })).toBeVisible();
  await expect(signedIn).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('form', { name: 'Admin login form' })).toBeVisible();
  const adminSession = await page.request.get('/api/auth/admin/session');
  expect(await adminSession.json()).toEqual({ admin: null });
  await expectNoUserSession(page);
});

test('a user account cannot sign in at /admin-login', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, 'not-an-admin');
  const password = 'whiskers-and-paws';
  await confirmAccount(page.request, email, password);
  await page.goto('/admin-login');
  const form = page.getByRole('form', { name: 'Admin login form' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page.locator('[data-remote="mfe-auth"]').getByRole('alert')).toHaveText(
    'Incorrect email or password. Please try again.',
  );
  expect(await (await page.request.get('/api/auth/session')).json()).toEqual({ user: null });
});
