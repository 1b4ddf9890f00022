import { ProfileQuerySchema, SearchQuerySchema } from '@amora/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MINUTE_MS, instanceRule } from '../../core/rate-limiter.js';
import { viewProfile } from './profile-view-service.js';
import { searchMembers } from './search-service.js';

/** Per client address and server instance: enough for a member paging quickly, not for a scraper. */
export const SEARCHES_PER_MINUTE = 60;
export const PROFILE_VIEWS_PER_MINUTE = 120;
const SEARCHES = instanceRule('search', SEARCHES_PER_MINUTE, MINUTE_MS);
const PROFILE_VIEWS = instanceRule('profile-view', PROFILE_VIEWS_PER_MINUTE, MINUTE_MS);

/**
 * The profile area's calls (docs/api/profile.md): search and the profile view. Likes and blocks
 * live in modules/likes. Answers depend on the viewer, so none of them may be cached.
 */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/search.php',
    { schema: { querystring: SearchQuerySchema }, config: { rateLimit: { rule: SEARCHES, key: 'address' } } },
    async (request) => searchMembers(app.ctx, request.site, request.auth?.userId ?? null, request.query),
  );

  routes.get(
    '/api/profile.php',
    {
      schema: { querystring: ProfileQuerySchema },
      config: { rateLimit: { rule: PROFILE_VIEWS, key: 'address' } },
    },
    async (request) => {
      const viewerId = request.auth?.userId ?? null;
      return { profile: await viewProfile(app.ctx, request.site, viewerId, request.query.id) };
    },
  );
}
