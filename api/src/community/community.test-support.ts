import { tmpdir } from 'node:os';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { createAuthArea, prepareAuthArea, signInTestAdmin, signInTestUser, type UserDoc } from '../auth';
import {
  ErrorBody,
  GroupAnswer,
  PostAnswer,
  type CreateGroupInput,
  type CreatePostInput,
  type StoredRole,
} from '@petpal/contracts';
import type { DataPort } from '../data/port';
import { loadEnv } from '../env';
import { createOnError } from '../errors';
import { ensureIdempotencyIndexes } from '../lib/idempotency';
import { createMemoryLogger } from '../lib/logger';
import { ensureRateLimitIndexes } from '../lib/rate-limit';
import { createNotificationsArea } from '../notifications';
import { createCommunityArea, prepareCommunityArea, type CommunityAreaOptions } from './';
import { jsonRequester, TEST_ORIGIN, type Send } from '../test-support/json-requester';

/** Kept for the tests that build their own requests. */
export const ORIGIN = TEST_ORIGIN;

/** A clock tests move by hand. */
export function createClock(start = new Date('2026-03-02T10:00:00Z')) {
  let current = start.getTime();
  return { now: () => new Date(current), advance: (ms: number) => void (current += ms) };
}
export type Clock = ReturnType<typeof createClock>;

/** A small app with the session loader and the community routes (and the bell's), as app.ts mounts them. */
export async function createCommunityTestApp(db: DataPort, options: CommunityAreaOptions = {}) {
  const env = loadEnv({ NODE_ENV: 'test', SEED: 'false', DATA_DIR: tmpdir() });
  const log = createMemoryLogger();
  await prepareAuthArea(db);
  await prepareCommunityArea(db);
  await ensureIdempotencyIndexes(db);
  await ensureRateLimitIndexes(db);
  const authArea = createAuthArea({ db, env, log });
  const notifications = createNotificationsArea({ db, env, log }, { auth: authArea.facade });
  const area = createCommunityArea(
    { db, env, log, auth: authArea.facade, notifications: notifications.service },
    options,
  );
  const app = new Hono<AppEnv>();
  app.use('/api/*', authArea.loadSession);
  app.onError(createOnError(log));
  app.route('/api/community', area.routes());
  // The bell, where the to-do reminders arrive.
  app.route('/api/notifications', notifications.routes());
  return { app, area, auth: authArea.facade, notifications: notifications.service, db };
}
export type CommunityTestApp = Awaited<ReturnType<typeof createCommunityTestApp>>;

export type { Send } from '../test-support/json-requester';

/** JSON requests to /api/community<path>, with a cookie when given. */
export function requester(t: CommunityTestApp, cookie?: string): Send {
  return jsonRequester(t.app, '/api/community', cookie);
}

export interface Caller {
  user: UserDoc | null;
  id: string;
  cookie: string;
  send: Send;
}

/** A signed-in pet owner with a profile name (`<Name> Tester`). */
export async function signIn(t: CommunityTestApp, email: string, role: StoredRole = 'pet_owner'): Promise<Caller> {
  const { user, cookie } = await signInTestUser(t.db, email, role);
  if (role === 'pet_owner') {
    const first = email.split('@')[0]!;
    await t.auth.saveRecord(
      'pet_owner',
      user._id,
      {
        fullName: `${first[0]!.toUpperCase()}${first.slice(1)} Tester`,
        phoneNumber: '+91 98765 43210',
        location: 'Mumbai',
      },
      new Date(),
    );
  }
  return { user, id: user._id.toHexString(), cookie, send: requester(t, cookie) };
}

/** A PetPal admin (the petpal_admin cookie only, no user account). */
export async function signInAdmin(t: CommunityTestApp, email = 'admin@example.com'): Promise<Caller> {
  const cookie = await signInTestAdmin(t.db, email);
  return { user: null, id: '', cookie, send: requester(t, cookie) };
}

export const guest = (t: CommunityTestApp): Caller => ({ user: null, id: '', cookie: '', send: requester(t) });

export const groupBody = (over: Partial<CreateGroupInput> = {}): CreateGroupInput => ({
  name: 'Bandra Dog Walkers',
  description: 'Walks on Carter Road.',
  topic: 'dogs',
  city: 'Mumbai',
  ...over,
});

export async function createGroup(by: Caller, over: Partial<CreateGroupInput> = {}): Promise<string> {
  const res = await by.send('POST', '/groups', groupBody(over));
  if (res.status !== 201) throw new Error(`create group: ${res.status} ${await res.text()}`);
  return GroupAnswer.parse(await res.json()).group.id;
}

export async function createPost(by: Caller, groupId: string, over: Partial<CreatePostInput> = {}): Promise<string> {
  const res = await by.send('POST', '/posts', { groupId, title: 'Morning walk', body: 'Who is in?', ...over });
  if (res.status !== 201) throw new Error(`create post: ${res.status} ${await res.text()}`);
  return PostAnswer.parse(await res.json()).post.id;
}

/** The `error` of an API error answer. */
export const errorOf = async (res: Response) => ErrorBody.parse(await res.json()).error;

/** Counts of every collection community writes, to show a refused call changed nothing. */
export async function communityCounts(db: DataPort): Promise<Record<string, unknown>> {
  const names = [
    'community_groups',
    'community_memberships',
    'community_posts',
    'community_comments',
    'community_likes',
    'community_photos',
    'community_flags',
  ];
  const counts = Object.fromEntries(
    await Promise.all(names.map(async (name) => [name, await db.collection(name).countDocuments()] as const)),
  );
  const posts = await db
    .collection('community_posts')
    .find({}, { sort: { _id: 1 } })
    .toArray();
  return { ...counts, posts };
}
