import { LanguageBodySchema, LoginBodySchema } from '@amora/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clearSessionCookie, deleteSession, setSessionCookie } from '../../plugins/session.js';
import { changeLanguage, currentUser, login } from './account-service.js';

/** The spec's user and logout calls (section 7). */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

  routes.get('/api/user.php', async (request, reply) => {
    noStore(reply);
    return { user: await currentUser(app.ctx, request) };
  });

  routes.post('/api/user.php', { schema: { body: LoginBodySchema } }, async (request, reply) => {
    noStore(reply);
    const { user, token } = await login(app.ctx, request, request.body);
    setSessionCookie(reply, request, token);
    return { user };
  });

  routes.put('/api/user.php', { schema: { body: LanguageBodySchema } }, async (request, reply) => {
    noStore(reply);
    return { user: await changeLanguage(app.ctx, request, request.body.language) };
  });

  // Ends the caller's own session only; there is no parameter that could name another one.
  const logout = async (request: FastifyRequest, reply: FastifyReply) => {
    noStore(reply);
    if (request.auth) await deleteSession(app.ctx.db, request.auth.tokenHash);
    clearSessionCookie(reply, request);
    return { ok: true as const };
  };
  routes.post('/api/logout.php', logout);
  routes.get('/api/logout.php', logout);
}
