import { ProfileQuerySchema, type ProfileCard } from '@amora/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { photos, profiles, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { ageOn } from '../account/user-presenter.js';

/**
 * `GET /api/profile.php?id=`: a member of this site as a card (name, age, place, main photo), for
 * the member sign-up page. Invisible members and accounts pending deletion are not found.
 */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/profile.php', { schema: { querystring: ProfileQuerySchema } }, async (request, reply) => {
      const [row] = await app.ctx.db
        .select({ user: users, profile: profiles, photo: photos })
        .from(users)
        .innerJoin(profiles, eq(profiles.userId, users.id))
        .leftJoin(
          photos,
          and(eq(photos.userId, users.id), eq(photos.isMain, true), eq(photos.status, 'active')),
        )
        .where(
          and(
            eq(users.id, request.query.id),
            eq(users.siteId, request.site.id),
            eq(users.invisible, false),
            ne(users.status, 'pending_deletion'),
          ),
        )
        .limit(1);
      if (!row) throw new AppError(404, 'not_found', 'errors.notFound');
      const cdn = request.site.settings.cdn_prefix;
      const profile: ProfileCard = {
        id: row.user.id,
        name: row.profile.name,
        age: ageOn(row.profile.dateOfBirth),
        country: row.profile.country,
        city: row.profile.city,
        main_image: row.photo
          ? {
              filename: row.photo.filename,
              thumb_filename: row.photo.thumbFilename,
              status: 'active',
              match: `${cdn}${row.photo.filename}`,
            }
          : null,
      };
      reply.header('Cache-Control', 'private, max-age=60');
      return { profile };
    });
}
