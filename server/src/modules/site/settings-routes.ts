import negotiateEncoding from '@fastify/accept-negotiator';
import { SettingsQuerySchema } from '@amora/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { visitorCountry } from '../../lib/visitor-country.js';
import { COMPRESSION_THRESHOLD_BYTES } from '../../plugins/compression.js';
import type { SettingsEncoding } from './site-resolver.js';

const ENCODINGS: SettingsEncoding[] = ['br', 'gzip'];

/**
 * `GET /api/settings.php`: the settings of the request's site (resolved in request-context). The
 * first call of every page load, so it is kept lean (issue 10, item 6): a synchronous handler, the
 * body serialised once per site and country, and encoded once per encoding (@fastify/compress
 * leaves an answer that already has its Content-Encoding alone).
 */
export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/settings.php', { schema: { querystring: SettingsQuerySchema } }, (request, reply) => {
      const country = visitorCountry(request);
      const json = request.site.settingsResponseJson(country);
      // Varies with the visitor's country (geoip_country), so shared caches must not mix them.
      reply.header('Cache-Control', 'private, no-cache').type('application/json; charset=utf-8');
      const accept = request.headers['accept-encoding'];
      const encoding =
        accept && json.length >= COMPRESSION_THRESHOLD_BYTES
          ? (negotiateEncoding(accept.toLowerCase(), ENCODINGS) as SettingsEncoding | null)
          : null;
      if (encoding) {
        reply
          .header('Content-Encoding', encoding)
          .header('Vary', 'Accept-Encoding')
          .send(request.site.settingsResponseEncoded(country, encoding));
        return;
      }
      reply.send(json);
    });
}
