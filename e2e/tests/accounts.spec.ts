import { expect, test } from '@playwright/test';
import { confirmAccount, emailedLink, logIn, uniqueEmail } from '../support/accounts';

const password = 'whiskers1';

test('email sign-up: check your email, no login before confirming, then confirmed and on to role selection', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'signup');
  const area = page.locator('[data-remote="mfe-auth"]');
  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Create an Account' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

  await expect(page).toHaveURL(`/verify-email?email=${encodeURIComponent(email)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await expect(area.getByText(email)).toBeVisible();
  await expect(area.getByText('check your inbox and spam folder')).toBeVisible();
  await expect(area.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');

  await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Confirm your PetPal account' })).toBeVisible();

  await page.goto('/login');
  await logIn(page, email, password);
  await expect(page.getByRole('alert')).toHaveText('Please verify your email before logging in.');

  await page.goto(await emailedLink(page.request, email, '/verify-email'));
  await expect(area.getByText('Your email is confirmed. You can now log in.')).toBeVisible();
  await area.getByRole('link', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL('/login');

  await logIn(page, email, password);
  await expect(page.getByText('Welcome! Please complete your profile setup.')).toBeVisible();
  await expect(page).toHaveURL('/role-selection');
});

test('a wrong password is refused with the spec message', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, 'wrong');
  await confirmAccount(page.request, email, password);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await logIn(page, email, 'not-my-password');
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password. Please try again.');
  await expect(page).toHaveURL('/login');
});

test('forgot password: reset link, new password, log in with it; the used link is refused', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'reset');
  await confirmAccount(page.request, email, password);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset Password' });
  await expect(dialog.getByLabel('Email')).toBeFocused();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(dialog.getByRole('status')).toContainText(`We sent a password reset link to ${email}.`);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);

  const resetLink = await emailedLink(page.request, email, '/reset-password');
  await page.goto(resetLink);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  const update = page.getByRole('button', { name: 'Update Password' });
  await expect(update).toBeEnabled();
  await page.getByLabel('New password', { exact: true }).fill('new-whiskers');
  await page.getByLabel('Confirm new password', { exact: true }).fill('new-whiskers');
  await update.click();

  await expect(page).toHaveURL('/login');
  await expect(page.getByText('Password successfully updated. Please log in with your new password.')).toBeVisible();
  await logIn(page, email, 'new-whiskers');
  await expect(page.getByText('Welcome! Please complete your profile setup.')).toBeVisible();
  await expect(page).toHaveURL('/role-selection');

  await page.goto(resetLink);
  await expect(page.getByRole('alert')).toHaveText('Invalid or expired reset link. Please request a new one.');
  await expect(page.getByRole('button', { name: 'Update Password' })).toBeDisabled();
});
