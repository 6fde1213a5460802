import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { createVerifiedAccount, signIn } from '../support/accounts';
import { ok } from '../support/api';
import { visit } from '../support/visit';

// Three people: the author in a page, two others through the API.
test.describe.configure({ timeout: 120_000 });

/** A pet owner named `fullName`, signed in in `request`'s context. */
async function owner(request: APIRequestContext, fullName: string) {
  await signIn(request, await createVerifiedAccount(request, 'notices-e2e'));
  await ok(await request.put('/api/auth/role', { data: { role: 'pet_owner' } }));
  await ok(
    await request.put('/api/auth/profile', { data: { fullName, phoneNumber: '+91 91234 56789', location: 'Pune' } }),
  );
}

async function apiPerson(browser: Browser, fullName: string) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await owner(context.request, fullName);
  return context;
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications(, (\d+|99\+) unread)?$/ });

test('a post’s author hears of a comment and of likes in the bell, opens the post from it, and mutes likes', async ({
  page,
  browser,
}) => {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const title = `Sunrise walk ${suffix}`;
  await owner(page.request, 'Asha Rao');
  const group = await ok(
    await page.request.post('/api/community/groups', {
      data: { name: `Notice walkers ${suffix}`, topic: 'dogs', city: 'Pune', description: 'Early walks.' },
    }),
  );
  const groupId = ((await group.json()) as { group: { id: string } }).group.id;
  const created = await ok(
    await page.request.post('/api/community/posts', { data: { groupId, title, body: 'Who is in?' } }),
  );
  const postId = ((await created.json()) as { post: { id: string } }).post.id;

  const ravi = await apiPerson(browser, 'Ravi Kumar');
  const meera = await apiPerson(browser, 'Meera Shah');
  try {
    await ok(await ravi.request.post(`/api/community/posts/${postId}/comments`, { data: { body: 'Count me in!' } }));
    await ok(await ravi.request.put(`/api/community/posts/${postId}/like`));
    await ok(await meera.request.put(`/api/community/posts/${postId}/like`));

    // The bell shows the comment and one notice for both likes, each with its link.
    await visit(page, '/community', page.getByRole('heading', { level: 1 }).first());
    await bell(page).click();
    const panel = page.getByRole('group', { name: 'Notifications' });
    const likes = panel.getByRole('link').filter({ hasText: `Meera S. and 1 other liked your post “${title}”.` });
    await expect(likes).toBeVisible();
    const comment = panel.getByRole('link').filter({ hasText: `Ravi K. commented on your post “${title}”` });
    await expect(comment).toBeVisible();
    await comment.click();
    await expect(page).toHaveURL(new RegExp(`/community/post/${postId}$`));
    await expect(page.getByRole('heading', { name: title })).toBeVisible();

    // The author mutes likes in their settings; a later like reaches nobody's bell, comments still do.
    const settings = page.getByRole('form', { name: 'Notifications' });
    await visit(page, '/edit-profile', settings);
    await settings.getByLabel('Likes on my posts').uncheck();
    await settings.getByRole('button', { name: 'Save Notification Settings' }).click();
    await expect(page.getByText('Notification settings saved.')).toBeVisible();
    await ok(await page.request.post('/api/notifications/read-all'));

    const third = await apiPerson(browser, 'Kiran Patil');
    try {
      await ok(await third.request.put(`/api/community/posts/${postId}/like`));
      await ok(await third.request.post(`/api/community/posts/${postId}/comments`, { data: { body: 'Me too.' } }));
    } finally {
      await third.close();
    }
    const list = (await (await ok(await page.request.get('/api/notifications'))).json()) as {
      notifications: { type: string; message: string }[];
    };
    const mine = list.notifications.filter((n) => n.message.includes(title));
    expect(mine.map((n) => n.type)).toEqual(['post_comment', 'post_like', 'post_comment']);
    expect(mine[0]!.message).toContain('Kiran P. commented');
  } finally {
    await ravi.close();
    await meera.close();
  }
});
