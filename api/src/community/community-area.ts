import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import type { AuthFacade } from '../auth';
import { communityMessages, type AreaStatus } from '../contracts';
import type { DataPort } from '../data/port';
import { createRateLimiter } from '../lib/rate-limit';
import { createViewerOf } from './access/community-access';
import { createGroupsRepository } from './groups/groups.repository';
import { createGroupRoutes } from './groups/groups.routes';
import { createGroupsService } from './groups/groups.service';
import { createFlagsRepository } from './moderation/flags.repository';
import { createModerationRoutes } from './moderation/moderation.routes';
import { createModerationService } from './moderation/moderation.service';
import { createPostsRepository } from './posts/posts.repository';
import { createPostRoutes } from './posts/posts.routes';
import { createPostsService } from './posts/posts.service';

const MINUTE = 60_000;

/** Posting limits per account (docs/decisions/035), counted in the database so every API process agrees. */
export const COMMUNITY_RATE_LIMITS = {
  posts: { name: 'community-post', limit: 5, windowMs: 10 * MINUTE, message: communityMessages.postingTooOften },
  comments: {
    name: 'community-comment',
    limit: 30,
    windowMs: 10 * MINUTE,
    message: communityMessages.commentingTooOften,
  },
  groups: {
    name: 'community-group',
    limit: 5,
    windowMs: 24 * 60 * MINUTE,
    message: communityMessages.creatingGroupsTooOften,
  },
  flags: { name: 'community-flag', limit: 20, windowMs: 60 * MINUTE, message: communityMessages.flaggingTooOften },
} as const;

/** The repositories of the collections community owns. */
function communityRepositories(db: DataPort) {
  return { groups: createGroupsRepository(db), posts: createPostsRepository(db), flags: createFlagsRepository(db) };
}

/** The community area's indexes (idempotent; run at every start, before serving). */
export async function prepareCommunityArea(db: DataPort): Promise<void> {
  for (const repository of Object.values(communityRepositories(db))) await repository.ensureIndexes();
}

export type CommunityAreaDeps = AppDeps & { auth: AuthFacade };

export interface CommunityAreaOptions {
  /** The clock of every rule (tests move it). */
  now?: () => Date;
}

/**
 * The community area's composition root: groups, posts, comments, likes, flags and the review queue.
 * `routes()` mounts at /api/community. Names come from auth's facade; admins from auth's admin sessions.
 */
export function createCommunityArea(deps: CommunityAreaDeps, options: CommunityAreaOptions = {}) {
  const { db, auth } = deps;
  const now = options.now ?? (() => new Date());
  const repos = communityRepositories(db);
  const limiter = (rule: (typeof COMMUNITY_RATE_LIMITS)[keyof typeof COMMUNITY_RATE_LIMITS]) =>
    createRateLimiter(db, rule, () => now().getTime());
  const viewerOf = createViewerOf(auth);

  const groups = createGroupsService({
    groups: repos.groups,
    groupLimiter: limiter(COMMUNITY_RATE_LIMITS.groups),
    now,
  });
  const posts = createPostsService({
    posts: repos.posts,
    groups,
    auth,
    postLimiter: limiter(COMMUNITY_RATE_LIMITS.posts),
    commentLimiter: limiter(COMMUNITY_RATE_LIMITS.comments),
    clearFlags: (postId) => repos.flags.clear(postId),
    now,
  });
  const moderation = createModerationService({
    posts: repos.posts,
    postViews: posts,
    flags: repos.flags,
    flagLimiter: limiter(COMMUNITY_RATE_LIMITS.flags),
    now,
  });

  return {
    groups,
    posts,
    moderation,
    routes: () =>
      new Hono<AppEnv>()
        .get('/status', (c) => {
          const body: AreaStatus = { area: 'community', ready: true };
          return c.json(body);
        })
        .route('/', createGroupRoutes(db, groups, viewerOf))
        .route('/', createPostRoutes(db, posts, viewerOf))
        .route('/', createModerationRoutes(db, moderation, viewerOf)),
  };
}

export type CommunityArea = ReturnType<typeof createCommunityArea>;
