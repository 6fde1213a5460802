import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { visit } from '../support/visit';
import { signedInOwner } from '../support/owner';
import { typeCard } from '../support/card-element';
import { createVerifiedProvider } from '../support/providers';

// Two accounts, a card added in a second tab, two bookings and two remotes.
test.describe.configure({ timeout: 120_000 });

/** A verified pet trainer with a completed profile in a city no demo trainer has, signed in in `request`. */
async function createTrainer(request: APIRequestContext, city: string, name: string): Promise<void> {
  await createVerifiedProvider(request, 'pet_trainer', {
    fullName: name,
    location: city,
    hourlyRate: 1200,
    yearsExperience: 5,
    specializations: ['Puppy', 'Obedience'],
    bio: 'A trainer made by the end-to-end suite.',
    availability: 'Every day 09:00-20:00',
  });
}

async function addCard(page: Page, number: string) {
  await typeCard(page, number);
  await page.getByRole('button', { name: 'Add Card' }).click();
  await expect(page.getByText('Payment method added')).toBeVisible();
}

/**
 * Opens the trainer's own page from the search narrowed to their city: "Book a Session" leads there, to the
 * trainer's calendar (decision 101).
 */
async function openBooking(page: Page, city: string, name: string): Promise<Locator> {
  const book = page.getByRole('link', { name: `Book a Session with ${name}` });
  await visit(page, `/services/book-a-trainer?${new URLSearchParams({ location: city })}`, book);
  await book.click();
  await expect(page).toHaveURL(/\/services\/book-a-trainer\/trainer\/[a-f0-9]{24}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return page.getByRole('form', { name: `Book a session with ${name}` });
}

/** A date `daysAhead` from today in the trainer's zone (Asia/Kolkata, UTC+05:30, the default: decision 093). */
const trainerDay = (daysAhead: number) =>
  new Date(Date.now() + 5.5 * 3_600_000 + daysAhead * 86_400_000).toISOString().slice(0, 10);
const dateWords = (date: string, parts: Intl.DateTimeFormatOptions) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { ...parts, timeZone: 'UTC' });
const weekdayOf = (date: string) => dateWords(date, { weekday: 'long' });

/** The trainer adds weekly hours (09:00-17:00 unless changed, 60-minute sessions) on `weekday` in their practice. */
async function addHours(trainerPage: Page, weekday: string) {
  await trainerPage.getByRole('button', { name: `Add hours on ${weekday}` }).click();
  const dialog = trainerPage.getByRole('dialog', { name: 'Add hours' });
  await dialog.getByRole('button', { name: 'Save Hours' }).click();
  await expect(toasts(trainerPage).getByText('Hours added').last()).toBeVisible();
  await expect(trainerPage.getByRole('list', { name: `${weekday} hours` })).toContainText('09:00 - 17:00');
}

