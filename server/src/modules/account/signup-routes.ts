import { CompleteSignupBodySchema, SignupBodySchema, TokenQuerySchema } from '@amora/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { setSessionCookie } from '../../plugins/session.js';
import { activate, resendActivation } from './activation-service.js';
import { completeSignupStep, signup } from './signup-service.js';

const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

/** Sign-up, the complete-signup steps and activation by e-mail link. */
export async function signupRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post('/api/signup.php', { schema: { body: SignupBodySchema } }, async (request, reply) => {
    noStore(reply);
    const { user, token } = await signup(app.ctx, request, request.body);
    setSessionCookie(reply, request, token);
    return reply.status(201).send({ user });
  });

  routes.put(
    '/api/complete-signup.php',
    { schema: { body: CompleteSignupBodySchema } },
    async (request, reply) => {
      noStore(reply);
      return { user: await completeSignupStep(app.ctx, request, request.body) };
    },
  );

  // The link in the activation e-mail: a navigation, so it answers with a redirect to a page.
  // The single-use 256-bit token is what authorises this state change, not a header (ADR 0005).
  routes.get('/api/activate.php', { schema: { querystring: TokenQuerySchema } }, async (request, reply) => {
    const outcome = await activate(app.ctx, request.query.token);
    noStore(reply);
    return reply.redirect(outcome === 'done' ? '/activate/done' : `/activate/error?reason=${outcome}`);
  });

  routes.post('/api/activation-resend.php', async (_request, reply) => {
    noStore(reply);
    await resendActivation(app.ctx, _request);
    return { ok: true as const };
  });
}
