import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { signIn, type TestAccount } from '../support/accounts';
import { settle, visit } from '../support/visit';
import { ok } from '../support/api';
import { signedInOwner } from '../support/owner';
import { typeCard } from '../support/card-element';
import { phonePhoto } from '../support/phone-photo';
import { createVerifiedProvider } from '../support/providers';

// Each flow signs up its own accounts (argon2id hashing) and crosses several pages and applications.
test.describe.configure({ timeout: 90_000 });

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/** A location no seeded vet has, so the filter shows only this test's vet. */
function uniqueCity(label: string): string {
  return `E2E ${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A verified veterinarian with weekly hours every day, made through the API in its own request context. */
/** The profile of a test vet in `city`. */
const vetProfile = (city: string, fee: number) => ({
  fullName: `Dr. ${city}`,
  specialization: 'General Practice',
  location: city,
  availability: 'Every day 08:00-20:00',
  phoneNumber: '+91 98765 43210',
  licenseId: 'E2E-0001',
  consultationFee: fee,
  bio: 'A veterinarian made by the end-to-end suite.',
  timeZone: 'Asia/Kolkata',
});

async function createVet(request: APIRequestContext, city: string, fee: number): Promise<TestAccount> {
  const account = await createVerifiedProvider(request, 'veterinary_doctor', vetProfile(city, fee));
  for (const dayOfWeek of WEEKDAYS) {
    await ok(
      await request.post('/api/vet/practice/schedules', {
        data: { scheduleDate: null, dayOfWeek, startTime: '08:00', endTime: '20:00', slotDurationMinutes: 30 },
      }),
    );
  }
  return account;
}

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

/** Opens /services/book-a-vet, narrows the list to the vet's unique city and opens its booking form. */
async function openBooking(page: Page, city: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: 'Find a Veterinarian' });
  await visit(page, '/services/book-a-vet', dialog);
  await dialog.getByLabel('Location').fill(city);
  // As a person does: the list narrows to the city (the filter applies after a pause in typing), then they choose.
  // Choosing before it applies races the pending filter (see the session 14 note).
  await expect(page).toHaveURL(/[?&]location=/);
  await dialog.getByRole('button', { name: `Book Appointment with Dr. ${city}` }).click();
  const form = page.getByRole('dialog', { name: 'Book an Appointment' });
  await expect(form.getByText(`Dr. ${city} · General Practice`)).toBeVisible();
  return form;
}

/** The n-th bookable date (the day stepper steps through them) and its first slot. */
async function chooseSlot(form: Locator, nthDate = 1) {
  await expect(form.getByText('Holiday (Unavailable)')).toBeVisible();
  for (let step = 0; step < nthDate; step++) await form.getByRole('button', { name: 'Next day' }).click();
  await expect(form.getByText('Select a date')).toBeHidden();
  await expect(form.getByText('Times in Asia/Kolkata')).toBeVisible();
  const slot = form.getByRole('group', { name: 'Available time slots' }).getByRole('button').first();
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
}

async function addCard(page: Page, number: string) {
  await typeCard(page, number);
  await page.getByRole('button', { name: 'Add Card' }).click();
  await expect(page.getByText('Payment method added')).toBeVisible();
}

test('a vet’s own uploaded photo shows on their card in the list and on the booking form', async ({
  page,
  playwright,
  baseURL,
}) => {
  const city = uniqueCity('photo');
  const vetRequest = await playwright.request.newContext({ baseURL });
  await createVet(vetRequest, city, 300);
  const uploaded = (await (
    await ok(
      await vetRequest.post('/api/images', {
        headers: { 'Content-Type': 'image/jpeg' },
        data: await phonePhoto(page, 900, 900, 'image/jpeg'),
      }),
    )
  ).json()) as { image: { id: string } };
  // The same checked details with a photo: the licence decision stays, the card shows the photo.
  const address = `/api/images/${uploaded.image.id}/640`;
  await ok(await vetRequest.put('/api/auth/profile', { data: { ...vetProfile(city, 300), profileImageUrl: address } }));
  await vetRequest.dispose();
  await signedInOwner(page);

  const list = page.getByRole('dialog', { name: 'Find a Veterinarian' });
  await visit(page, '/services/book-a-vet', list);
  await list.getByLabel('Location').fill(city);
  const loaded = async (portrait: Locator) => {
    await expect(portrait).toHaveAttribute('src', new RegExp(`^/api/images/${uploaded.image.id}/`));
    await expect
      .poll(() =>
        portrait.evaluate((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth),
      )
      .toBeGreaterThan(0);
  };
  await loaded(list.getByRole('listitem', { name: `Dr. ${city}` }).locator('img'));

  // Where the owner books, the photo is beside the vet's name (decision 116).
  await expect(page).toHaveURL(/[?&]location=/);
  await list.getByRole('button', { name: `Book Appointment with Dr. ${city}` }).click();
  const form = page.getByRole('form', { name: `Book an appointment with Dr. ${city}` });
  await loaded(form.locator('img').first());
});

test('a vet can be linked: a reload reopens its booking, Back returns to the list and then closes it', async ({
  page,
  playwright,
  baseURL,
}) => {
  const city = uniqueCity('link');
  const vetRequest = await playwright.request.newContext({ baseURL });
  await createVet(vetRequest, city, 0);
  const listed = await ok(await vetRequest.get(`/api/vet/vets?location=${encodeURIComponent(city)}`));
  const vetId = ((await listed.json()) as { vets: Array<{ id: string }> }).vets[0]?.id as string;
  await vetRequest.dispose();
  await signedInOwner(page);

  // The list, as the bare page opens it; then a vet chosen from it is an address of its own.
  const list = page.getByRole('dialog', { name: 'Find a Veterinarian' });
  await visit(page, '/services/book-a-vet', list);
  await expect(page).toHaveURL(/\?vets=1$/);
  await list.getByLabel('Location').fill(city);
  await expect(page).toHaveURL(/[?&]location=/);
  const card = list.getByRole('listitem', { name: `Dr. ${city}` });
  await expect(card.getByText('New', { exact: true })).toBeVisible();
  await expect(card).toContainText('(Asia/Kolkata)');
  await card.getByRole('button', { name: `Book Appointment with Dr. ${city}` }).click();
  const form = page.getByRole('dialog', { name: 'Book an Appointment' });
  await expect(form.getByText(`Dr. ${city} · General Practice`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]vet=${vetId}`));

  await page.reload();
  await settle(page, form.getByText(`Dr. ${city} · General Practice`));
  await chooseSlot(form);

  await page.goBack();
  await expect(list.getByRole('button', { name: `Book Appointment with Dr. ${city}` })).toBeVisible();
  await list.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.goBack();
  await expect(list).toBeVisible();

  // A link straight to the vet, as someone would share it.
  await visit(page, `/services/book-a-vet?vet=${vetId}`, form.getByText(`Dr. ${city} · General Practice`));
  await form.getByRole('button', { name: 'Back to veterinarians' }).click();
  await expect(list).toBeVisible();
});

