import type { Post } from '@petpal/contracts';
import type { PostDoc } from './posts.repository';

/** What a post shows every viewer alike, before and after the viewer's `likedByMe` (the contract's key order). */
export type SharedHead = Omit<Post, 'likedByMe' | 'createdAt' | 'editedAt' | 'hidden' | 'can'>;
export type SharedTail = Pick<Post, 'createdAt' | 'editedAt' | 'hidden'>;
/** What a post shows this viewer only. */
export type Personal = Pick<Post, 'likedByMe' | 'can'>;

export const sharedHead = (doc: PostDoc): SharedHead => ({
  id: doc._id.toHexString(),
  groupId: doc.groupId.toHexString(),
  groupName: doc.groupName,
  author: { id: doc.authorId.toHexString(), name: doc.authorName },
  title: doc.title,
  body: doc.body,
  photos: doc.photos ?? [],
  likeCount: doc.likeCount,
  commentCount: doc.commentCount,
});

export const sharedTail = (doc: PostDoc): SharedTail => ({
  createdAt: doc.createdAt.toISOString(),
  editedAt: doc.editedAt?.toISOString() ?? null,
  hidden: doc.hidden,
});

/**
 * A post's view as an object: the shared parts around the viewer's own. Written as one literal: built from
 * spreads of `sharedHead` and `sharedTail` it took ~4x as long to make and stringify (~8 µs a post). The
 * feed text's test holds it to the shared parts.
 */
export const postView = (doc: PostDoc, personal: Personal): Post => ({
  id: doc._id.toHexString(),
  groupId: doc.groupId.toHexString(),
  groupName: doc.groupName,
  author: { id: doc.authorId.toHexString(), name: doc.authorName },
  title: doc.title,
  body: doc.body,
  photos: doc.photos ?? [],
  likeCount: doc.likeCount,
  commentCount: doc.commentCount,
  likedByMe: personal.likedByMe,
  createdAt: doc.createdAt.toISOString(),
  editedAt: doc.editedAt?.toISOString() ?? null,
  hidden: doc.hidden,
  can: personal.can,
});

interface Fragments {
  /** `{"id":…,"commentCount":N,"likedByMe":` */
  head: string;
  /** `,"createdAt":…,"hidden":B,"can":` */
  tail: string;
}

/**
 * The shared parts of each post as JSON text, made once per document object: a kept first page (decision 040)
 * answers the same objects until a post changes, so its text is made once per version of the page, and every
 * request only writes the viewer's `likedByMe` and `can` between them (decision 115).
 */
const fragments = new WeakMap<PostDoc, Fragments>();

function fragmentsOf(doc: PostDoc): Fragments {
  let found = fragments.get(doc);
  if (!found) {
    const head = JSON.stringify(sharedHead(doc));
    const tail = JSON.stringify(sharedTail(doc));
    found = { head: `${head.slice(0, -1)},"likedByMe":`, tail: `,${tail.slice(1, -1)},"can":` };
    fragments.set(doc, found);
  }
  return found;
}

/**
 * The JSON text of `{ posts, nextCursor }` for these documents and the viewer's own parts of each (in the same
 * order): exactly `JSON.stringify` of the same `Feed` object built with `postView`. `kept`: the documents are a
 * kept first page's, answered again as they are, so their shared text is made once and reused; other pages
 * (read afresh every time) are written in one `JSON.stringify`, which costs less than making texts to keep.
 */
export function feedJson(
  docs: readonly PostDoc[],
  personal: readonly Personal[],
  nextCursor: string | null,
  kept: boolean,
): string {
  if (!kept) return JSON.stringify({ posts: docs.map((doc, i) => postView(doc, personal[i]!)), nextCursor });
  let text = '{"posts":[';
  for (let i = 0; i < docs.length; i++) {
    const { head, tail } = fragmentsOf(docs[i]!);
    const { likedByMe, can } = personal[i]!;
    text += `${i === 0 ? '' : ','}${head}${likedByMe}${tail}{"edit":${can.edit},"delete":${can.delete},"comment":${can.comment},"like":${can.like},"flag":${can.flag}}}`;
  }
  return `${text}],"nextCursor":${JSON.stringify(nextCursor)}}`;
}
