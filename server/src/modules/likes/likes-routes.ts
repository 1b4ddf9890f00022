import {
  AutoLikeResponseSchema,
  BlockResponseSchema,
  LikeResponseSchema,
  LikesQuerySchema,
  LikesResponseSchema,
  MatchFinderResponseSchema,
  ProfileIdBodySchema,
  SwipeBodySchema,
  SwipeResponseSchema,
  SwipeUndoResponseSchema,
} from '@amora/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MINUTE_MS, type RateRule } from '../../core/rate-limiter.js';
import { autoLike } from './auto-like.js';
import { block, like, unblock, unlike } from './like-service.js';
import { realtimeLikeEvents, type NewLikeListener } from './likes-events.js';
import { listLikes } from './likes-list.js';
import { matchFinderQueue } from './match-finder.js';
import { swipe, undoPass } from './swipe-service.js';

/**
 * Per member and server instance. A person swipes at most about one card a second; anything
 * faster is a script. Likes and blocks are rarer still; the lists are read on every tab switch.
 */
export const SWIPES_PER_MINUTE = 40;
export const LIKES_PER_MINUTE = 60;
export const LIKES_READS_PER_MINUTE = 120;

const perMinute = (name: string, limit: number): RateRule => ({
  name,
  limit,
  windowMs: MINUTE_MS,
  scope: 'instance',
});
const WRITES = { rule: perMinute('likes-write', LIKES_PER_MINUTE), key: 'member' } as const;
const READS = { rule: perMinute('likes-read', LIKES_READS_PER_MINUTE), key: 'member' } as const;
const SWIPES = { rule: perMinute('swipe', SWIPES_PER_MINUTE), key: 'member' } as const;

/**
 * The likes area (docs/api/likes.md): likes and blocks, the likes tabs, the match finder, the
 * swipe game and auto-likes. Every call is a member's and depends on them: never cached.
 */
export async function likesRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const member = { auth: 'member' as const };
  const realtimeEvents = realtimeLikeEvents(app.ctx.db, (memberId, event) =>
    app.realtime.publish(memberId, event),
  );
  // The domain event (the push, for one) returns at once and never throws.
  const onNewLike: NewLikeListener = async (likerId, likedId, match) => {
    await realtimeEvents(likerId, likedId, match);
    app.events.emit('like.created', { likerId, likedId, match });
  };

  const likeCall = {
    schema: { body: ProfileIdBodySchema, response: { 200: LikeResponseSchema } },
    config: { ...member, rateLimit: WRITES },
  };
  routes.post('/api/like.php', likeCall, async (request) =>
    like(app.ctx, request.site.id, request.member.userId, request.body.profile_id, onNewLike),
  );
  routes.delete('/api/like.php', likeCall, async (request) =>
    unlike(app.ctx, request.site.id, request.member.userId, request.body.profile_id),
  );
  const blockCall = {
    schema: { body: ProfileIdBodySchema, response: { 200: BlockResponseSchema } },
    config: { ...member, rateLimit: WRITES },
  };
  routes.post('/api/block.php', blockCall, async (request) =>
    block(app.ctx, request.site.id, request.member.userId, request.body.profile_id),
  );
  routes.delete('/api/block.php', blockCall, async (request) =>
    unblock(app.ctx, request.site.id, request.member.userId, request.body.profile_id),
  );

  routes.get(
    '/api/likes.php',
    {
      schema: { querystring: LikesQuerySchema, response: { 200: LikesResponseSchema } },
      config: { ...member, rateLimit: READS },
    },
    async (request) => listLikes(app.ctx, request.site, request.member.userId, request.query),
  );
  routes.get(
    '/api/match-finder.php',
    { schema: { response: { 200: MatchFinderResponseSchema } }, config: { ...member, rateLimit: READS } },
    async (request) => matchFinderQueue(app.ctx, request.site, request.member.userId),
  );
  routes.post(
    '/api/swipe.php',
    {
      schema: { body: SwipeBodySchema, response: { 200: SwipeResponseSchema } },
      config: { ...member, rateLimit: SWIPES },
    },
    async (request) => swipe(app.ctx, request.site.id, request.member.userId, request.body, onNewLike),
  );
  routes.delete(
    '/api/swipe.php',
    {
      schema: { body: ProfileIdBodySchema, response: { 200: SwipeUndoResponseSchema } },
      config: { ...member, rateLimit: SWIPES },
    },
    async (request) => undoPass(app.ctx, request.member.userId, request.body.profile_id),
  );
  routes.get(
    '/api/auto-like.php',
    { schema: { response: { 200: AutoLikeResponseSchema } }, config: { ...member, rateLimit: READS } },
    async (request) => autoLike(app.ctx, request.site, request.member.userId),
  );
}
