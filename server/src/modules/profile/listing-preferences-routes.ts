import { ListingPreferencesResponseSchema, ListingPreferencesUpdateSchema } from '@amora/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getListingPreferences, updateListingPreferences } from './listing-preferences.js';

/** The member's listing preferences ("real members only"), docs/api/profile.md. */
export async function listingPreferencesRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const member = { auth: 'member' } as const;
  const response = { 200: ListingPreferencesResponseSchema };

  routes.get('/api/listing-preferences.php', { schema: { response }, config: member }, async (request) => ({
    preferences: await getListingPreferences(app.ctx.db, request.member.userId),
  }));

  routes.put(
    '/api/listing-preferences.php',
    { schema: { body: ListingPreferencesUpdateSchema, response }, config: member },
    async (request) => ({
      preferences: await updateListingPreferences(app.ctx.db, request.member.userId, request.body),
    }),
  );
}
