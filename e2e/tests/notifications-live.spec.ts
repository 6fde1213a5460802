import { expect, test, type Browser, type Page } from '@playwright/test';
import { createVerifiedAccount, signIn } from '../support/accounts';
import { exclusive } from '../support/exclusive';
import { visit } from '../support/visit';
import { ok } from '../support/api';

// Two accounts, three pages, live updates on a machine shared with other suites; the other project's run of
// this journey may hold the reports lock for up to a minute first.
test.describe.configure({ timeout: 180_000 });

/** A small real PNG: the API checks its magic bytes and walks its chunks before storing it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4UaGBFTEMLQkAUtVaAV8W4QQAAAAASUVORK5CYII=',
  'base64',
);

/** Each project reports in its own city, so the other project's report never reaches this one's alerts. */
const PLACES = {
  desktop: { latitude: 48.2082, longitude: 16.3738 },
  mobile: { latitude: -33.8688, longitude: 151.2093 },
} as const;

/** Live means within a few seconds, with no reload. */
const LIVE = { timeout: 5_000 };

/** A signed-in pet owner named `fullName`, in a context of its own that shares a position. */
async function ownerContext(browser: Browser, fullName: string) {
  const place = PLACES[test.info().project.name as keyof typeof PLACES];
  const { baseURL, viewport, isMobile, hasTouch } = test.info().project.use;
  const context = await browser.newContext({
    baseURL,
    viewport,
    isMobile,
    hasTouch,
    geolocation: place,
    permissions: ['geolocation'],
  });
  const page = await context.newPage();
  await signIn(page.request, await createVerifiedAccount(page.request, 'reports-e2e'));
  await ok(await page.request.put('/api/auth/role', { data: { role: 'pet_owner' } }));
  await ok(
    await page.request.put('/api/auth/profile', {
      data: { fullName, phoneNumber: '+91 91234 56789', location: 'Vienna' },
    }),
  );
  return { context, page };
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications(, (\d+|99\+) unread)?$/ });
const unreadBell = (page: Page) => page.getByRole('button', { name: /^Notifications, (\d+|99\+) unread$/ });
const quietBell = (page: Page) => page.getByRole('button', { name: 'Notifications', exact: true });
const panel = (page: Page) => page.getByRole('group', { name: 'Notifications' });

