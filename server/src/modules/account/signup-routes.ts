import { CompleteSignupBodySchema, SignupBodySchema, TokenQuerySchema } from '@amora/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { visitorCountry } from '../../lib/visitor-country.js';
import { clientOf, setSessionCookie } from '../../plugins/session.js';
import { activate, resendActivation } from './activation-service.js';
import { completeSignupStep, signup } from './signup-service.js';

/** Sign-up, the complete-signup steps and activation by e-mail link. */
export async function signupRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post('/api/signup.php', { schema: { body: SignupBodySchema } }, async (request, reply) => {
    const visitor = {
      ...clientOf(request),
      site: request.site,
      locale: request.locale,
      country: visitorCountry(request),
    };
    const { user, token } = await signup(app.ctx, visitor, request.body);
    setSessionCookie(reply, request, token);
    return reply.status(201).send({ user });
  });

  routes.put(
    '/api/complete-signup.php',
    { schema: { body: CompleteSignupBodySchema }, config: { auth: 'member' } },
    async (request) => ({
      user: await completeSignupStep(app.ctx, request.site, request.member.userId, request.body),
    }),
  );

  // The link in the activation e-mail: a navigation, so it answers with a redirect to a page.
  // The single-use 256-bit token is what authorises this state change, not a header (ADR 0005).
  routes.get('/api/activate.php', { schema: { querystring: TokenQuerySchema } }, async (request, reply) => {
    const outcome = await activate(app.ctx, request.query.token);
    if (outcome.status !== 'done') return reply.redirect(`/activate/error?reason=${outcome.status}`);
    // The welcome line on the page names the credits only when this click granted them.
    const welcome = outcome.welcomeCredits > 0 ? `?welcome_credits=${outcome.welcomeCredits}` : '';
    return reply.redirect(`/activate/done${welcome}`);
  });

  routes.post('/api/activation-resend.php', { config: { auth: 'member' } }, async (request) => {
    await resendActivation(app.ctx, request.site, request.member.userId);
    return { ok: true as const };
  });
}
