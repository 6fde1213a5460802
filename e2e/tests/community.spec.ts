import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { createVerifiedAccount, signIn } from '../support/accounts';
import { e2eAdmin } from '../platform-fixture';
import { settle, visit } from '../support/visit';
import { ok } from '../support/api';

// Several people, several pages each.
test.describe.configure({ timeout: 120_000 });

/** A 2x2 PNG: the photo the owner attaches. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGP438DA0PCfAUIBACnyBf0IfZg1AAAAAElFTkSuQmCC',
  'base64',
);
const SCRIPT_TITLE = 'Walk <script>window.__xss = 1</script> time';
const IMG_BODY = 'Meet at 7. <img src=x onerror="window.__xss = 2"> Bring water & treats.';

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** A pet owner with a profile name, signed in in `request`'s context. */
async function owner(request: APIRequestContext, fullName: string) {
  await signIn(request, await createVerifiedAccount(request, 'community-e2e'));
  await ok(await request.put('/api/auth/role', { data: { role: 'pet_owner' } }));
  await ok(
    await request.put('/api/auth/profile', { data: { fullName, phoneNumber: '+91 91234 56789', location: 'Pune' } }),
  );
}

/** No script the posts carry may run: a dialog or the marker would show it did. */
function watchForScripts(page: Page) {
  page.on('dialog', (dialog) => {
    throw new Error(`a post ran script: ${dialog.message()}`);
  });
}
const noScriptRan = async (page: Page) =>
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();

async function newPage(browser: Browser) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: test.info().project.use.viewport,
    isMobile: test.info().project.use.isMobile,
    hasTouch: test.info().project.use.hasTouch,
  });
  const page = await context.newPage();
  watchForScripts(page);
  return { context, page };
}

const uniqueSuffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A group made by the person signed in on `request` (its first moderator). */
async function createGroup(request: APIRequestContext, name: string, city: string): Promise<string> {
  const answer = await ok(
    await request.post('/api/community/groups', { data: { name, topic: 'dogs', city, description: 'Early walks.' } }),
  );
  return ((await answer.json()) as { group: { id: string } }).group.id;
}

