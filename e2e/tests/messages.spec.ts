import { expect, test } from '@playwright/test';
import { createVerifiedAccount, signIn } from '../support/accounts';
import { ok } from '../support/api';
import { signedInOwner } from '../support/owner';
import { createVerifiedProvider } from '../support/providers';
import { visit } from '../support/visit';

// Three accounts, two browser contexts and two remotes.
test.describe.configure({ timeout: 120_000 });

const isoDay = (daysAhead: number) => new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);

test('an owner contacts a sitter before booking, the sitter answers, and the owner sees it live', async ({
  page,
  browser,
}) => {
  const city = `E2E Inbox ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const sitterName = `Nisha ${city.slice(-6)}`;
  const sitterContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const strangerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const sitterPage = await sitterContext.newPage();
  try {
    await createVerifiedProvider(sitterPage.request, 'pet_sitter', {
      fullName: sitterName,
      location: city,
      yearsExperience: 2,
      services: ['Dog Walking'],
      hourlyRate: 300,
      bio: 'A sitter made by the inbox spec.',
      photos: [],
    });
    await signedInOwner(page, 'inbox-owner');

    // The owner finds the sitter and contacts them before any booking.
    const query = new URLSearchParams({
      service: 'dog-walking',
      location: city,
      startDate: isoDay(4),
      endDate: isoDay(4),
    });
    const contact = page.getByRole('button', { name: `Contact ${sitterName}` });
    await visit(page, `/services/book-pet-sitter/results?${query}`, contact);
    await contact.click();
    await expect(page).toHaveURL(/\/messages\/[a-f0-9]{24}$/);
    const conversationUrl = new URL(page.url()).pathname;
    const conversationId = conversationUrl.split('/').at(-1)!;
    await expect(page.getByRole('heading', { name: `Conversation with ${sitterName}` })).toBeVisible();
    await expect(
      page.getByText('Phone numbers and email addresses are shared once a booking is accepted.'),
    ).toBeVisible();
    await page.getByLabel('Your message').fill('Hello! Can you walk Bella on Friday? Call me on +91 98765 00000');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const thread = page.getByRole('list', { name: `Messages with ${sitterName}` });
    // Before a booking is accepted the number is masked for both.
    await expect(thread.getByText('Call me on +•• ••••• •••••')).toBeVisible();
    await expect(page.getByLabel('Your message')).toHaveValue('');

    // The owner waits on the conversation list.
    const row = page.getByRole('link').filter({ hasText: sitterName });
    await visit(page, '/messages', row);
    await expect(row.getByRole('img', { name: /unread$/ })).toHaveCount(0);

    // The sitter opens Messages from the practice screen and answers in the conversation.
    const messagesLink = sitterPage.getByRole('link', { name: 'Messages', exact: true });
    await visit(sitterPage, '/dashboard/sitter-practice', messagesLink);
    await messagesLink.click();
    const ownerRow = sitterPage.getByRole('link').filter({ hasText: 'Sam R.' });
    await expect(ownerRow.getByRole('img', { name: '1 unread' })).toBeVisible();
    await ownerRow.click();
    await expect(sitterPage.getByRole('heading', { name: 'Conversation with Sam R.' })).toBeVisible();
    await expect(sitterPage.getByText('Can you walk Bella on Friday?')).toBeVisible();
    await sitterPage.getByLabel('Your message').fill('Yes, Friday at 7 works. See you then!');
    await sitterPage.getByRole('button', { name: 'Send', exact: true }).click();

    // Live: the owner's list shows the answer with its unread count, without a reload.
    await expect(row.getByRole('img', { name: '1 unread' })).toBeVisible();
    await expect(row).toContainText('Yes, Friday at 7 works.');
    await row.click();
    await expect(page.getByText('Yes, Friday at 7 works. See you then!')).toBeVisible();
    // The sitter sees "Seen" under their message once the owner has read it.
    await expect(sitterPage.getByText('Seen', { exact: true })).toBeVisible();

    // Nobody else can open the conversation, through the API or the screen.
    await signIn(strangerContext.request, await createVerifiedAccount(strangerContext.request, 'inbox-stranger'));
    await ok(await strangerContext.request.put('/api/auth/role', { data: { role: 'pet_owner' } }));
    const refused = await strangerContext.request.get(`/api/messages/conversations/${conversationId}/messages`);
    expect(refused.status()).toBe(404);
    const strangerPage = await strangerContext.newPage();
    await visit(strangerPage, conversationUrl, strangerPage.getByText('We could not find this conversation.'));
    await expect(strangerPage.getByText('Yes, Friday at 7 works.')).toHaveCount(0);
  } finally {
    await strangerContext.close();
    await sitterContext.close();
  }
});

test('an owner messages a vet from an appointment on /appointments', async ({ page }, testInfo) => {
  await signedInOwner(page, 'inbox-vet-owner');
  const { request } = page;
  const { vets } = (await (await request.get('/api/vet/vets')).json()) as { vets: { id: string; fullName: string }[] };
  // A vet with open dates, one per project (from the other end of the list than the partner-widget spec).
  const bookable: { id: string; fullName: string; date: string }[] = [];
  for (const vet of vets) {
    const availability = (await (await request.get(`/api/vet/vets/${vet.id}/availability`)).json()) as {
      availableDates: string[];
    };
    const date = availability.availableDates.at(-1);
    if (date) bookable.push({ ...vet, date });
  }
  const vet = bookable[testInfo.project.name === 'desktop' ? 0 : 1]!;
  const day = (await (await request.get(`/api/vet/vets/${vet.id}/slots?date=${vet.date}`)).json()) as {
    slots: { startTime: string; scheduleId: string }[];
  };
  // Another run may take a slot first: the next one then.
  let booked = false;
  for (const slot of [...day.slots].reverse()) {
    const res = await request.post('/api/vet/appointments', {
      headers: { 'Idempotency-Key': `inbox-${Date.now()}-${Math.random()}` },
      data: {
        vetId: vet.id,
        date: vet.date,
        startTime: slot.startTime,
        scheduleId: slot.scheduleId,
        appointmentType: 'in_person',
      },
    });
    if (res.status() === 201) {
      booked = true;
      break;
    }
  }
  expect(booked).toBe(true);

  const message = page.getByRole('button', { name: `Message ${vet.fullName}` }).first();
  await visit(page, '/appointments', message);
  await message.click();
  await expect(page).toHaveURL(/\/messages\/[a-f0-9]{24}$/);
  await expect(page.getByRole('heading', { name: `Conversation with ${vet.fullName}` })).toBeVisible();
  await page.getByLabel('Your message').fill('Bella has been sneezing since Monday.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const thread = page.getByRole('list', { name: `Messages with ${vet.fullName}` });
  await expect(thread.getByText('Bella has been sneezing since Monday.')).toBeVisible();
});
