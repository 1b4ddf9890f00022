import { PageHiddenQuerySchema } from '@amora/contracts';
import type { FastifyInstance } from 'fastify';
import { MINUTE_MS, instanceRule } from '../../core/rate-limiter.js';

/** A beacon's body is empty; anything near this is not one of ours (413, the only refusal). */
export const PAGE_HIDDEN_BODY_LIMIT_BYTES = 16 * 1024;
/** Visit ends logged per client address and minute; more are answered but not logged. */
const LOGGED = instanceRule('page-hidden-log', 60, MINUTE_MS);

/**
 * `POST /api/page-hidden.php` (spec sections 2 and 7): the beacon a page sends when it becomes
 * hidden. With `lb` in the query (page-bounce logging, set from the page's own `lb`), the visit's
 * end is written to the log as one structured line (`event: page_hidden`): member id or null for
 * a visitor, the page's path, the time. No table: bounce analysis reads the log stream, and a
 * table of every page exit would grow without a reader (ADR 0020).
 *
 * A beacon cannot set headers, so this path is exempt from the client-header CSRF check (it only
 * logs), takes any content type or none, and always answers 204: it must never fail the page.
 * Encapsulated, so its catch-all body parser does not reach any other route.
 */
export async function pageHiddenRoutes(app: FastifyInstance): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: PAGE_HIDDEN_BODY_LIMIT_BYTES },
    (_request, _body, done) => done(null, undefined),
  );

  app.post('/api/page-hidden.php', { bodyLimit: PAGE_HIDDEN_BODY_LIMIT_BYTES }, async (request, reply) => {
    const query = PageHiddenQuerySchema.safeParse(request.query);
    if (query.success && query.data.lb && (await app.ctx.rateLimits.take(LOGGED, request.ip))) {
      app.ctx.log.info(
        {
          event: 'page_hidden',
          reqId: request.id,
          lb: query.data.lb,
          path: query.data.path ?? null,
          member: request.auth?.userId ?? null,
          at: app.ctx.clock.now().toISOString(),
        },
        'page hidden',
      );
    }
    return reply.status(204).send();
  });
}
