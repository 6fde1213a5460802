/**
 * Every community route x every role: guest, member of the group, signed-in non-member, the post's author,
 * the group's moderator (its creator) and a PetPal admin (admin session only); "own" and "other" are the
 * author's post and a member's comment against everyone else. Each case runs on fresh data.
 */
import { describe } from 'vitest';
import { CommentAnswer, PostAnswer } from '@petpal/contracts';
import { perTest, perTestDatabase } from '../test-support/per-test';
import { createCommunityTestApp, createGroup, guest, signIn, signInAdmin, type Caller } from './community.test-support';
import { everyRole, itAnswersEachRole, type RoleCase } from './role-matrix.test-support';

const ROLES = ['guest', 'member', 'nonMember', 'author', 'moderator', 'admin'] as const;
type Role = (typeof ROLES)[number];

interface World {
  callers: Record<Role, Caller>;
  groupId: string;
  postId: string;
  commentId: string;
}

const all = (status: number) => everyRole(ROLES, status);

const CASES: RoleCase<Role, World>[] = [
  ['GET /groups', () => ['GET', '/groups'], all(200)],
  ['GET /groups/:id', (w) => ['GET', `/groups/${w.groupId}`], all(200)],
  ['GET /groups/:id/posts', (w) => ['GET', `/groups/${w.groupId}/posts`], all(200)],
  ['GET /feed', () => ['GET', '/feed'], all(200)],
  ['GET /posts/:id', (w) => ['GET', `/posts/${w.postId}`], all(200)],
  ['GET /posts/:id/comments', (w) => ['GET', `/posts/${w.postId}/comments`], all(200)],
  [
    'POST /groups',
    () => ['POST', '/groups', { name: 'Another Group', topic: 'cats', city: 'Pune' }],
    { ...all(201), guest: 401, admin: 401 },
  ],
  [
    'PUT /groups/:id/membership',
    (w) => ['PUT', `/groups/${w.groupId}/membership`],
    { ...all(200), guest: 401, admin: 401 },
  ],
  [
    'DELETE /groups/:id/membership',
    (w) => ['DELETE', `/groups/${w.groupId}/membership`],
    { ...all(200), guest: 401, admin: 401 },
  ],
  [
    'POST /posts',
    (w) => ['POST', '/posts', { groupId: w.groupId, title: 'A new post', body: 'Hello' }],
    { guest: 401, member: 201, nonMember: 403, author: 201, moderator: 201, admin: 401 },
  ],
  [
    'PATCH /posts/:id (the author’s)',
    (w) => ['PATCH', `/posts/${w.postId}`, { body: 'Edited' }],
    { guest: 401, member: 403, nonMember: 403, author: 200, moderator: 200, admin: 200 },
  ],
  [
    'DELETE /posts/:id (the author’s)',
    (w) => ['DELETE', `/posts/${w.postId}`],
    { guest: 401, member: 403, nonMember: 403, author: 200, moderator: 200, admin: 200 },
  ],
  [
    'POST /posts/:id/comments',
    (w) => ['POST', `/posts/${w.postId}/comments`, { body: 'Nice' }],
    { ...all(201), guest: 401, admin: 401 },
  ],
  [
    'PATCH /comments/:id (the member’s)',
    (w) => ['PATCH', `/comments/${w.commentId}`, { body: 'Edited' }],
    { guest: 401, member: 200, nonMember: 403, author: 403, moderator: 200, admin: 200 },
  ],
  [
    'DELETE /comments/:id (the member’s)',
    (w) => ['DELETE', `/comments/${w.commentId}`],
    { guest: 401, member: 200, nonMember: 403, author: 403, moderator: 200, admin: 200 },
  ],
  [
    'PUT /posts/:id/like',
    (w) => ['PUT', `/posts/${w.postId}/like`],
    { guest: 401, member: 200, nonMember: 200, author: 403, moderator: 200, admin: 401 },
  ],
  [
    'DELETE /posts/:id/like',
    (w) => ['DELETE', `/posts/${w.postId}/like`],
    { guest: 401, member: 200, nonMember: 200, author: 403, moderator: 200, admin: 401 },
  ],
  [
    'POST /posts/:id/flag',
    (w) => ['POST', `/posts/${w.postId}/flag`, { reason: 'spam' }],
    { guest: 401, member: 201, nonMember: 201, author: 403, moderator: 201, admin: 401 },
  ],
  ['GET /admin/flags', () => ['GET', '/admin/flags'], { ...all(403), admin: 200 }],
  [
    'POST /admin/posts/:id/review',
    (w) => ['POST', `/admin/posts/${w.postId}/review`, { action: 'restore' }],
    { ...all(403), admin: 200 },
  ],
];

const t = perTestDatabase(createCommunityTestApp);
const world = perTest(async (): Promise<World> => {
  const moderator = await signIn(t, 'moderator@example.com');
  const author = await signIn(t, 'author@example.com');
  const member = await signIn(t, 'member@example.com');
  const nonMember = await signIn(t, 'outsider@example.com');
  const admin = await signInAdmin(t);
  const groupId = await createGroup(moderator);
  await author.send('PUT', `/groups/${groupId}/membership`);
  await member.send('PUT', `/groups/${groupId}/membership`);
  const created = await author.send('POST', '/posts', {
    groupId,
    title: 'The author’s post',
    body: 'Hello',
  });
  const { post } = PostAnswer.parse(await created.json());
  const commented = await member.send('POST', `/posts/${post.id}/comments`, { body: 'First!' });
  const { comment } = CommentAnswer.parse(await commented.json());
  return {
    callers: { guest: guest(t), member, nonMember, author, moderator, admin },
    groupId,
    postId: post.id,
    commentId: comment.id,
  };
});

describe('community authorization: every route x role', () => {
  itAnswersEachRole(ROLES, CASES, () => world);
});