test('an owner books an in-person visit, sees it under Appointments and cancels it', async ({
  page,
  playwright,
  baseURL,
}) => {
  const city = uniqueCity('inperson');
  const vetRequest = await playwright.request.newContext({ baseURL });
  await createVet(vetRequest, city, 0);
  await vetRequest.dispose();
  await signedInOwner(page);

  const form = await openBooking(page, city);
  await expect(form.getByRole('button', { name: 'Book Appointment' })).toBeDisabled();
  // The third bookable date is at least a day ahead: free appointments can be cancelled until 24 hours before.
  await chooseSlot(form, 3);
  await form.getByLabel('Pet (optional)').selectOption({ label: 'Bella (Beagle)' });
  await form.getByLabel('Reason for Visit (optional)').fill('Itchy ears');
  await form.getByLabel('Email').check();
  await form.getByRole('button', { name: 'Book Appointment' }).click();

  await expect(toasts(page).getByText('Appointment Booked')).toBeVisible();
  await expect(toasts(page).getByText('Your appointment request has been sent to the veterinarian.')).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();

  const upcoming = page.getByRole('list', { name: 'Upcoming vet appointments' });
  await visit(page, '/appointments', upcoming);
  const item = upcoming.getByRole('listitem').filter({ hasText: `Dr. ${city}` });
  await expect(item).toContainText(city);
  await expect(item).toContainText('+91 98765 43210');
  await expect(item).toContainText('Bella (Beagle)');
  await expect(item).toContainText('In person');
  await expect(item).toContainText('Pending');

  await item.getByRole('button', { name: 'Cancel' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel this appointment?' })
    .getByRole('button', { name: 'Cancel Appointment' })
    .click();
  await expect(toasts(page).getByText('Appointment Cancelled')).toBeVisible();
  await expect(toasts(page).getByText('Your appointment has been cancelled successfully.')).toBeVisible();
  await expect(item).toHaveCount(0);
});

test('an owner books a paid teleconsultation: adds a method, a payment is declined, another one goes through', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  const city = uniqueCity('tele');
  const vetRequest = await playwright.request.newContext({ baseURL });
  await createVet(vetRequest, city, 500);
  await vetRequest.dispose();
  await signedInOwner(page);

  const form = await openBooking(page, city);
  await form.getByLabel('Teleconsultation').check();
  await expect(form.getByRole('heading', { name: 'Payment Method' })).toHaveCount(0);
  await form.getByLabel('I have read and accept the teleconsultation disclaimer.').check();
  await expect(form.getByText('No Payment Method Found')).toBeVisible();
  await expect(form.getByText('You need to add a payment method before booking a teleconsultation.')).toBeVisible();

  // The link opens /payments in a new tab; this card is saved but every charge on it is declined.
  const [payments] = await Promise.all([
    page.waitForEvent('popup'),
    form.getByRole('link', { name: /Add Payment Method/ }).click(),
  ]);
  await expect(payments).toHaveURL('/payments');
  await addCard(payments, '4000 0000 0000 0341');
  await payments.close();
  await expect(form.getByLabel('Visa ending in 0341')).toBeChecked({ timeout: 15_000 });

  await chooseSlot(form);
  await form.getByLabel('Zoom').check();
  await form.getByLabel('Zoom Meeting Link').fill('https://zoom.us/j/5551234');
  await form.getByRole('button', { name: 'Book Appointment' }).click();
  await expect(
    toasts(page).getByText(
      'Your teleconsultation appointment request has been sent. Payment will be automatically charged 24 hours before your appointment.',
    ),
  ).toBeVisible();

  const payment = page.getByRole('dialog', { name: 'Payment Required' });
  await expect(payment.getByText('$5.95 USD')).toBeVisible();
  await payment.getByRole('button', { name: 'Pay Now' }).click();
  await expect(toasts(page).getByText('Payment Failed')).toBeVisible();
  await expect(toasts(page).getByText('There was an issue processing your payment. Please try again.')).toBeVisible();
  await expect(payment).toBeVisible();

  const morePayments = await context.newPage();
  await morePayments.goto('/payments');
  await addCard(morePayments, '4242 4242 4242 4242');
  await morePayments.close();
  await payment.getByLabel('Visa ending in 4242').check({ timeout: 15_000 });
  await payment.getByRole('button', { name: 'Pay Now' }).click();
  await expect(toasts(page).getByText('Payment Successful')).toBeVisible();
  await expect(toasts(page).getByText('Your teleconsultation appointment has been confirmed.')).toBeVisible();
  await expect(payment).toBeHidden();

  await visit(page, '/appointments', page.getByRole('list', { name: 'Upcoming vet appointments' }));
  const item = page
    .getByRole('list', { name: 'Upcoming vet appointments' })
    .getByRole('listitem')
    .filter({ hasText: `Dr. ${city}` });
  await expect(item).toContainText('Teleconsultation');
  await expect(item).toContainText('Confirmed');
  await expect(item.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);
});

/** The seed leaves one past visit unrated for owner1 (Misty) and one for owner2 (Luna): one per project. */
const unratedVisit = {
  desktop: { email: 'owner1@petpal.demo', pet: 'Misty (Persian)' },
  mobile: { email: 'owner2@petpal.demo', pet: 'Luna (Golden Retriever)' },
} as const;

test('an owner rates a past visit once (seeded demo data)', async ({ page }, testInfo) => {
  const { email, pet } = unratedVisit[testInfo.project.name as keyof typeof unratedVisit];
  await signIn(page.request, { email, password: 'petpal-demo' });
  const past = page.getByRole('list', { name: 'Past vet appointments' });
  await visit(page, '/appointments', past);
  const unrated = past.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Rate' }) });
  await expect(unrated).toHaveCount(1);
  await expect(unrated).toContainText(pet);
  await unrated.getByRole('button', { name: 'Rate' }).click();

  const dialog = page.getByRole('dialog', { name: 'Rate your visit' });
  await expect(dialog.getByRole('button', { name: 'Submit Rating' })).toBeDisabled();
  await dialog.locator('label').filter({ hasText: '4 stars' }).click();
  await dialog.getByLabel('Feedback (optional)').fill('Thorough and kind.');
  await dialog.getByRole('button', { name: 'Submit Rating' }).click();
  await expect(toasts(page).getByText('Rating submitted successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(past.getByRole('button', { name: 'Rate' })).toHaveCount(0);
  await expect(past.getByRole('listitem').filter({ hasText: pet }).first()).toContainText('Rated');
});

/** YYYY-MM-DD of the date `days` from now in the vet's zone. */
function dateInKolkata(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(Date.now() + days * 86_400_000);
}

/** The calendar button of a date, moving to its month first. */
async function calendarDay(form: Locator, isoDate: string): Promise<Locator> {
  const day = form.locator(`button[data-date="${isoDate}"]`);
  // The calendar (with its legend) renders once the available dates have loaded.
  await expect(form.getByText('Holiday (Unavailable)')).toBeVisible();
  if ((await day.count()) === 0) await form.getByRole('button', { name: 'Next month' }).click();
  await expect(day).toBeVisible();
  return day;
}

test('a vet closes a day with a date-specific schedule and the owner calendar follows', async ({
  page,
  browser,
  baseURL,
}) => {
  const city = uniqueCity('schedule');
  await createVet(page.request, city, 0);
  const closed = dateInKolkata(3);

  const ownerContext = await browser.newContext({ baseURL });
  const owner = await ownerContext.newPage();
  await signedInOwner(owner);
  let form = await openBooking(owner, city);
  await expect(await calendarDay(form, closed)).toHaveAttribute('aria-label', /, available$/);

  await visit(page, '/dashboard/vet-practice', page.getByRole('heading', { level: 1, name: 'Your Practice' }));
  await page.getByRole('tab', { name: 'Date-specific schedules' }).click();
  await page.getByRole('button', { name: 'Add Date Schedule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add date-specific schedule' });
  await dialog.getByLabel('Date').fill(closed);
  await dialog.getByLabel('Open for bookings').uncheck();
  await dialog.getByRole('button', { name: 'Save Schedule' }).click();
  await expect(toasts(page).getByText('Schedule saved')).toBeVisible();
  await expect(page.getByText('Closed for bookings')).toBeVisible();

  form = await openBooking(owner, city);
  const day = await calendarDay(form, closed);
  await expect(day).not.toHaveAttribute('aria-label', /, available$/);
  await expect(day).toHaveAttribute('aria-disabled', 'true');
  await ownerContext.close();
});

test('a vet’s days off: the owner sees the notice, the struck day, a toast on picking it, and the overlay when all are off', async ({
  playwright,
  browser,
  baseURL,
}) => {
  const city = uniqueCity('daysoff');
  const vetRequest = await playwright.request.newContext({ baseURL });
  await createVet(vetRequest, city, 0);
  const dayOff = dateInKolkata(2);
  await ok(await vetRequest.post('/api/vet/practice/holidays', { data: { startDate: dayOff, endDate: dayOff } }));

  // The owner is in another zone than the vet: the calendar says both.
  const ownerContext = await browser.newContext({ baseURL, timezoneId: 'Europe/Berlin' });
  const owner = await ownerContext.newPage();
  await signedInOwner(owner);
  let form = await openBooking(owner, city);
  await expect(
    form.getByText(
      'This veterinarian has 1 holiday(s) in the next 30 days. Holiday dates are not available for booking.',
    ),
  ).toBeVisible();
  await expect(
    form.getByText("Times in Asia/Kolkata (provider's time) · your time zone is Europe/Berlin"),
  ).toBeVisible();
  const struck = await calendarDay(form, dayOff);
  await expect(struck).toHaveAttribute('aria-label', /, holiday$/);
  // A struck day is aria-disabled, which Playwright's enabled check waits out; a person can still click it.
  await struck.click({ force: true });
  await expect(
    toasts(owner).getByText('The selected date is a holiday for this veterinarian. Please choose another date.'),
  ).toBeVisible();
  await expect(form.getByText('Select a date', { exact: true })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Book Appointment' })).toBeDisabled();

  // Every day of the window off: the month is covered and a toast says why.
  await ok(
    await vetRequest.post('/api/vet/practice/holidays', {
      data: { startDate: dateInKolkata(0), endDate: dateInKolkata(31) },
    }),
  );
  await vetRequest.dispose();
  form = await openBooking(owner, city);
  await expect(form.getByText('All available dates are holidays')).toBeVisible();
  await expect(form.getByText('Please contact the veterinarian directly.')).toBeVisible();
  await expect(
    toasts(owner).getByText(
      'All available dates for this veterinarian are holidays. Please try again later or contact them directly.',
    ),
  ).toBeVisible();
  await expect(form.getByRole('button', { name: 'Next day' })).toBeDisabled();
  await ownerContext.close();
});
