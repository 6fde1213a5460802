import { describe, expect, it } from 'vitest';
import { adminMessages, ErrorBody, FlagQueue } from '@petpal/contracts';
import { perTest, perTestDatabase } from '../../test-support/per-test';
import { asAdmin, auditEntries, createAdminTestApp, flaggedPost, someId } from '../admin.test-support';

const t = perTestDatabase(createAdminTestApp);
const admin = perTest(() => asAdmin(t));

const queue = async () => FlagQueue.parse(await (await admin.send('GET', '/api/admin/flags')).json());

describe('the community flag queue', () => {
  it('shows flagged posts and restores or removes them through community, each review audited', async () => {
    const spam = await flaggedPost(t, 'spam');
    const fine = await flaggedPost(t, 'fine');
    const before = await queue();
    expect(before.items.map((item) => [item.post.id, item.flagCount]).sort()).toEqual(
      [
        [spam, 3],
        [fine, 3],
      ].sort(),
    );
    expect(before.items[0]!.flags[0]).toMatchObject({ reason: 'spam' });

    const restored = await admin.send('POST', `/api/admin/flags/${fine}/review`, {
      action: 'restore',
      reason: 'Reads fine.',
    });
    expect(await restored.json()).toEqual({ action: 'post.review', targetType: 'post', targetId: fine });
    const removed = await admin.send('POST', `/api/admin/flags/${spam}/review`, { action: 'remove', reason: 'Spam.' });
    expect(removed.status).toBe(200);
    expect((await queue()).items).toEqual([]);
    expect((await admin.send('GET', `/api/community/posts/${spam}`)).status).toBe(404);

    expect(await auditEntries(t.db)).toMatchObject([
      { targetId: fine, reason: 'Reads fine.', before: { flagCount: 3, hidden: true }, after: { hidden: false } },
      { targetId: spam, reason: 'Spam.', before: { flagCount: 3, hidden: true }, after: { removed: true } },
    ]);
  });

  it('needs an action and a reason, a valid post id and an existing post', async () => {
    const post = await flaggedPost(t, 'x');
    const cases: [string, unknown, Record<string, string>][] = [
      [post, { action: 'hide', reason: 'x' }, { action: adminMessages.reviewAction }],
      [post, { action: 'remove', reason: '  ' }, { reason: adminMessages.reasonRequired }],
      [post, { action: 'remove' }, { reason: adminMessages.reasonRequired }],
      ['{"$gt":""}', { action: 'remove', reason: 'x' }, { postId: 'Must be a valid id.' }],
    ];
    for (const [id, body, fields] of cases) {
      const res = await admin.send('POST', `/api/admin/flags/${encodeURIComponent(id)}/review`, body);
      expect(res.status).toBe(400);
      expect(ErrorBody.parse(await res.json()).error.fields).toEqual(fields);
    }
    const missing = await admin.send('POST', `/api/admin/flags/${someId()}/review`, { action: 'remove', reason: 'x' });
    expect(missing.status).toBe(404);
    expect(ErrorBody.parse(await missing.json()).error.message).toBe(adminMessages.postNotFound);
    expect(await auditEntries(t.db)).toEqual([]);
  });
});
