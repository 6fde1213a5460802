import { expect, test, type Page } from '@playwright/test';
import { createVerifiedAccount, signIn, type TestAccount } from '../support/accounts';

let account: TestAccount;

// Sign-ups are rate-limited per address: one account per file and worker, signed in by each test.
test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  account = await createVerifiedAccount(request, 'payments');
  await request.dispose();
});

async function addCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Sam Rivera');
  await page.getByRole('button', { name: 'Add Card' }).click();
}

test('a signed-in user adds cards and a UPI id, changes the default and removes a card', async ({ page }) => {
  test.slow();
  await signIn(page.request, account);
  await page.goto('/payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Methods' })).toBeVisible();
  await expect(page.getByText('No Payment Method Found')).toBeVisible();

  await addCard(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
  await expect(page.getByText('No Payment Method Found')).toBeVisible();

  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Add Card' }).click();
  const saved = page.getByRole('list', { name: 'Saved payment methods' });
  await expect(saved.getByRole('listitem')).toHaveCount(1);
  await expect(saved.getByRole('listitem').first()).toContainText('Visa ending in 4242');
  await expect(saved.getByRole('listitem').first()).toContainText('Default');
  await expect(page.getByLabel('Card number')).toHaveValue('');

  await page.getByRole('tab', { name: 'UPI' }).click();
  await page.getByRole('textbox', { name: 'UPI ID' }).fill('sam.rivera@okaxis');
  await page.getByRole('button', { name: 'Add UPI ID' }).click();
  await expect(saved.getByRole('listitem')).toHaveCount(2);

  await page.getByRole('button', { name: 'Set UPI sam.rivera@okaxis as default' }).click();
  await expect(saved.getByRole('listitem').first()).toContainText('UPI sam.rivera@okaxis');
  await expect(saved.getByRole('listitem').first()).toContainText('Default');

  await page.getByRole('button', { name: 'Remove Visa ending in 4242' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove payment method?' });
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(dialog).toBeHidden();
  await expect(saved.getByRole('listitem')).toHaveCount(1);
  await expect(saved).not.toContainText('4242');

  await page.reload();
  await expect(saved.getByRole('listitem')).toHaveCount(1);
  await expect(saved.getByRole('listitem').first()).toContainText('UPI sam.rivera@okaxis');
});

test('guests are sent to /login, and the result pages link back', async ({ page }) => {
  await page.goto('/payments');
  await expect(page).toHaveURL('/login');

  await page.goto('/payment-failure');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Failed' })).toBeVisible();
  await expect(page.getByText('There was an issue processing your payment. Please try again.')).toBeVisible();
  await page.getByRole('link', { name: 'Payment Methods' }).click();
  await expect(page).toHaveURL('/login');

  await page.goto('/payment-success');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Appointments' })).toHaveAttribute('href', '/appointments');
});
