import { expect, test, type APIRequestContext } from '@playwright/test';
import { signIn } from '../support/accounts';
import { ok } from '../support/api';
import { visit } from '../support/visit';

// Two people in two pages, two remotes each.
test.describe.configure({ timeout: 120_000 });

const DEMO_PASSWORD = 'petpal-demo';
/** A 1x1 PNG: the photo the sitter adds. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const dayLabel = (isoDate: string) =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });

/**
 * The demo walk sitter1 made for owner1 a month ago (five visits, completed), and a visit of it with no card
 * yet: the desktop run takes the even visits, the phone run the odd ones, so both can run at once and a retry
 * finds a fresh one.
 */
async function freeVisit(request: APIRequestContext, project: string) {
  const past = (await (await ok(await request.get('/api/care/practice/requests?scope=past'))).json()) as {
    requests: Array<{ id: string; serviceType: string; status: string; owner: { name: string } }>;
  };
  const walk = past.requests.find((booking) => booking.serviceType === 'dog-walking' && booking.status === 'completed');
  expect(walk, 'the demo sitter1 walk').toBeTruthy();
  const { visits } = (await (
    await ok(await request.get(`/api/care/practice/requests/${walk!.id}/report-cards`))
  ).json()) as { visits: Array<{ visitDate: string; started: boolean; card: unknown }> };
  const parity = project === 'mobile' ? 1 : 0;
  const free = visits.find((visit, index) => index % 2 === parity && visit.started && !visit.card);
  expect(free, 'a visit without a card').toBeTruthy();
  return { walk: walk!, visitDate: free!.visitDate };
}

test('a sitter files a report card with a photo; the owner hears of it in the bell and reads it in the booking', async ({
  page,
  browser,
}, testInfo) => {
  const sitterContext = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: testInfo.project.use.viewport,
  });
  const sitterPage = await sitterContext.newPage();
  try {
    await signIn(sitterPage.request, { email: 'sitter1@petpal.demo', password: DEMO_PASSWORD });
    await signIn(page.request, { email: 'owner1@petpal.demo', password: DEMO_PASSWORD });
    const { walk, visitDate } = await freeVisit(sitterPage.request, testInfo.project.name);
    const day = dayLabel(visitDate);
    const note = `Bruno sniffed every tree (${testInfo.project.name}, try ${testInfo.retry}).`;

    // The sitter opens the past walk's report cards and files the visit's card with a photo.
    const pastTab = sitterPage.getByRole('tab', { name: 'Past' });
    await visit(sitterPage, '/dashboard/sitter-practice', pastTab);
    await pastTab.click();
    const booking = sitterPage
      .getByRole('list', { name: 'Past requests' })
      .getByRole('listitem')
      .filter({ hasText: `Dog Walking for ${walk.owner.name}` })
      .first();
    await booking.getByRole('button', { name: 'Report cards' }).click();
    const dialog = sitterPage.getByRole('dialog', { name: 'Report cards' });
    await dialog.getByRole('button', { name: `File report card for ${day}` }).click();
    const form = dialog.getByRole('form', { name: `Report card for ${day}` });
    await form.getByLabel('Start time').fill('07:05');
    await form.getByLabel('End time').fill('07:55');
    await form.getByRole('checkbox', { name: 'Pee' }).check();
    await form.getByRole('checkbox', { name: 'Water' }).check();
    await form.getByLabel('Note').fill(note);
    await form.getByLabel('Photos').setInputFiles({ name: 'walk.png', mimeType: 'image/png', buffer: PHOTO });
    await expect(form.getByRole('img', { name: 'Chosen photo 1' })).toBeVisible();
    await form.getByRole('button', { name: 'Send report card' }).click();
    await expect(dialog.getByRole('article', { name: `Report card, ${day}` })).toBeVisible();
    await expect(dialog.getByRole('button', { name: `Edit report card for ${day}` })).toBeVisible();

    // The owner finds the notice in the bell and opens the booking's report cards from it.
    await visit(page, '/appointments', page.getByRole('heading', { name: 'Care bookings' }));
    await page.getByRole('button', { name: /^Notifications(, (\d+|99\+) unread)?$/ }).click();
    const notice = page
      .getByRole('group', { name: 'Notifications' })
      .getByRole('link')
      .filter({ hasText: `sent a report card for the walk on ${day}` })
      .first();
    await expect(notice).toBeVisible();
    await notice.click();
    await expect(page).toHaveURL(new RegExp(`/appointments\\?reportCards=${walk.id}$`));
    const cards = page.getByRole('dialog', { name: 'Report cards' });
    const card = cards.getByRole('article', { name: `Report card, ${day}` });
    await expect(card).toBeVisible();
    await expect(card.getByText('Pee: yes')).toBeVisible();
    await expect(card.getByText('Poo: no')).toBeVisible();
    await expect(card.getByText(note)).toBeVisible();
    const photo = card.getByRole('img', { name: `Photo 1 from the ${day} visit` });
    await photo.scrollIntoViewIfNeeded();
    await expect(photo).toHaveJSProperty('complete', true);
    // Loaded from the image pipeline (its srcset scales naturalWidth to the box, so the pixel width says nothing).
    expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    expect(await photo.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
      /\/api\/images\/[A-Za-z0-9_-]{22}\/\d+$/,
    );
    // The page does not scroll sideways at this width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  } finally {
    await sitterContext.close();
  }
});