/** Picks `date` in the booking calendar (moving to its month if needed), then the session starting at `start`. */
async function pickSession(form: Locator, date: string, start: string, end: string) {
  const day = form.getByRole('button', { name: `${dateWords(date, { dateStyle: 'full' })}, available` });
  await expect(form.getByText(/Times in Asia\/Kolkata \(provider's time\)/)).toBeVisible();
  if (!(await day.isVisible())) await form.getByRole('button', { name: 'Next month' }).click();
  await day.click();
  await form.getByRole('button', { name: `${start} - ${end}` }).click();
}

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

test('an owner books an online and an in-person session, the trainer accepts the online one, the owner sees it', async ({
  page,
  browser,
}) => {
  const city = `E2E Trainers ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const trainerName = `Tara ${city.slice(-6)}`;
  const trainerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const trainerPage = await trainerContext.newPage();
  try {
    await createTrainer(trainerPage.request, city, trainerName);
    await signedInOwner(page);

    // The trainer keeps weekly hours in their practice (decision 093): the days of the two bookings below.
    const [onlineDay, inPersonDay] = [trainerDay(5), trainerDay(6)];
    const hoursTab = trainerPage.getByRole('tab', { name: 'Your hours' });
    await visit(trainerPage, '/dashboard/trainer-practice', hoursTab);
    await hoursTab.click();
    await addHours(trainerPage, weekdayOf(onlineDay));
    await addHours(trainerPage, weekdayOf(inPersonDay));

    // The search shows the new trainer as New with no reviews (real ratings, decision 078) and the rate in rupees.
    const card = page.getByRole('listitem', { name: trainerName });
    await visit(page, `/services/book-a-trainer?${new URLSearchParams({ location: city })}`, card);
    await expect(card.getByText('New', { exact: true })).toBeVisible();
    await expect(card.getByText('(0 reviews)')).toBeVisible();
    await expect(card.getByText('₹1,200 per hour')).toBeVisible();

    // Online: no saved method yet, so the owner adds a card in the tab the form opens.
    let form = await openBooking(page, city, trainerName);
    // The trainer's page: rate per hour, New with no reviews yet, Contact, then the calendar.
    await expect(page.getByRole('region', { name: 'Reviews' })).toContainText('No reviews yet');
    await expect(page.getByRole('button', { name: /Contact/ })).toBeVisible();
    await pickSession(form, onlineDay, '10:00', '11:00');
    await form.getByLabel('Session Type').selectOption('Puppy');
    await form.getByLabel('Pet (optional)').selectOption({ label: 'Bella (Beagle)' });
    await form.getByLabel('Online', { exact: true }).check();
    await expect(form.getByText('No Payment Method Found')).toBeVisible();
    const [payments] = await Promise.all([
      page.waitForEvent('popup'),
      form.getByRole('link', { name: /Add Payment Method/ }).click(),
    ]);
    await expect(payments).toHaveURL('/payments');
    await addCard(payments, '4242 4242 4242 4242');
    await payments.close();
    await expect(form.getByLabel('Payment Method')).toContainText('Visa ending in 4242 (default)', {
      timeout: 15_000,
    });
    await form.getByLabel('Zoom', { exact: true }).check();
    await form.getByLabel('Contact Info').fill('https://zoom.us/j/5551234');
    await form.getByLabel('I have read and accept the online training terms.').check();
    await form.getByRole('button', { name: 'Book Session' }).click();
    await expect(page.getByRole('heading', { name: 'Training Session Booked' })).toBeVisible();
    await expect(
      toasts(page).getByText(
        'Your online training request has been sent to the trainer. Payment will be automatically charged 24 hours before your session.',
      ),
    ).toBeVisible();
    await expect(page.getByText('₹1,200.00, charged 24 hours before the session')).toBeVisible();

    // In person: confirmed at once.
    // In person: the session is taken by someone else while the form is open, so it is chosen again.
    form = await openBooking(page, city, trainerName);
    await pickSession(form, inPersonDay, '14:00', '15:00');
    await form.getByLabel('Session Type').selectOption('Obedience');
    const trainerId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    const slots = await (await page.request.get(`/api/care/trainers/${trainerId}/slots?date=${inPersonDay}`)).json();
    const taken = slots.slots.find((slot: { startTime: string }) => slot.startTime === '14:00');
    const other = await page.request.post('/api/care/training-appointments', {
      headers: { 'Idempotency-Key': `e2e-training-${Date.now()}` },
      data: {
        trainerId,
        appointmentDate: inPersonDay,
        startTime: '14:00',
        endTime: '15:00',
        scheduleId: taken.scheduleId,
        sessionType: 'Basic',
        appointmentType: 'in_person',
      },
    });
    expect(other.status()).toBe(201);
    await form.getByRole('button', { name: 'Book Session' }).click();
    await expect(
      form.getByText('This time slot was just booked by someone else. Please choose another slot.'),
    ).toBeVisible();
    await expect(form.getByRole('button', { name: '14:00 - 15:00' })).toBeHidden();
    await form.getByRole('button', { name: '15:00 - 16:00' }).click();
    await form.getByRole('button', { name: 'Book Session' }).click();
    await expect(page.getByRole('heading', { name: 'Training Session Booked' })).toBeVisible();
    await expect(toasts(page).getByText('Your in-person training session is confirmed.')).toBeVisible();

    // The trainer accepts the online request; the in-person session is already confirmed.
    const incoming = trainerPage.getByRole('list', { name: 'Incoming sessions' });
    await visit(trainerPage, '/dashboard/trainer-practice', incoming);
    const online = incoming.getByRole('listitem').filter({ hasText: 'Puppy training for Sam R.' });
    const inPerson = incoming.getByRole('listitem').filter({ hasText: 'Obedience training for Sam R.' });
    await expect(incoming.getByRole('listitem').filter({ hasText: 'Basic training for Sam R.' })).toBeVisible();
    await expect(online.getByText('https://zoom.us/j/5551234')).toBeVisible();
    await expect(inPerson.getByText('Confirmed', { exact: true })).toBeVisible();
    await online.getByRole('button', { name: 'Accept' }).click();
    await expect(toasts(trainerPage).getByText('Training session accepted')).toBeVisible();
    await expect(online.getByText('Confirmed', { exact: true })).toBeVisible();
    await expect(online.getByRole('button', { name: 'Accept' })).toBeHidden();

    // The owner's appointments show both sessions confirmed.
    const sessions = page.getByRole('list', { name: 'Upcoming training sessions' });
    await visit(page, '/appointments', sessions);
    const accepted = sessions.getByRole('listitem').filter({ hasText: 'Puppy training' });
    await expect(accepted.getByText('Confirmed', { exact: true })).toBeVisible();
    await expect(accepted.getByText('Online (Zoom)')).toBeVisible();
    await expect(
      sessions.getByRole('listitem').filter({ hasText: 'Obedience training' }).getByText('In person'),
    ).toBeVisible();
  } finally {
    await trainerContext.close();
  }
});
