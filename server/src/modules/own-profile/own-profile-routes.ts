import { ProfileUpdateSchema } from '@amora/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { currentUser, requireAuth } from '../account/account-service.js';
import { applyProfilePatch } from '../account/profile-patch.js';
import { resolvePlace } from '../geo/resolve-place.js';

/** `PUT /api/profile.php`: the member's own profile; answers the user as `GET /api/user.php` does. */
export async function ownProfileRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .put('/api/profile.php', { schema: { body: ProfileUpdateSchema } }, async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { userId } = requireAuth(request);
      await applyProfilePatch(app.ctx.db, userId, await resolvePlace(app.ctx.db, userId, request.body));
      const user = await currentUser(app.ctx, request);
      if (!user) throw new AppError(403, 'authentication_required', 'errors.authenticationRequired');
      return { user };
    });
}
