import negotiateEncoding from '@fastify/accept-negotiator';
import { SettingsQuerySchema } from '@amora/contracts';
import type { FastifyInstance } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { visitorCountry } from '../../lib/visitor-country.js';
import { COMPRESSION_THRESHOLD_BYTES } from '../../plugins/compression.js';
import type { SettingsEncoding, Site } from '../../core/site-resolver.js';

const ENCODINGS: SettingsEncoding[] = ['br', 'gzip'];

/** Varies with the visitor's country (geoip_country), so shared caches must not mix them. */
export const SETTINGS_CACHE_CONTROL = 'private, no-cache';
export const SETTINGS_CONTENT_TYPE = 'application/json; charset=utf-8';

/** The body of a settings answer and its encoding (null: identity), as the client accepts it. */
export function settingsAnswer(
  site: Site,
  country: string | null,
  acceptEncoding: IncomingHttpHeaders['accept-encoding'],
): { body: string | Buffer; encoding: SettingsEncoding | null } {
  const json = site.settingsResponseJson(country);
  const encoding =
    acceptEncoding && json.length >= COMPRESSION_THRESHOLD_BYTES
      ? (negotiateEncoding(acceptEncoding.toLowerCase(), ENCODINGS) as SettingsEncoding | null)
      : null;
  return encoding
    ? { body: site.settingsResponseEncoded(country, encoding), encoding }
    : { body: json, encoding: null };
}

/**
 * `GET /api/settings.php`: the settings of the request's site (resolved in request-context). The
 * first call of every page load, so it is kept lean: a synchronous handler, the
 * body serialised once per site and country, and encoded once per encoding (@fastify/compress
 * leaves an answer that already has its Content-Encoding alone). The common case, a cached site
 * and no query, is answered before Fastify by `settings-fast-path.ts` with the same bytes.
 */
export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/settings.php', { schema: { querystring: SettingsQuerySchema } }, (request, reply) => {
      const { body, encoding } = settingsAnswer(
        request.site,
        visitorCountry(request),
        request.headers['accept-encoding'],
      );
      // Vary on every answer: the identity body is what a client without br/gzip must get.
      reply
        .header('Cache-Control', SETTINGS_CACHE_CONTROL)
        .type(SETTINGS_CONTENT_TYPE)
        .header('Vary', 'Accept-Encoding');
      if (encoding) reply.header('Content-Encoding', encoding);
      reply.send(body);
    });
}
