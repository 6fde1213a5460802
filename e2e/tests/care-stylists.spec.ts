import { expect, test, type APIRequestContext } from '@playwright/test';
import { visit } from '../support/visit';
import { ok } from '../support/api';
import { signedInOwner } from '../support/owner';
import { createVerifiedProvider } from '../support/providers';

// Two accounts, three pages and two remotes.
test.describe.configure({ timeout: 90_000 });

const WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/**
 * A verified pet stylist of its own, in a city no demo stylist has, open every day 09:00-18:00 (60-minute slots by
 * default), signed in in `request`: the desktop and mobile runs each book their own stylist, so they never
 * compete for a slot.
 */
async function createStylist(request: APIRequestContext, city: string, name: string): Promise<void> {
  await createVerifiedProvider(request, 'pet_stylist', {
    fullName: name,
    location: city,
    hourlyRate: 650,
    yearsExperience: 4,
    specializations: ['Bath & Brush', 'Nail Trimming'],
    bio: 'A stylist made by the end-to-end suite.',
    availability: 'Every day 09:00-18:00',
  });
  for (const dayOfWeek of WEEK) {
    await ok(
      await request.post('/api/care/stylist-practice/schedules', {
        data: { dayOfWeek, startTime: '09:00', endTime: '18:00' },
      }),
    );
  }
}

test('an owner books a stylist, the stylist sees it in the practice and cancels it with a reason, the owner sees both', async ({
  page,
  browser,
}) => {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const city = `E2E Stylists ${tag}`;
  const stylistName = `Kavya ${tag.slice(-6)}`;
  const { baseURL, viewport, hasTouch, isMobile } = test.info().project.use;
  const stylistContext = await browser.newContext({ baseURL, viewport, hasTouch, isMobile });
  const stylistPage = await stylistContext.newPage();
  try {
    await createStylist(stylistPage.request, city, stylistName);
    await signedInOwner(page);

    // The owner searches the stylist's city for nail trimming and opens the booking form.
    const search = page.getByRole('search', { name: 'Search pet stylists' });
    await visit(page, '/services/book-a-stylist', search);
    await search.getByLabel('Location').fill(city.toLowerCase());
    await search.getByLabel('Service').selectOption('Nail Trimming');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/service=Nail\+Trimming/);
    const card = page.getByRole('listitem', { name: stylistName });
    await expect(card).toContainText('₹650 per hour');
    await expect(page.getByText('1 pet stylist found')).toBeVisible();
    // The card's Book Appointment opens the stylist's own page, the service searched for chosen (decision 101).
    await card.getByRole('link', { name: `Book Appointment with ${stylistName}` }).click();
    await expect(page).toHaveURL(/\/services\/book-a-stylist\/stylist\/[a-f0-9]{24}\?service=Nail\+Trimming$/);

    // The first bookable day and its first slot, for Bella.
    const form = page.getByRole('form', { name: `Book ${stylistName}` });
    await expect(form.getByLabel('Service')).toHaveValue('Nail Trimming');
    const day = form.locator('button[aria-label$=", available"]').first();
    const dayLabel = (await day.getAttribute('aria-label'))!.replace(/^\w+, /, '').replace(/, available$/, '');
    await day.click();
    const slot = form.getByRole('group', { name: 'Available time slots' }).getByRole('button').first();
    const slotLabel = (await slot.textContent())!.trim();
    await slot.click();
    await form.getByLabel('Pet (optional)').selectOption({ label: 'Bella (Beagle)' });
    await form.getByLabel('Special instructions (optional)').fill('She is shy with clippers.');
    await form.getByRole('button', { name: 'Book Appointment' }).click();
    await expect(page.getByRole('heading', { name: 'Appointment Booked' })).toBeVisible();
    const when = `${dayLabel}, ${slotLabel} (Asia/Kolkata)`;
    await expect(page.getByText(when)).toBeVisible();

    // The stylist sees who booked what, and cancels it with a reason.
    const booking = stylistPage
      .getByRole('list', { name: 'Upcoming appointments' })
      .getByRole('listitem')
      .filter({ hasText: 'Nail Trimming' });
    await visit(stylistPage, '/dashboard/stylist-practice', booking);
    for (const text of ['Sam Rivera', when, 'Bella', 'She is shy with clippers.', 'Confirmed']) {
      await expect(booking).toContainText(text);
    }

    // The owner's appointments show it confirmed.
    const upcoming = page
      .getByRole('list', { name: 'Upcoming grooming appointments' })
      .getByRole('listitem')
      .filter({ hasText: stylistName });
    await visit(page, '/appointments', upcoming);
    await expect(upcoming).toContainText(when);
    await expect(upcoming).toContainText('Confirmed');

    await booking.getByRole('button', { name: 'Cancel' }).click();
    const dialog = stylistPage.getByRole('dialog', { name: 'Cancel this appointment?' });
    await dialog.getByLabel('Reason for cancelling').fill('The salon is closed for repairs.');
    await dialog.getByRole('button', { name: 'Cancel Appointment' }).click();
    await expect(stylistPage.getByText('Your appointment has been cancelled successfully.')).toBeVisible();
    const cancelled = stylistPage
      .getByRole('list', { name: 'Past and cancelled appointments' })
      .getByRole('listitem')
      .filter({ hasText: 'Nail Trimming' });
    await expect(cancelled).toContainText('Cancelled by the stylist. Reason: The salon is closed for repairs.');

    // The owner sees the cancellation and its reason, under the Past tab of their care bookings.
    const pastTab = page.getByRole('region', { name: 'Care bookings' }).getByRole('tab', { name: 'Past' });
    await visit(page, '/appointments', pastTab);
    await pastTab.click();
    const past = page
      .getByRole('list', { name: 'Past grooming appointments' })
      .getByRole('listitem')
      .filter({ hasText: stylistName });
    await expect(past).toContainText('Cancelled by the stylist. Reason: The salon is closed for repairs.');
    await expect(page.getByRole('list', { name: 'Upcoming grooming appointments' })).toBeHidden();
  } finally {
    await stylistContext.close();
  }
});

