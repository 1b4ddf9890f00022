import { ProfileUpdateSchema } from '@amora/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticationRequired } from '../../plugins/auth.js';
import { applyProfilePatch } from './profile-patch.js';
import { resolvePlace } from '../geo/index.js';
import { currentUser } from '../me/index.js';

/** `PUT /api/profile.php`: the member's own profile; answers the user as `GET /api/user.php` does. */
export async function ownProfileRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .put(
      '/api/profile.php',
      { schema: { body: ProfileUpdateSchema }, config: { auth: 'member' } },
      async (request) => {
        const { userId } = request.member;
        await applyProfilePatch(app.ctx.db, userId, await resolvePlace(app.ctx.db, userId, request.body));
        const user = await currentUser(app.ctx, request.site, userId);
        if (!user) throw authenticationRequired();
        return { user };
      },
    );
}
