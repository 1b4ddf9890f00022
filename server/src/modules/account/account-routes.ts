import { LanguageBodySchema, LoginBodySchema } from '@amora/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clearSessionCookie, clientOf, deleteSession, setSessionCookie } from '../../plugins/session.js';
import { changeLanguage, login } from './account-service.js';
import { currentUser } from '../me/index.js';

/** The spec's user and logout calls (section 7). */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/user.php', async (request) => ({
    user: await currentUser(app.ctx, request.site, request.auth?.userId ?? null),
  }));

  routes.post('/api/user.php', { schema: { body: LoginBodySchema } }, async (request, reply) => {
    const { user, token } = await login(app.ctx, request.site, clientOf(request), request.auth, request.body);
    setSessionCookie(reply, request, token);
    // Logging in over a live session ends it: its sockets go with it.
    if (request.auth) await app.realtime.sessionsEnded(request.auth.userId);
    return { user };
  });

  routes.put(
    '/api/user.php',
    { schema: { body: LanguageBodySchema }, config: { auth: 'member' } },
    async (request) => ({
      user: await changeLanguage(app.ctx, request.site, request.member.userId, request.body.language),
    }),
  );

  // Ends the caller's own session only; there is no parameter that could name another one.
  const logout = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.auth) {
      await deleteSession(app.ctx.db, request.auth.tokenHash);
      await app.realtime.sessionsEnded(request.auth.userId);
    }
    clearSessionCookie(reply, request);
    return { ok: true as const };
  };
  routes.post('/api/logout.php', logout);
  routes.get('/api/logout.php', logout);
}
