import { expect, test, type Browser, type Page } from '@playwright/test';
import { visit } from '../support/visit';
import { signedInOwner } from '../support/owner';
import { createVerifiedSitter } from '../support/providers';

// Two accounts and two pages per flow.
test.describe.configure({ timeout: 90_000 });

/** A day `daysAhead` from today in India (the sitter's zone, the default). */
const indiaDay = (daysAhead: number) =>
  new Date(Date.now() + 5.5 * 3_600_000 + daysAhead * 86_400_000).toISOString().slice(0, 10);

/**
 * Picks a day on the booking calendar by its date, turning to the next month when it is there. A day off is
 * `aria-disabled` (Playwright waits for it to be enabled), yet a user's click on it still says why: `dayOff`.
 */
async function pickDay(page: Page, date: string, dayOff = false) {
  const day = page.locator(`button[data-date="${date}"]`);
  await expect(page.locator('button[data-date]').first()).toBeVisible();
  if ((await day.count()) === 0) await page.getByRole('button', { name: 'Next month' }).click();
  await day.click({ force: dayOff });
}

async function setUp(page: Page, browser: Browser, service: string) {
  const city = `E2E Calendar ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const sitterName = `Kavya ${city.slice(-6)}`;
  const sitterContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const sitterPage = await sitterContext.newPage();
  await createVerifiedSitter(sitterPage.request, city, sitterName, {
    yearsExperience: 3,
    services: ['Hostel Check-in', 'Dog Walking'],
    hourlyRate: 300,
  });
  // The sitter is away on the fourth day ahead (their practice's days off).
  const off = await sitterPage.request.post('/api/care/practice/holidays', {
    data: { startDate: indiaDay(4), endDate: indiaDay(4), reason: 'Away' },
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
  expect(off.status()).toBe(201);
  await signedInOwner(page);
  const query = new URLSearchParams({ service, location: city, startDate: indiaDay(2), endDate: indiaDay(2) });
  const send = page.getByRole('link', { name: `Send Booking Request to ${sitterName}` });
  await visit(page, `/services/book-pet-sitter/results?${query}`, send);
  await send.click();
  const form = page.getByRole('form', { name: `Booking request to ${sitterName}` });
  await expect(form.getByText(/Times in Asia\/Kolkata \(provider's time\)/)).toBeVisible();
  return { form, close: () => sitterContext.close() };
}

async function finish(page: Page, form: ReturnType<Page['getByRole']>) {
  await form.getByLabel('Bella (Beagle)').check();
  await form.getByRole('radio', { name: 'Yes' }).check();
  await form.getByLabel('Emergency contact').fill('Alex Rivera +91 90000 00000');
  await form.getByRole('button', { name: 'Send Booking Request' }).click();
  await expect(page.getByRole('heading', { name: 'Booking Request Sent' })).toBeVisible();
}

test("boarding over a range of the sitter's open days, priced per night", async ({ page, browser }) => {
  const { form, close } = await setUp(page, browser, 'hostel-checkin');
  try {
    // A stay over the day off is not taken; one ending the day before it is.
    await pickDay(page, indiaDay(2));
    await pickDay(page, indiaDay(5));
    await expect(
      form.getByText(
        'This pet sitter is away on one of these days. Please choose dates that are open on the calendar.',
      ),
    ).toBeVisible();
    await pickDay(page, indiaDay(3));
    await expect(form.getByText(/: 1 night$/)).toBeVisible();
    await expect(form.getByText(/\(1 night x /)).toBeVisible();
    await finish(page, form);
  } finally {
    await close();
  }
});

test("a walk on one day of the sitter's calendar", async ({ page, browser }) => {
  const { form, close } = await setUp(page, browser, 'dog-walking');
  try {
    // The day off says the sitter is away; another day is the walk's.
    await pickDay(page, indiaDay(4), true);
    await expect(form.getByText('This date is not available: the pet sitter is away.')).toBeVisible();
    await pickDay(page, indiaDay(3));
    await finish(page, form);
  } finally {
    await close();
  }
});
