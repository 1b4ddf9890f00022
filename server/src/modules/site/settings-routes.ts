import { SettingsQuerySchema } from '@amora/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { visitorCountry } from '../../lib/visitor-country.js';

/** `GET /api/settings.php`: the settings of the request's site (resolved in request-context). */
export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/settings.php', { schema: { querystring: SettingsQuerySchema } }, async (request, reply) => {
      // Varies with the visitor's country (geoip_country), so shared caches must not mix them.
      reply.header('Cache-Control', 'private, no-cache').type('application/json; charset=utf-8');
      return reply.send(request.site.settingsResponseJson(visitorCountry(request)));
    });
}
