import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { FLAG_HIDE_THRESHOLD } from '@petpal/contracts';
import { perTestDatabase } from '../../test-support/per-test';
import { createCommunityTestApp, createGroup, createPost, guest, signIn } from '../community.test-support';

const t = perTestDatabase(createCommunityTestApp);

async function flaggedPost(title: string): Promise<string> {
  const author = await signIn(t, `author-${title.length}@example.com`);
  const postId = await createPost(author, await createGroup(author, { name: `Group ${title}` }), { title });
  for (let i = 0; i < FLAG_HIDE_THRESHOLD; i++) {
    const flagger = await signIn(t, `flagger${i}-${title.length}@example.com`);
    await flagger.send('POST', `/posts/${postId}/flag`, { reason: 'spam' });
  }
  return postId;
}

describe("community's facade for the admin area (moderationForAdmins)", () => {
  it('answers the flag queue and reviews as a PetPal admin, with the post before', async () => {
    const restore = await flaggedPost('Morning walk');
    const remove = await flaggedPost('Cheap puppies, DM me');
    const admin = t.area.moderationForAdmins;
    expect((await admin.queue()).items.map((item) => item.post.id).sort()).toEqual([restore, remove].sort());

    expect(await admin.review(new ObjectId(restore), 'restore')).toEqual({
      before: { flagCount: FLAG_HIDE_THRESHOLD, hidden: true },
    });
    expect(await admin.review(new ObjectId(remove), 'remove')).toEqual({
      before: { flagCount: FLAG_HIDE_THRESHOLD, hidden: true },
    });
    expect((await admin.queue()).items).toEqual([]);
    expect((await guest(t).send('GET', `/posts/${restore}`)).status).toBe(200);
    expect((await guest(t).send('GET', `/posts/${remove}`)).status).toBe(404);
    expect(await admin.review(new ObjectId(), 'remove')).toBeNull();
  });
});
