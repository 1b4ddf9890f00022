import type { FastifyInstance } from 'fastify';

/**
 * Every /api answer depends on the caller (session, site, language), so none may be kept by a
 * browser or a shared cache unless its route says otherwise: a route that sets its own
 * `Cache-Control` (interests, regions, the company page) keeps it; everything else, errors and
 * the 404 included, is `no-store`. One hook instead of a header in each handler, which a new
 * route would forget (ADR 0008).
 */
async function apiNoStorePlugin(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });
}

// skip-override (fastify-plugin's flag): the hook covers the routes of every other plugin.
export const apiNoStore = Object.assign(apiNoStorePlugin, {
  [Symbol.for('skip-override')]: true,
  [Symbol.for('fastify.display-name')]: 'api-no-store',
});