test('an owner finds a group from the site, joins and posts with a photo; another member comments and likes; the author edits; a guest reads', async ({
  page,
  browser,
}) => {
  watchForScripts(page);
  const suffix = uniqueSuffix();
  const city = `E2E Town ${suffix}`;
  const groupName = `Beagle Walkers ${suffix}`;
  const other = await newPage(browser);
  const guest = await newPage(browser);
  try {
    // A neighbour made the group; the owner finds it.
    await owner(other.page.request, 'Nina Kapoor');
    const groupId = await createGroup(other.page.request, groupName, city);
    await owner(page.request, 'Sam Rivera');

    // Signed in, the home page is the dashboard (the landing page's logged-in call to action never shows: the
    // landing page sends signed-in visitors on); the navbar's Community link leads to /community.
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
    if (isMobile(page)) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Community' }).click();
    await expect(page).toHaveURL(/\/community$/);
    await settle(page, page.getByRole('heading', { name: 'Community', level: 1 }));

    // The owner filters by city and joins.
    const groups = page.getByRole('list', { name: 'Groups' });
    await page.getByLabel('City').fill(city);
    await expect(groups.getByRole('link', { name: groupName })).toBeVisible();
    await expect(groups.getByRole('listitem')).toHaveCount(1);
    await groups.getByRole('button', { name: `Join ${groupName}` }).click();
    await expect(groups.getByRole('button', { name: `Leave ${groupName}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your feed', level: 2 })).toBeVisible();

    // "Create Post" leads to /community/post/new: group, title, text with HTML, a photo.
    await page.getByRole('link', { name: 'Create Post' }).click();
    await expect(page.getByRole('heading', { name: 'Create Post', level: 1 })).toBeVisible({ timeout: 15_000 });
    await page.getByLabel('Group', { exact: true }).selectOption({ label: `${groupName} (${city})` });
    await page.getByLabel('Title', { exact: true }).fill(SCRIPT_TITLE);
    await page.getByLabel("What's on your mind?").fill(IMG_BODY);
    await page.getByLabel('Photos (optional)').setInputFiles({ name: 'bella.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: 'Chosen photo 1' })).toBeVisible();
    await page.getByRole('button', { name: 'Post', exact: true }).click();

    // The post page shows the HTML as text, the photo from our API, and ran nothing.
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 1, name: SCRIPT_TITLE })).toBeVisible({ timeout: 15_000 });
    await expect(article.getByText(IMG_BODY)).toBeVisible();
    await expect(article.locator('img[src="x"]')).toHaveCount(0);
    await expect(article.locator('script')).toHaveCount(0);
    const photo = article.getByRole('img', { name: /^Photo 1 of 1/ });
    await expect(photo).toHaveAttribute('src', /^\/api\/images\/[\w-]{22}\/2$/);
    // Loaded lazily: below the fold on a phone until scrolled to.
    await photo.scrollIntoViewIfNeeded();
    // Loaded from its one stored width (naturalWidth is scaled by srcset's 2w descriptor, so only > 0 is said).
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/api\/images\/[\w-]{22}\/2$/);
    await noScriptRan(page);
    const postUrl = new URL(page.url()).pathname;
    expect(postUrl).toMatch(/^\/community\/post\/[a-f0-9]{24}$/);

    // Stored and returned verbatim.
    const postId = postUrl.split('/').pop()!;
    const stored = (await (await ok(await page.request.get(`/api/community/posts/${postId}`))).json()) as {
      post: { title: string; body: string };
    };
    expect(stored.post).toMatchObject({ title: SCRIPT_TITLE, body: IMG_BODY });

    // Another member comments and likes.
    const otherArticle = other.page.getByRole('article');
    await visit(other.page, postUrl, otherArticle.getByRole('heading', { name: SCRIPT_TITLE }));
    await other.page.getByLabel('Add a comment').fill('Count Bruno in! <b>not bold</b>');
    await other.page.getByRole('button', { name: 'Comment', exact: true }).click();
    const comments = other.page.getByRole('list', { name: 'Comments' });
    await expect(comments.getByText('Count Bruno in! <b>not bold</b>')).toBeVisible();
    await expect(comments.locator('b')).toHaveCount(0);
    const like = other.page.getByRole('button', { name: 'Like', exact: true });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(otherArticle.getByText('1 like', { exact: true })).toBeVisible();
    await noScriptRan(other.page);

    // The author sees them and edits the text.
    await page.reload();
    await expect(article.getByText('1 like', { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('list', { name: 'Comments' }).getByText('Nina K.')).toBeVisible();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('form', { name: 'Edit post' });
    await edit.getByLabel('Text').fill('Moved to 7:30, same place.');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(article.getByText('Moved to 7:30, same place.')).toBeVisible();
    await expect(article.getByText('(edited)')).toBeVisible();
    // The author can neither like nor flag their own post. The neighbour made the group, so she moderates it:
    // she may edit and delete it too.
    await expect(page.getByRole('button', { name: 'Like', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Flag', exact: true })).toHaveCount(0);
    await other.page.reload();
    await expect(otherArticle.getByText('Moved to 7:30, same place.')).toBeVisible({ timeout: 15_000 });
    await expect(otherArticle.getByText('(edited)')).toBeVisible();
    await expect(other.page.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
    await expect(other.page.getByRole('button', { name: 'Delete', exact: true })).toBeVisible();

    // A guest reads the group and the post, read-only.
    const guestFeed = guest.page.getByRole('list', { name: `Posts in ${groupName}` });
    await visit(guest.page, `/community/group/${groupId}`, guestFeed);
    await expect(guest.page.getByRole('link', { name: 'Log in to join' })).toBeVisible();
    await guestFeed.getByRole('link', { name: SCRIPT_TITLE }).click();
    await expect(guest.page.getByRole('article').getByText('Moved to 7:30, same place.')).toBeVisible({
      timeout: 15_000,
    });
    await expect(
      guest.page.getByRole('list', { name: 'Comments' }).getByText('Count Bruno in!', { exact: false }),
    ).toBeVisible();
    for (const name of ['Like', 'Edit', 'Delete', 'Flag', 'Comment']) {
      await expect(guest.page.getByRole('button', { name, exact: true })).toHaveCount(0);
    }
    await expect(guest.page.getByLabel('Add a comment')).toHaveCount(0);
    await expect(guest.page.getByRole('main').getByRole('link', { name: 'Login' })).toBeVisible();
    await noScriptRan(guest.page);
  } finally {
    await other.context.close();
    await guest.context.close();
  }
});

test('three flags hide a post from everyone but its author until an admin reviews it', async ({ page, browser }) => {
  const suffix = uniqueSuffix();
  const author = await newPage(browser);
  const neighbours = [await newPage(browser), await newPage(browser)];
  const flaggers = [page.request, ...neighbours.map((neighbour) => neighbour.page.request)];
  const guest = await newPage(browser);
  const title = `Miracle cure for ticks ${suffix}`;
  try {
    await owner(author.page.request, 'Asha Rao');
    const groupId = await createGroup(author.page.request, `Flag Testers ${suffix}`, `Flagtown ${suffix}`);
    const created = await ok(
      await author.page.request.post('/api/community/posts', {
        data: { groupId, title, body: 'Buy my oil, works on everything.' },
        headers: { 'Idempotency-Key': `flag-e2e-${suffix}` },
      }),
    );
    const postId = ((await created.json()) as { post: { id: string } }).post.id;
    for (const [index, request] of flaggers.entries()) await owner(request, `Flagger ${index + 1}`);

    // Two neighbours flag through the API; the third through the page.
    for (const request of flaggers.slice(1)) {
      await ok(await request.post(`/api/community/posts/${postId}/flag`, { data: { reason: 'spam' } }));
    }
    const article = page.getByRole('article');
    await visit(page, `/community/post/${postId}`, article.getByRole('heading', { name: 'Miracle cure for ticks' }));
    await page.getByRole('button', { name: 'Flag', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Flag this post' });
    await dialog.getByLabel('Reason').selectOption({ label: 'Harmful pet-care advice' });
    await dialog.getByLabel('Note (optional)').fill('Not a real treatment.');
    await dialog.getByRole('button', { name: 'Send flag' }).click();

    // The third flag hides it: the flagger is taken back to the group, whose feed no longer lists it.
    await expect(page).toHaveURL(new RegExp(`/community/group/${groupId}$`));
    await expect(page.getByText('Thanks: the post is hidden until a PetPal admin reviews it.')).toBeVisible();
    await expect(page.getByText('No posts yet.')).toBeVisible();

    // A guest cannot open it; its author still sees it, marked and closed to comments.
    await visit(guest.page, `/community/post/${postId}`, guest.page.getByRole('heading', { name: 'Post not found' }));
    const authorArticle = author.page.getByRole('article');
    await visit(author.page, `/community/post/${postId}`, authorArticle.getByText('Hidden', { exact: true }));
    await expect(authorArticle.getByText('Hidden after several flags: a PetPal admin will review it.')).toBeVisible();
    await expect(author.page.getByLabel('Add a comment')).toHaveCount(0);

    // An admin finds it in the dashboard's flag queue with the three reasons, and removes it.
    const admin = await newPage(browser);
    try {
      await ok(await admin.page.request.post('/api/auth/admin/login', { data: e2eAdmin }));
      const area = admin.page.locator('[data-remote="mfe-admin"]');
      await visit(admin.page, '/admin-dashboard?tab=flags', area.getByRole('list', { name: 'Flagged posts' }));
      const card = area.getByRole('listitem').filter({ has: admin.page.getByRole('heading', { name: title }) });
      await expect(card).toContainText('3 flags');
      await expect(card.getByRole('list', { name: `Flags on ${title}` }).getByRole('listitem')).toHaveCount(3);
      await card.getByRole('button', { name: 'Remove' }).click();
      const review = admin.page.getByRole('dialog', { name: `Remove "${title}"?` });
      await review.getByRole('textbox', { name: /^Note/ }).fill('Selling a fake treatment.');
      await review.getByRole('button', { name: 'Remove post' }).click();
      await expect(admin.page.getByText('The post was removed.')).toBeVisible();
      await expect(card).toHaveCount(0);
    } finally {
      await admin.context.close();
    }
  } finally {
    for (const other of [author, guest, ...neighbours]) await other.context.close();
  }
});
