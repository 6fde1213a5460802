import { describe, expect, it } from 'vitest';
import { ObjectId } from 'mongodb';
import type { Feed } from '@petpal/contracts';
import { feedJson, postView, type Personal } from './post-json';
import type { PostDoc } from './posts.repository';

const doc = (over: Partial<PostDoc> = {}): PostDoc => ({
  _id: new ObjectId(),
  groupId: new ObjectId(),
  groupName: 'Bandra "Dog" Walkers',
  authorId: new ObjectId(),
  authorName: 'Asha T.',
  title: '<b>Walk</b> \u2028 at 7',
  body: 'Line one\nline two\t"quoted" \\ back \u0001 😀',
  photos: [
    {
      id: 'img1',
      alt: 'A dog',
      widths: [320, 640],
      width: 640,
      height: 480,
    } as unknown as NonNullable<PostDoc['photos']>[number],
  ],
  likeCount: 3,
  commentCount: 1,
  flagCount: 0,
  hidden: false,
  hot: 1.5,
  createdAt: new Date('2026-03-02T10:00:00Z'),
  editedAt: null,
  ...over,
});

const personal = (n: number): Personal => ({
  likedByMe: n % 2 === 0,
  can: { edit: n % 3 === 0, delete: n % 3 === 0, comment: n % 5 !== 0, like: n % 7 !== 0, flag: n % 4 === 0 },
});

describe('feed JSON', () => {
  it("is exactly JSON.stringify of the same Feed built from postView, for every viewer's parts", () => {
    const docs = [
      doc(),
      doc({ photos: undefined, editedAt: new Date('2026-03-03T08:30:00.123Z'), hidden: true }),
      doc({ title: '', body: '', likeCount: 0, commentCount: 0, authorName: 'Ravi \u00e9' }),
    ];
    for (let n = 0; n < 12; n++) {
      const mine = docs.map((_, i) => personal(n + i));
      for (const nextCursor of [null, 'MTIzOmFiYw']) {
        const expected: Feed = { posts: docs.map((d, i) => postView(d, mine[i]!)), nextCursor };
        expect(feedJson(docs, mine, nextCursor, true)).toBe(JSON.stringify(expected));
        expect(feedJson(docs, mine, nextCursor, false)).toBe(JSON.stringify(expected));
      }
    }
    expect(feedJson([], [], null, true)).toBe(JSON.stringify({ posts: [], nextCursor: null }));
  });

  it('writes what changed when a page is read again (new document objects), never the text kept for the old ones', () => {
    const before = doc();
    expect(JSON.parse(feedJson([before], [personal(1)], null, true)).posts[0].likeCount).toBe(3);
    const after = { ...before, likeCount: 4, hidden: true };
    const text = feedJson([after], [personal(1)], null, true);
    expect(JSON.parse(text).posts[0]).toMatchObject({ likeCount: 4, hidden: true });
    expect(text).toBe(JSON.stringify({ posts: [postView(after, personal(1))], nextCursor: null }));
  });
});
