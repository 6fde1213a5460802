import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import type { AuthFacade } from '../auth';
import { adoptionMessages, communityMessages, playdateMessages, type AreaStatus } from '@petpal/contracts';
import type { DataPort } from '../data/port';
import { createImagesService } from '../images';
import { createRateLimiter } from '../lib/rate-limit';
import type { NotificationsService } from '../notifications';
import type { ObjectId } from 'mongodb';
import { createViewerOf, type Viewer } from './access/community-access';
import { createAdoptionModule, prepareAdoption } from './adoption/adoption-module';
import { createGroupsRepository } from './groups/groups.repository';
import { createGroupRoutes } from './groups/groups.routes';
import { createGroupsService } from './groups/groups.service';
import { createFlagsRepository } from './moderation/flags.repository';
import { createModerationRoutes } from './moderation/moderation.routes';
import { createModerationService } from './moderation/moderation.service';
import { createPostsRepository } from './posts/posts.repository';
import { createPostRoutes } from './posts/posts.routes';
import { createPostNotices } from './posts/post-notices';
import { createPostsService, migrateLegacyPostPhotos } from './posts/posts.service';
import { createPlaydatesModule, preparePlaydates } from './playdates/playdates-module';
import { createTodoModule, prepareTodo } from './todo/todo-module';

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
  adoptionListings: {
    name: 'adoption-listing',
    limit: 5,
    windowMs: 24 * 60 * MINUTE,
    message: adoptionMessages.listingTooOften,
  },
  adoptionApplications: {
    name: 'adoption-application',
    limit: 10,
    windowMs: 24 * 60 * MINUTE,
    message: adoptionMessages.applyingTooOften,
  },
  playdateRequests: {
    name: 'playdate-request',
    limit: 10,
    windowMs: 60 * MINUTE,
    message: playdateMessages.requestingTooOften,
  },
} as const;

/** The repositories of the collections community owns. */
function communityRepositories(db: DataPort) {
  return { groups: createGroupsRepository(db), posts: createPostsRepository(db), flags: createFlagsRepository(db) };
}

/** The community area's indexes (idempotent; run at every start, before serving). */
export async function prepareCommunityArea(db: DataPort): Promise<void> {
  const repos = communityRepositories(db);
  for (const repository of Object.values(repos)) await repository.ensureIndexes();
  const images = createImagesService(db);
  await migrateLegacyPostPhotos(repos.posts, images);
  await prepareTodo(db);
  await prepareAdoption(db, images);
  await preparePlaydates(db);
}

export type CommunityAreaDeps = AppDeps & {
  auth: AuthFacade;
  /** The bell: to-do reminders, adoption, playdate and post notices go through the notifications area's sender. */
  notifications: Pick<NotificationsService, 'notifyMany' | 'notifyGrouped'>;
};

export interface CommunityAreaOptions {
  /** The clock of every rule (tests move it). */
  now?: () => Date;
  /** How often the to-do reminders are looked for (default 30 s). */
  todoReminderIntervalMs?: number;
}

/**
 * The community area's composition root: groups, posts, comments, likes, flags, the review queue, the
 * to-do list, adoption and PawfectMatch's playdates. `routes()` mounts at /api/community. Names and pets come from auth's facade; admins from auth's
 * admin sessions; to-do reminders go out through the notifications area's sender.
 */
export function createCommunityArea(deps: CommunityAreaDeps, options: CommunityAreaOptions = {}) {
  const { db, auth, log } = deps;
  const now = options.now ?? (() => new Date());
  const repos = communityRepositories(db);
  const limiter = (rule: (typeof COMMUNITY_RATE_LIMITS)[keyof typeof COMMUNITY_RATE_LIMITS]) =>
    createRateLimiter(db, rule, () => now().getTime());
  const viewerOf = createViewerOf(auth);
  const images = createImagesService(db);

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
    notices: createPostNotices(deps.notifications, log),
    images,
    now,
  });
  const moderation = createModerationService({
    posts: repos.posts,
    postViews: posts,
    flags: repos.flags,
    flagLimiter: limiter(COMMUNITY_RATE_LIMITS.flags),
    now,
  });

  const todo = createTodoModule({
    db,
    log,
    auth,
    notifications: deps.notifications,
    now,
    reminderIntervalMs: options.todoReminderIntervalMs,
  });
  const adoption = createAdoptionModule({
    db,
    log,
    auth,
    notifications: deps.notifications,
    listingLimiter: limiter(COMMUNITY_RATE_LIMITS.adoptionListings),
    applicationLimiter: limiter(COMMUNITY_RATE_LIMITS.adoptionApplications),
    images,
    now,
  });
  const playdates = createPlaydatesModule({
    db,
    log,
    auth,
    notifications: deps.notifications,
    requestLimiter: limiter(COMMUNITY_RATE_LIMITS.playdateRequests),
    now,
  });

  const asAdmin: Viewer = { userId: null, admin: true };

  return {
    groups,
    posts,
    moderation,
    /** What the admin area asks (docs/decisions/042): the flag queue and its review, as a PetPal admin. */
    moderationForAdmins: {
      queue: () => moderation.queue(asAdmin),
      /** Reviews the post; answers the post's flags and visibility before, or null when it does not exist. */
      async review(postId: ObjectId, action: 'restore' | 'remove') {
        const doc = await repos.posts.findById(postId);
        if (!doc) return null;
        await moderation.review(asAdmin, postId, action);
        return { before: { flagCount: doc.flagCount, hidden: doc.hidden } };
      },
    },
    todo,
    adoption,
    playdates,
    /** The area's background work in an API process: the to-do reminders. */
    startJobs: () => todo.startJobs(),
    routes: () =>
      new Hono<AppEnv>()
        .get('/status', (c) => {
          const body: AreaStatus = { area: 'community', ready: true };
          return c.json(body);
        })
        .route('/', createGroupRoutes(db, groups, viewerOf))
        .route('/', createPostRoutes(db, posts, viewerOf))
        .route('/', createModerationRoutes(db, moderation, viewerOf))
        .route('/', todo.routes())
        .route('/', adoption.routes(viewerOf))
        .route('/', playdates.routes()),
  };
}

export type CommunityArea = ReturnType<typeof createCommunityArea>;
