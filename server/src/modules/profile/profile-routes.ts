import { ProfileQuerySchema, SearchQuerySchema } from '@amora/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { viewProfile } from './profile-view-service.js';
import { searchMembers } from './search-service.js';
import { TokenBuckets } from '../../lib/token-bucket.js';

const MINUTE_MS = 60_000;
/** Per client address and server instance: enough for a member paging quickly, not for a scraper. */
export const SEARCHES_PER_MINUTE = 60;
export const PROFILE_VIEWS_PER_MINUTE = 120;

function limiter(buckets: TokenBuckets) {
  return (request: FastifyRequest, reply: FastifyReply): void => {
    if (buckets.take(request.ip)) return;
    reply.header('Retry-After', String(Math.max(1, buckets.secondsUntilNext(request.ip))));
    throw new AppError(429, 'too_many_requests', 'errors.tooManyRequests');
  };
}

/**
 * The profile area's calls (docs/api/profile.md): search and the profile view. Likes and blocks
 * live in modules/likes. Answers depend on the viewer, so none of them may be cached.
 */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const now = () => app.ctx.clock.now().getTime();
  const limitSearches = limiter(new TokenBuckets(SEARCHES_PER_MINUTE, MINUTE_MS, now));
  const limitViews = limiter(new TokenBuckets(PROFILE_VIEWS_PER_MINUTE, MINUTE_MS, now));

  routes.get('/api/search.php', { schema: { querystring: SearchQuerySchema } }, async (request, reply) => {
    limitSearches(request, reply);
    return searchMembers(app.ctx, request.site, request.auth?.userId ?? null, request.query);
  });

  routes.get('/api/profile.php', { schema: { querystring: ProfileQuerySchema } }, async (request, reply) => {
    limitViews(request, reply);
    const viewerId = request.auth?.userId ?? null;
    return { profile: await viewProfile(app.ctx, request.site, viewerId, request.query.id) };
  });
}
