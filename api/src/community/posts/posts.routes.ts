import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth';
import {
  CreateCommentInput,
  CreatePostInput,
  FeedQuery,
  UpdateCommentInput,
  UpdatePostInput,
  type CommentAnswer,
  type CommentList,
  type Deleted,
  type Feed,
  type LikeState,
  type PostAnswer,
} from '@petpal/contracts';
import type { DataPort } from '../../data/port';
import { idempotency } from '../../lib/idempotency';
import { sendJson } from '../../lib/json-once';
import { validate } from '../../lib/validate';
import { IdParams, type ViewerOf } from '../access/community-access';
import type { PostsService } from './posts.service';

const deleted: Deleted = { deleted: true };

/**
 * The feeds (anyone), posts, comments and likes. Reads are public; writes need a session (edit and delete
 * also accept an admin's). Creating POSTs take an Idempotency-Key.
 */
export function createPostRoutes(db: DataPort, posts: PostsService, viewerOf: ViewerOf) {
  const once = (name: string) => idempotency(db, { scope: (c) => `community.${name}:${c.get('user')?.id ?? ''}` });
  return new Hono<AppEnv>()
    .get('/feed', validate('query', FeedQuery), async (c) => {
      return sendJson<Feed>(c, await posts.feed(await viewerOf(c), c.req.valid('query').cursor));
    })
    .get('/groups/:id/posts', validate('param', IdParams), validate('query', FeedQuery), async (c) => {
      const { id } = c.req.valid('param');
      return sendJson<Feed>(c, await posts.groupFeed(await viewerOf(c), id, c.req.valid('query').cursor));
    })
    .post('/posts', requireUser, once('post'), validate('json', CreatePostInput), async (c) => {
      const body: PostAnswer = { post: await posts.create(await viewerOf(c), c.req.valid('json')) };
      return c.json(body, 201);
    })
    .get('/posts/:id', validate('param', IdParams), async (c) => {
      const body: PostAnswer = { post: await posts.get(await viewerOf(c), c.req.valid('param').id) };
      return c.json(body);
    })
    .patch('/posts/:id', validate('param', IdParams), validate('json', UpdatePostInput), async (c) => {
      const body: PostAnswer = {
        post: await posts.update(await viewerOf(c), c.req.valid('param').id, c.req.valid('json')),
      };
      return c.json(body);
    })
    .delete('/posts/:id', validate('param', IdParams), async (c) => {
      await posts.delete(await viewerOf(c), c.req.valid('param').id);
      return c.json(deleted);
    })
    .get('/posts/:id/comments', validate('param', IdParams), async (c) => {
      const body: CommentList = { comments: await posts.comments(await viewerOf(c), c.req.valid('param').id) };
      return c.json(body);
    })
    .post(
      '/posts/:id/comments',
      requireUser,
      once('comment'),
      validate('param', IdParams),
      validate('json', CreateCommentInput),
      async (c) => {
        const body: CommentAnswer = {
          comment: await posts.comment(await viewerOf(c), c.req.valid('param').id, c.req.valid('json').body),
        };
        return c.json(body, 201);
      },
    )
    .patch('/comments/:id', validate('param', IdParams), validate('json', UpdateCommentInput), async (c) => {
      const body: CommentAnswer = {
        comment: await posts.updateComment(await viewerOf(c), c.req.valid('param').id, c.req.valid('json').body),
      };
      return c.json(body);
    })
    .delete('/comments/:id', validate('param', IdParams), async (c) => {
      await posts.deleteComment(await viewerOf(c), c.req.valid('param').id);
      return c.json(deleted);
    })
    .put('/posts/:id/like', requireUser, validate('param', IdParams), async (c) => {
      const body: LikeState = await posts.like(await viewerOf(c), c.req.valid('param').id, true);
      return c.json(body);
    })
    .delete('/posts/:id/like', requireUser, validate('param', IdParams), async (c) => {
      const body: LikeState = await posts.like(await viewerOf(c), c.req.valid('param').id, false);
      return c.json(body);
    });
}