test("a stylist's own page: the card's way to book, it shows the rate and next open time and books a slot", async ({
  page,
  browser,
}) => {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const city = `E2E Stylist page ${tag}`;
  const stylistName = `Ira ${tag.slice(-6)}`;
  const { baseURL } = test.info().project.use;
  const stylistContext = await browser.newContext({ baseURL });
  try {
    await createStylist(stylistContext.request, city, stylistName);
    await signedInOwner(page);

    const card = page.getByRole('listitem', { name: stylistName });
    await visit(page, `/services/book-a-stylist?location=${encodeURIComponent(city)}`, card);
    await card.getByRole('link', { name: `Book Appointment with ${stylistName}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: stylistName })).toBeVisible();
    await expect(page).toHaveURL(/\/services\/book-a-stylist\/stylist\/[a-f0-9]{24}$/);
    await expect(page.getByText('₹650 per hour')).toBeVisible();
    await expect(page.getByText(/^\w+ \d+, \d{4}, \d{2}:00 \(Asia\/Kolkata\)$/)).toBeVisible();
    // Nobody has rated this stylist yet: New, and no reviews (decision 101).
    await expect(page.getByRole('region', { name: 'Reviews' })).toContainText('No reviews yet');
    await expect(page.getByText('New', { exact: true })).toBeVisible();

    // A reload keeps the page; the calendar's first bookable day and slot book it.
    await page.reload();
    const form = page.getByRole('form', { name: `Book ${stylistName}` });
    await expect(form).toBeVisible();
    await expect(page.getByText(/^Times in Asia\/Kolkata \(provider's time\)/)).toBeVisible();
    await form.getByLabel('Service').selectOption('Bath & Brush');
    await form.locator('button[aria-label$=", available"]').first().click();
    const slot = form.getByRole('group', { name: 'Available time slots' }).getByRole('button').first();
    await slot.click();
    await form.getByRole('button', { name: 'Book Appointment' }).click();
    await expect(page.getByRole('heading', { name: 'Appointment Booked' })).toBeVisible();
  } finally {
    await stylistContext.close();
  }
});
