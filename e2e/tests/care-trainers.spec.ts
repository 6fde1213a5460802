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

/** Opens the trainer's booking step from the search narrowed to their city. */
async function openBooking(page: Page, city: string, name: string): Promise<Locator> {
  const book = page.getByRole('link', { name: `Book a Session with ${name}` });
  await visit(page, `/services/book-a-trainer?${new URLSearchParams({ location: city })}`, book);
  await book.click();
  return page.getByRole('form', { name: `Book a session with ${name}` });
}

/** A date `daysAhead` from today in the browser's calendar (the form's date field takes YYYY-MM-DD). */
const isoDay = (daysAhead: number) => new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);

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

    // The search shows the new trainer as New with no reviews (real ratings, decision 078) and the rate in rupees.
    const card = page.getByRole('listitem', { name: trainerName });
    await visit(page, `/services/book-a-trainer?${new URLSearchParams({ location: city })}`, card);
    await expect(card.getByText('New', { exact: true })).toBeVisible();
    await expect(card.getByText('(0 reviews)')).toBeVisible();
    await expect(card.getByText('₹1,200 per hour')).toBeVisible();

    // Online: no saved method yet, so the owner adds a card in the tab the form opens.
    let form = await openBooking(page, city, trainerName);
    await form.getByLabel('Date', { exact: true }).fill(isoDay(5));
    await form.getByLabel('Start Time').selectOption('10:00');
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
    form = await openBooking(page, city, trainerName);
    await form.getByLabel('Date', { exact: true }).fill(isoDay(6));
    await form.getByLabel('Start Time').selectOption('14:00');
    await form.getByLabel('Session Type').selectOption('Obedience');
    await form.getByRole('button', { name: 'Book Session' }).click();
    await expect(page.getByRole('heading', { name: 'Training Session Booked' })).toBeVisible();
    await expect(toasts(page).getByText('Your in-person training session is confirmed.')).toBeVisible();

    // The trainer accepts the online request; the in-person session is already confirmed.
    const incoming = trainerPage.getByRole('list', { name: 'Incoming sessions' });
    await visit(trainerPage, '/dashboard/trainer-practice', incoming);
    const online = incoming.getByRole('listitem').filter({ hasText: 'Puppy training for Sam R.' });
    const inPerson = incoming.getByRole('listitem').filter({ hasText: 'Obedience training for Sam R.' });
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
