import { expect, test } from '@playwright/test';
import { ownerWithOrder } from '../support/shop';
import { createVerifiedProvider } from '../support/providers';
import { visit } from '../support/visit';

// Two accounts in two browser contexts, an order and three remotes' pages.
test.describe.configure({ timeout: 120_000 });

/** A 1x1 PNG: the prescription photo the owner uploads. */
const PRESCRIPTION_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('an owner uploads a prescription, a pharmacist approves it, and the owner sees the order move on', async ({
  page,
  browser,
}) => {
  const orderId = await ownerWithOrder(page.request, { prescription: true });
  const reference = orderId.slice(-8).toUpperCase();

  // The owner uploads a paper prescription.
  await visit(
    page,
    `/pharmas-orders/${orderId}/prescription`,
    page.getByRole('heading', { level: 1, name: 'Add a Prescription' }),
  );
  const form = page.getByRole('form', { name: 'Add a prescription' });
  await form.getByText('Upload a prescription', { exact: true }).click();
  await form.getByLabel('Prescription image').setInputFiles({
    name: 'prescription.png',
    mimeType: 'image/png',
    buffer: PRESCRIPTION_PNG,
  });
  await expect(form.getByRole('img', { name: 'Prescription preview' })).toBeVisible();
  await form.getByLabel('Prescribing vet').fill('Dr. Meera Iyer');
  await form.getByLabel('Clinic').fill('Bandra Pet Clinic');
  await form.getByRole('button', { name: 'Send Prescription' }).click();
  await expect(page.getByText('Waiting for the pharmacist')).toBeVisible();
  // The photo is a private image of the pipeline (decision 098): the owner loads it, a guest gets 404.
  const mine = page.getByRole('img', { name: 'Prescription from Dr. Meera Iyer' });
  await expect.poll(() => mine.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const address = await mine.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
  expect(address).toMatch(/^\/api\/images\/[\w-]{22}\/\d+$/);
  const guestContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  expect((await guestContext.request.get(address)).status()).toBe(404);
  await guestContext.close();

  // A pharmacist, in a browser of their own, approves it from the queue.
  const pharmacistContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const pharmacist = await pharmacistContext.newPage();
  await createVerifiedProvider(
    pharmacist.request,
    'pharmacist',
    {
      fullName: `E2E Pharmacist ${reference}`,
      pharmacyName: 'Bandra Pet Pharmacy',
      licenseId: 'MH-PH-2042',
      location: 'Mumbai',
      phoneNumber: '+91 98765 43210',
    },
    'rx-pharmacist',
  );
  await visit(
    pharmacist,
    '/dashboard/pharmacy-practice',
    pharmacist.getByRole('heading', { level: 1, name: 'Prescription Queue' }),
  );
  const queued = pharmacist.getByRole('article', { name: `Order ${reference}` });
  await expect(queued).toContainText('Uploaded prescription from Dr. Meera Iyer, Bandra Pet Clinic');
  const reviewed = queued.getByRole('img', { name: 'Prescription from Dr. Meera Iyer' });
  await expect(reviewed).toBeVisible();
  await expect.poll(() => reviewed.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await queued.getByRole('button', { name: 'Approve' }).click();
  await expect(pharmacist.getByText(`Order ${reference} approved`)).toBeVisible();
  await expect(queued).toBeHidden();
  await pharmacistContext.close();

  // The owner's orders show the new status.
  await visit(page, '/pharmas-orders', page.getByRole('article', { name: `Order #${reference}` }));
  await expect(page.getByRole('article', { name: `Order #${reference}` })).toContainText('Order placed');
});
