import { expect, test } from '@playwright/test';

/** The local OpenID provider that stands in for Google and Facebook runs on the shell's port + 20. */
test('Continue with Google through the local provider: sign up, then sign in again', async ({ page }, testInfo) => {
  // Both projects share one database: each signs up its own demo person.
  const person = testInfo.project.name === 'mobile' ? 'chloe@petpal.demo' : 'ana@petpal.demo';
  const area = page.locator('[data-remote="mfe-auth"]');
  const shell = new URL(testInfo.project.use.baseURL ?? '');

  await page.goto('/signup');
  await area.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(new RegExp(`^http://localhost:${Number(shell.port) + 20}/interaction/`));
  await page.locator('input[name="login"]').fill(person);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();

  await expect(page.getByText('Signed up successfully with Google!')).toBeVisible();
  await expect(page).toHaveURL('/role-selection');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Role' })).toBeVisible();

  // Signed out of PetPal (still signed in at the provider): the same person lands signed in.
  await page.context().clearCookies({ name: 'petpal_session' });
  await page.goto('/login');
  await area.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByText('Logged in successfully with Google!')).toBeVisible();
  await expect(page).toHaveURL('/role-selection');
  const session = await page.request.get('/api/auth/session');
  expect((await session.json()) as unknown).toMatchObject({ user: { email: person, role: 'none' } });
});

test('a cancelled Google sign-in comes back to login with the spec messages', async ({ page }) => {
  const area = page.locator('[data-remote="mfe-auth"]');
  // What the API sends the browser back with when the provider refuses (see oidc.routes.ts).
  await page.goto('/login?error=google&stage=callback&message=Access%20was%20denied.');
  await expect(area.getByRole('alert')).toContainText('Google sign-in failed');
  await expect(page.getByText('Google authentication failed: Access was denied.')).toBeVisible();
});
