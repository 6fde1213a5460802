import { expect, test, type Page } from '@playwright/test';
import { createVerifiedAccount, signIn, type TestAccount } from '../support/accounts';
import { cardElement, typeCard } from '../support/card-element';
import { settle, visit } from '../support/visit';

let account: TestAccount;

// Sign-ups are rate-limited per address: one account per file and worker, signed in by each test.
test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  account = await createVerifiedAccount(request, 'payments');
  await request.dispose();
});

async function addCard(page: Page, number: string) {
  await typeCard(page, number);
  await page.getByRole('button', { name: 'Add Card' }).click();
}

test('a signed-in user adds cards and a UPI id, changes the default and removes a card', async ({ page }) => {
  test.slow();
  await signIn(page.request, account);
  await visit(page, '/payments', page.getByRole('heading', { level: 1, name: 'Payment Methods' }));
  await expect(page.getByText('No Payment Method Found')).toBeVisible();

  // The element checks the card itself, with the spec's messages beside its fields.
  const element = cardElement(page);
  const frame = page.locator('iframe[title="Secure card entry"]');
  const frameHeight = async () => (await frame.boundingBox())?.height ?? 0;
  await expect(element.getByLabel('Name on card')).toBeVisible();
  const heightBefore = await frameHeight();
  await element.getByLabel('Card number').fill('4242 4242 4242 4241');
  await element.getByLabel('Expiry (MM/YY)').fill('01/20');
  await page.getByRole('button', { name: 'Add Card' }).click();
  await expect(element.getByText('Your card number is incorrect.')).toBeVisible();
  await expect(element.getByText('Your card has expired.')).toBeVisible();
  await expect(element.getByText("Your card's security code is invalid.")).toBeVisible();
  await expect(element.getByText('Please enter the name on the card.')).toBeVisible();
  // The frame grows with its content: the messages are not cut off.
  await expect.poll(frameHeight).toBeGreaterThan(heightBefore + 40);

  await addCard(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
  await expect(page.getByText('No Payment Method Found')).toBeVisible();

  await element.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Add Card' }).click();
  const saved = page.getByRole('list', { name: 'Saved payment methods' });
  await expect(saved.getByRole('listitem')).toHaveCount(1);
  await expect(saved.getByRole('listitem').first()).toContainText('Visa ending in 4242');
  await expect(saved.getByRole('listitem').first()).toContainText('Default');
  await expect(element.getByLabel('Card number')).toHaveValue('');

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
  await settle(page, saved.getByRole('listitem').first());
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
