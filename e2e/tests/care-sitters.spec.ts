import { expect, test } from '@playwright/test';
import { visit } from '../support/visit';
import { signedInOwner } from '../support/owner';
import { createVerifiedSitter } from '../support/providers';

// Two accounts, several pages and two remotes per flow.
test.describe.configure({ timeout: 90_000 });

const isoDay = (daysAhead: number) => new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);

test('an owner sends a sitter a request, the sitter accepts it, and the owner sees it accepted', async ({
  page,
  browser,
}) => {
  const city = `E2E Sitters ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const sitterName = `Riya ${city.slice(-6)}`;
  const sitterContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const sitterPage = await sitterContext.newPage();
  try {
    await createVerifiedSitter(sitterPage.request, city, sitterName, {
      yearsExperience: 4,
      services: ['House Sitting', 'Dog Walking'],
      hourlyRate: 350,
    });
    await signedInOwner(page);

    // The owner searches house sitting in the sitter's city and sends a request.
    const query = new URLSearchParams({
      service: 'house-sitting',
      location: city,
      startDate: isoDay(5),
      endDate: isoDay(6),
    });
    const send = page.getByRole('link', { name: `Send Booking Request to ${sitterName}` });
    await visit(page, `/services/book-pet-sitter/results?${query}`, send);
    await expect(page.getByText('New', { exact: true }).first()).toBeVisible();
    await send.click();
    const form = page.getByRole('form', { name: `Booking request to ${sitterName}` });
    await form.getByLabel('Bella (Beagle)').check();
    await form.getByRole('radio', { name: 'Yes' }).check();
    await form.getByLabel('Emergency contact').fill('Alex Rivera +91 90000 00000');
    await form.getByRole('button', { name: 'Send Booking Request' }).click();
    await expect(page.getByRole('heading', { name: 'Booking Request Sent' })).toBeVisible();

    // The sitter finds it in the inbox and accepts it.
    // The bell already counts the new request's notice.
    const request = sitterPage.getByRole('listitem').filter({ hasText: 'House Sitting for Sam R.' });
    await visit(sitterPage, '/dashboard/sitter-practice', request);
    await expect(sitterPage.getByRole('button', { name: /^Notifications, [1-9]\d* unread$/ })).toBeVisible();
    await expect(request.getByText('Bella (Beagle), 22 lbs')).toBeVisible();
    await request.getByRole('button', { name: 'Accept' }).click();
    // An accepted booking that has not happened yet stays among the incoming ones, marked Accepted.
    await expect(request.getByText('Accepted', { exact: true })).toBeVisible();
    await expect(request.getByRole('button', { name: 'Accept' })).toBeHidden();

    // The owner's appointments show the booking as accepted.
    const booking = page.getByText(sitterName).first();
    await visit(page, '/appointments', booking);
    await expect(page.getByText('Accepted', { exact: true }).first()).toBeVisible();
  } finally {
    await sitterContext.close();
  }
});
