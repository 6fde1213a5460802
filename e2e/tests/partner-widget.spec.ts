import { expect, test, type APIRequestContext } from '@playwright/test';
import { createVerifiedAccount, type TestAccount } from '../support/accounts';
import { e2eBasePort } from '../platform-fixture';

/** `npm start`'s partner demo: 127.0.0.1 is another site than the shell's localhost. */
const partnerUrl = `http://127.0.0.1:${e2eBasePort + 30}/`;

/** A pet owner with a complete profile (bookings need the pet_owners record). */
async function petOwner(request: APIRequestContext): Promise<TestAccount> {
  const account = await createVerifiedAccount(request, 'widget-owner');
  const login = await request.post('/api/auth/login', { data: account });
  expect(login.status()).toBe(200);
  expect((await request.put('/api/auth/role', { data: { role: 'pet_owner' } })).status()).toBe(200);
  const profile = await request.put('/api/auth/profile', {
    data: { fullName: 'Widget Owner', phoneNumber: '+91 98765 43210', location: 'Pune' },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  expect((await request.post('/api/auth/logout', { data: {} })).status()).toBe(200);
  return account;
}

/** A vet with dates to book, a different one per project so the desktop and mobile runs never race for a slot. */
async function vetFor(request: APIRequestContext, project: string): Promise<string> {
  const { vets } = (await (await request.get('/api/vet/vets')).json()) as { vets: { id: string }[] };
  const bookable: string[] = [];
  for (const vet of vets) {
    const availability = (await (await request.get(`/api/vet/vets/${vet.id}/availability`)).json()) as {
      availableDates: string[];
    };
    if (availability.availableDates.length > 0) bookable.push(vet.id);
  }
  expect(bookable.length).toBeGreaterThanOrEqual(2);
  return bookable[bookable.length - (project === 'desktop' ? 1 : 2)]!;
}

test('a partner site books a vet through the widget: PetPal sign-in popup, no cookie, no layout shift', async ({
  page,
  request,
}, testInfo) => {
  const account = await petOwner(request);
  const vetId = await vetFor(request, testInfo.project.name);
  await page.addInitScript(() => {
    (window as unknown as { __cls: number }).__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const apiCalls: { url: string; cookie: string | undefined; auth: string | undefined }[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/')) {
      const headers = req.headers();
      apiCalls.push({ url: req.url(), cookie: headers.cookie, auth: headers.authorization });
    }
  });

  await page.goto(`${partnerUrl}?${new URLSearchParams({ vet: vetId })}`);
  const widget = page.locator('petpal-vet-booking');
  await expect(page.locator('#events')).toContainText('ready');
  const box = await widget.boundingBox();
  expect(box?.height).toBe(560);

  // The partner's theme reaches inside the widget through CSS variables.
  const firstDate = widget.getByRole('region', { name: 'Next available dates' }).getByRole('button').first();
  await firstDate.click();
  await expect(page.locator('#events')).not.toContainText('error');
  const firstSlot = widget.locator('.slots button').first();
  await expect(firstSlot).toBeVisible();
  const slotLabel = (await firstSlot.textContent()) ?? '';
  expect(slotLabel).toMatch(/^\d\d:\d\d - \d\d:\d\d$/);
  await firstSlot.click();
  await expect(page.locator('#events')).toContainText('slotSelected');

  const popupPromise = page.waitForEvent('popup');
  await widget.getByRole('button', { name: 'Sign in with PetPal to book' }).click();
  const popup = await popupPromise;
  await popup.getByRole('link', { name: 'Login' }).click();
  const form = popup.getByRole('form', { name: 'Login form' });
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(popup.getByText(/wants to book vet appointments with your PetPal account/)).toBeVisible();
  await popup.getByRole('button', { name: 'Allow' }).click();
  await popup.waitForEvent('close');

  await expect(widget.getByText(`Booking as ${account.email}`)).toBeVisible();
  const book = widget.getByRole('button', { name: 'Book Appointment' });
  expect(await book.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(29, 78, 216)');
  await widget.getByLabel('Phone').check();
  await book.click();
  await expect(widget.getByText('Appointment Booked')).toBeVisible();
  await expect(widget.getByText('Your appointment request has been sent to the veterinarian.')).toBeVisible();
  await expect(page.locator('#events')).toContainText('booked');

  // Every API call from the partner page went without a cookie; the booking carried the widget token.
  const fromPartner = apiCalls.filter((call) => call.url.startsWith('http://localhost'));
  expect(fromPartner.length).toBeGreaterThan(3);
  expect(fromPartner.every((call) => call.cookie === undefined)).toBe(true);
  expect(fromPartner.find((call) => call.url.endsWith('/api/vet/appointments'))?.auth).toMatch(/^Bearer pw_/);

  expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBe(0);
  expect((await widget.boundingBox())?.height).toBe(560);

  // The appointment is the owner's, on PetPal.
  const login = await request.post('/api/auth/login', { data: account });
  expect(login.status()).toBe(200);
  const list = (await (await request.get('/api/vet/appointments?scope=upcoming')).json()) as {
    appointments: { startTime: string; endTime: string; preferredContact: string }[];
  };
  expect(list.appointments).toHaveLength(1);
  expect(`${list.appointments[0]!.startTime} - ${list.appointments[0]!.endTime}`).toBe(slotLabel);
  expect(list.appointments[0]!.preferredContact).toBe('phone');
});

test('the API answers the partner origin only, and a stranger site gets no CORS grant', async ({ request }) => {
  const vets = (await (await request.get('/api/vet/vets')).json()) as { vets: { id: string }[] };
  const path = `/api/vet/vets/${vets.vets[0]!.id}/availability`;
  const partner = await request.get(path, { headers: { Origin: 'http://127.0.0.1:' + (e2eBasePort + 30) } });
  expect(partner.headers()['access-control-allow-origin']).toBe(`http://127.0.0.1:${e2eBasePort + 30}`);
  const stranger = await request.get(path, { headers: { Origin: 'http://stranger.example' } });
  expect(stranger.headers()['access-control-allow-origin']).toBeUndefined();
});
