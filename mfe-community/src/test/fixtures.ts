import type { Comment, Feed, Group, ImageRef, Post } from '@petpal/contracts';
import { nina, sam } from './users';

/** Demo data for tests and stories; ids are 24 hex characters like the API's. */

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** A photo that needs no request (stories and tests must not reach the network). */
export function photo(hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="hsl(${hue} 60% 70%)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A stored image as the API sends it (22-character id; tests and stories never load it: Photo falls back). */
export function imageRef(n: number): ImageRef {
  return { id: `stored-photo-${String(n).padStart(9, '0')}`, widths: [320, 640], width: 640, height: 480 };
}

export function group(over: Partial<Group> = {}): Group {
  return {
    id: 'b00000000000000000000001',
    name: 'Bandra Dog Walkers',
    description: 'Morning walks on Carter Road, lost-leash alerts and the best vet tips in Bandra.',
    topic: 'dogs',
    city: 'Mumbai',
    memberCount: 12,
    postCount: 3,
    createdAt: minutesAgo(60 * 24 * 30),
    joined: false,
    moderator: false,
    ...over,
  };
}

export const catGroup = group({
  id: 'b00000000000000000000002',
  name: 'Pune Cat Parents',
  description: '',
  topic: 'cats',
  city: 'Pune',
  memberCount: 1,
  postCount: 1,
});

const viewerCan = { edit: false, delete: false, comment: true, like: true, flag: true };

/** A post by Sam as Nina sees it (she may comment, like and flag it). */
export function post(over: Partial<Post> = {}): Post {
  return {
    id: 'c00000000000000000000001',
    groupId: group().id,
    groupName: group().name,
    author: { id: sam.id, name: 'Sam R.' },
    title: 'Walk time on Sunday',
    body: 'Meet at 7 by the promenade.\nBring water and treats.',
    photos: [],
    likeCount: 2,
    commentCount: 1,
    likedByMe: false,
    createdAt: minutesAgo(90),
    editedAt: null,
    hidden: false,
    can: viewerCan,
    ...over,
  };
}

/** The same post as its author sees it. */
export const ownPost = (over: Partial<Post> = {}) =>
  post({ can: { edit: true, delete: true, comment: true, like: false, flag: false }, ...over });

/** As a guest sees it: read only. */
export const guestPost = (over: Partial<Post> = {}) =>
  post({ can: { edit: false, delete: false, comment: false, like: false, flag: false }, ...over });

export const photoPost = post({
  id: 'c00000000000000000000002',
  title: 'Bruno after his first groom',
  body: 'Fluffy again.',
  photos: [imageRef(1), imageRef(2)],
  likeCount: 1,
  commentCount: 0,
  createdAt: minutesAgo(300),
});

export function comment(over: Partial<Comment> = {}): Comment {
  return {
    id: 'd00000000000000000000001',
    postId: post().id,
    author: { id: nina.id, name: 'Nina K.' },
    body: 'Count Bruno in!',
    createdAt: minutesAgo(30),
    editedAt: null,
    can: { edit: true, delete: true },
    ...over,
  };
}

/** One page of a feed. */
export const feed = (posts: Post[], nextCursor: string | null = null): Feed => ({ posts, nextCursor });

/** The HTML a post may carry: it must show as text. */
export const HTML_BODY = '<img src=x onerror=alert(1)> <script>window.__xss = 1</script> <b>not bold</b>';

/** A real 2x2 PNG, as a file someone picks. */
export function pngFile(name = 'bella.png'): File {
  const base64 = 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGP438DA0PCfAUIBACnyBf0IfZg1AAAAAElFTkSuQmCC';
  return new File([Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))], name, { type: 'image/png' });
}
