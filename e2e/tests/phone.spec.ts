import { expect, test, type APIRequestContext } from '@playwright/test';

/** A number no other test uses: +1 555 and seven random digits. */
function uniquePhone(): string {
  return `+1555${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
}

/** The code of the newest SMS to `phone`, from the development outbox. */
async function textedCode(request: APIRequestContext, phone: string): Promise<string> {
  let items: { subject: string; text: string }[] = [];
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(phone)}`);
      ({ items } = (await res.json()) as { items: { subject: string; text: string }[] });
      return items[0]?.subject;
    })
    .toBe('PetPal verification code');
  const code = /Your PetPal code is (\d{6})\. It expires in 5 minutes\./.exec(items[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`no code texted to ${phone}`);
  return code;
}

test('sign up with phone: code by SMS, then role selection', async ({ page }) => {
  const phone = uniquePhone();
  const area = page.locator('[data-remote="mfe-auth"]');
  await page.goto('/signup');
  await area.getByRole('button', { name: 'Sign up with Phone' }).click();
  await area.getByRole('button', { name: 'Send Verification Code' }).click();
  await expect(area.getByText('Please enter your phone number')).toBeVisible();

  await area.getByLabel('Phone Number').fill(phone);
  await area.getByRole('button', { name: 'Send Verification Code' }).click();
  await expect(page.getByText('OTP sent to your phone number')).toBeVisible();

  const code = await textedCode(page.request, phone);
  await area.getByLabel('Verification Code').fill(code);
  await area.getByRole('button', { name: 'Verify & Continue' }).click();
  await expect(page.getByText('Signed up successfully!')).toBeVisible();
  await expect(page).toHaveURL('/role-selection');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Role' })).toBeVisible();
});

test('log in with phone: a wrong code shows the message; Change Phone Number and back work', async ({ page }) => {
  const phone = uniquePhone();
  const area = page.locator('[data-remote="mfe-auth"]');
  await page.goto('/login');
  await area.getByRole('button', { name: 'Login with Phone' }).click();
  await area.getByLabel('Phone Number').fill(phone);
  await area.getByRole('button', { name: 'Send Verification Code' }).click();
  await expect(page.getByText('OTP sent to your phone number')).toBeVisible();
  const code = await textedCode(page.request, phone);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  await area.getByLabel('Verification Code').fill(wrong);
  await area.getByRole('button', { name: 'Verify & Continue' }).click();
  await expect(area.getByRole('alert')).toContainText('OTP verification failed');
  await expect(area.getByRole('alert')).toContainText('Invalid verification code.');
  await expect(page.getByText('OTP verification failed: Invalid verification code.')).toBeVisible();
  await expect(page).toHaveURL('/login');

  await area.getByRole('button', { name: 'Change Phone Number' }).click();
  await expect(area.getByLabel('Phone Number')).toBeVisible();
  await area.getByRole('button', { name: 'Back to email login' }).click();
  await expect(area.getByLabel('Email')).toBeVisible();
});