/** Opens the bell's panel and presses Mark all read. */
async function markAllRead(page: Page) {
  await bell(page).click();
  await panel(page).getByRole('button', { name: 'Mark all read' }).click();
  await expect(quietBell(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
}

test('a lost pet reported by one user reaches another live, who messages the owner, who reads it', async ({
  browser,
}) => {
  // Every user's bell and feed show every other user's new report: the other project's run would add to them.
  await exclusive('pet-reports', () => lostPetJourney(browser));
});

async function lostPetJourney(browser: Browser) {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const petName = `Biscuit ${suffix}`;
  const owner = await ownerContext(browser, 'Anna Berger');
  const neighbour = await ownerContext(browser, 'Ben Novak');
  try {
    // B turns nearby alerts on around their position (the /pet-reports page's card), 5 km.
    const feed = neighbour.page.getByRole('list', { name: 'Recent reports' });
    const alerts = neighbour.page.getByRole('form', { name: 'Nearby alerts' });
    await visit(neighbour.page, '/pet-reports', alerts);
    await alerts.getByLabel('Alert me about new reports near me').check();
    await alerts.getByRole('button', { name: 'Use my current location' }).click();
    await expect(alerts.getByText(/^Around /)).toBeVisible({ timeout: 15_000 });
    await alerts.getByRole('button', { name: 'Save Alert Settings' }).click();
    await expect(neighbour.page.getByText('Alert settings saved.')).toBeVisible();

    // B has a second tab. B's report items are now the reports near B (docs/decisions/075): none on a fresh
    // site, an earlier run's here. Whatever they are, reading all (the server keeps it) quiets both badges.
    const secondTab = await neighbour.context.newPage();
    await visit(secondTab, '/pet-reports', secondTab.getByRole('heading', { level: 1, name: 'Pet Reports' }));
    await expect(bell(neighbour.page)).toBeVisible();
    await expect(bell(secondTab)).toBeVisible();
    await ok(await neighbour.page.request.post('/api/notifications/read-all'));
    await expect(quietBell(neighbour.page)).toBeVisible({ timeout: 1_500 });
    await expect(quietBell(secondTab)).toBeVisible({ timeout: 1_500 });

    // A reports a lost pet with a photo and the map point of where they are.
    const form = owner.page.getByRole('form', { name: 'New pet report' });
    await visit(owner.page, '/pet-reports/create', form);
    await form.getByRole('radio', { name: /LOST/ }).check();
    await form.getByLabel('Pet name').fill(petName);
    await form.getByLabel('Description').fill('Ginger tabby with a green collar, shy, answers to Biscuit.');
    await form.getByLabel('Address').fill('Stephansplatz, Vienna');
    await form.getByRole('button', { name: 'Use my current location' }).click();
    await expect(form.getByText(/^Map point: /)).toBeVisible({ timeout: 15_000 });
    await form
      .getByLabel('Photo (optional)')
      .setInputFiles({ name: 'biscuit.png', mimeType: 'image/png', buffer: PNG });
    await expect(form.getByRole('img', { name: 'Chosen photo of the pet' })).toBeVisible();
    await form.getByRole('button', { name: 'Post Report' }).click();
    await expect(owner.page.getByRole('heading', { level: 1, name: petName })).toBeVisible({ timeout: 15_000 });
    const photo = owner.page.getByRole('img', { name: `Photo of ${petName}` });
    await expect(photo).toBeVisible();
    // Loaded from the image pipeline (its one stored width: the picture is 8 px wide; `srcset` scales it).
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/api\/images\/[\w-]{22}\/8$/);
    const reportPath = new URL(owner.page.url()).pathname;
    const reportId = reportPath.split('/').at(-1)!;

    // B, without reloading: the badge rises in both tabs and the feed has the report on top.
    await expect(unreadBell(neighbour.page)).toBeVisible(LIVE);
    await expect(unreadBell(secondTab)).toBeVisible(LIVE);
    await expect(feed.getByRole('article').first()).toContainText(petName, LIVE);

    // B opens the panel, clicks the alert and lands on the report.
    await bell(neighbour.page).click();
    const item = panel(neighbour.page).getByRole('link').filter({ hasText: petName }).first();
    await expect(item).toContainText('Lost pet near you');
    await item.click();
    await expect(neighbour.page).toHaveURL(new RegExp(`/pet-report/${reportId}$`));
    await expect(neighbour.page.getByRole('heading', { level: 1, name: petName })).toBeVisible();

    // B messages the owner.
    const message = `I think I saw ${petName} near the cathedral, around 6 pm.`;
    await neighbour.page.getByRole('button', { name: 'Message the Owner' }).click();
    const messages = neighbour.page.getByRole('region', { name: 'Messages' });
    await messages.getByRole('textbox', { name: 'Your message' }).fill(message);
    await messages.getByRole('button', { name: 'Send Message' }).click();
    await expect(messages.getByRole('list', { name: 'Messages with Anna B.' })).toContainText(message);

    // A, still on the report page: the new-message notification arrives live; A opens it and reads it.
    await expect(unreadBell(owner.page)).toBeVisible(LIVE);
    await bell(owner.page).click();
    const notice = panel(owner.page).getByRole('link').filter({ hasText: 'New message from Ben N.' });
    await expect(notice).toContainText(message);
    await notice.click();
    await expect(owner.page).toHaveURL(new RegExp(`/pet-report/${reportId}\\?openMessages=true$`));
    const inbox = owner.page.getByRole('region', { name: 'Messages' });
    await inbox.getByRole('button', { name: /Ben N\./ }).click();
    await expect(inbox.getByRole('list', { name: 'Messages with Ben N.' })).toContainText(message);

    // A answers; B's alert was read when clicked, so the answer is all B has unread, in both tabs, live.
    const answer = 'Thank you! I am on my way to the cathedral now.';
    await inbox.getByRole('textbox', { name: 'Your message' }).fill(answer);
    await inbox.getByRole('button', { name: 'Send Message' }).click();
    await expect(inbox.getByRole('list', { name: 'Messages with Ben N.' })).toContainText(answer);
    await expect(unreadBell(neighbour.page)).toBeVisible(LIVE);
    await expect(unreadBell(secondTab)).toBeVisible(LIVE);

    // Mark all read in one of B's tabs reaches the other within a second.
    await markAllRead(secondTab);
    await expect(quietBell(neighbour.page)).toBeVisible({ timeout: 1_500 });
  } finally {
    await owner.context.close();
    await neighbour.context.close();
  }
}
