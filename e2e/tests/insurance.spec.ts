import { expect, test, type Page } from '@playwright/test';
import { createVerifiedAccount, signIn } from '../support/accounts';
import { visit } from '../support/visit';
import { ok } from '../support/api';

// A sign-in, a profile, a pet and a cold remote.
test.describe.configure({ timeout: 120_000 });

/** A pet owner with a profile and one dog, signed in in the page's context. */
async function ownerWithDog(page: Page) {
  await signIn(page.request, await createVerifiedAccount(page.request, 'insurance-e2e'));
  await ok(await page.request.put('/api/auth/role', { data: { role: 'pet_owner' } }));
  await ok(
    await page.request.put('/api/auth/profile', {
      data: { fullName: 'Priya Sharma', phoneNumber: '+91 91234 56789', location: 'Mumbai' },
    }),
  );
  await ok(
    await page.request.post('/api/auth/pets', {
      data: { name: 'Bruno', breed: 'Labrador', species: 'dog', sizeLbs: 60 },
    }),
  );
}

test('an owner quotes for their dog, compares the plans, enrols and finds the policy under My policies', async ({
  page,
}, testInfo) => {
  await ownerWithDog(page);
  await visit(page, '/insurance', page.getByRole('heading', { level: 1, name: 'Pet insurance' }));
  await expect(page.getByRole('article', { name: 'Comprehensive' })).toBeVisible();
  await expect(page.getByText('No policies yet')).toBeVisible();

  // The shortcut fills species and breed from the pet; the age is typed.
  const form = page.getByRole('form', { name: 'Get a quote' });
  await form.getByLabel('Choose one of my pets').selectOption({ label: 'Bruno (Labrador)' });
  await expect(form.getByRole('radio', { name: 'Dog' })).toBeChecked();
  await expect(form.getByLabel('Breed')).toHaveValue('Labrador');
  await form.getByLabel('Age (years)').fill('3');
  await form.getByRole('button', { name: 'Get quote' }).click();

  // Side by side on a desktop, stacked on a phone; no sideways scrolling either way.
  const mobile = testInfo.project.name === 'mobile';
  const compared = page.getByRole(mobile ? 'list' : 'table', { name: 'Plans compared' });
  await expect(compared).toBeVisible();
  await expect(compared.getByText(/\/month/).first()).toBeVisible();
  await expect(compared.getByText('Dental illness')).toBeVisible();
  const widths = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);

  await compared.getByRole('button', { name: 'Enrol in Accident & Illness' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enrol in Accident & Illness' });
  await expect(dialog.getByText('No payment is taken now; the insurer contacts you.')).toBeVisible();
  await expect(dialog.getByLabel('Pet')).toHaveValue(/[a-f0-9]{24}/);
  await dialog.getByRole('button', { name: 'Confirm enrolment' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/Bruno is enrolled in Accident & Illness/)).toBeVisible();

  const policies = page.getByRole('list', { name: 'My policies' });
  const policy = policies.getByRole('article', { name: 'Bruno · Accident & Illness' });
  await expect(policy).toBeVisible();
  await expect(policy.getByText('Active')).toBeVisible();
  await expect(policy.getByText(/^PP-INS-[0-9A-F]{8}$/)).toBeVisible();

  // Kept by the API: still there after a reload.
  await visit(page, '/insurance', policy);
  await expect(policy.getByRole('button', { name: 'Cancel policy for Bruno (Accident & Illness)' })).toBeVisible();
});
