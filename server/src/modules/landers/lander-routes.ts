import { randomBytes } from 'node:crypto';
import {
  LanderClickBodySchema,
  LanderClickResponseSchema,
  LanderQuerySchema,
  LanderResponseSchema,
} from '@amora/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { visitorCountry } from '../../lib/visitor-country.js';
import { MINUTE_MS, instanceRule } from '../../core/rate-limiter.js';
import { landerFor, recordClick, type LanderTraffic } from './lander-service.js';

/** The visitor cookie that keeps a visitor's variant sticky and ties views to a sign-up. */
export const VISITOR_COOKIE = 'amora_lv';
const VISITOR_COOKIE_DAYS = 90;
const VISITOR_PATTERN = /^[0-9a-f]{32}$/;
/**
 * Lander views per address and minute: a person reloads a few times; a script far more. A load
 * test or a benchmark from one address raises it with `LANDER_VIEWS_PER_MINUTE`.
 */
export const LANDER_VIEWS_PER_MINUTE = Number(process.env.LANDER_VIEWS_PER_MINUTE) || 120;
const LANDER_VIEWS = instanceRule('lander-view', LANDER_VIEWS_PER_MINUTE, MINUTE_MS);

/** The visitor id of the cookie, or a new one set on the answer. */
export function visitorOf(request: FastifyRequest, reply: FastifyReply): string {
  const existing = request.cookies[VISITOR_COOKIE];
  if (existing && VISITOR_PATTERN.test(existing)) return existing;
  const visitor = randomBytes(16).toString('hex');
  reply.setCookie(VISITOR_COOKIE, visitor, {
    path: '/api',
    httpOnly: true,
    sameSite: 'lax',
    secure: Boolean(request.server.ctx.config.publicUrl?.startsWith('https:')),
    maxAge: VISITOR_COOKIE_DAYS * 86_400,
  });
  return visitor;
}

/**
 * The public lander calls (docs/api/landers.md): the lander of a page and the call-to-action
 * click. Public cards only; a view is a row, so views are limited per address.
 */
export async function landerPublicRoutes(
  app: FastifyInstance,
  { traffic }: { traffic: LanderTraffic },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // A graceful stop writes the views still held: in this plugin, before the app closes its database.
  app.addHook('onClose', async () => traffic.views.flush());

  routes.get(
    '/api/lander.php',
    {
      schema: { querystring: LanderQuerySchema, response: { 200: LanderResponseSchema } },
      config: { rateLimit: { rule: LANDER_VIEWS, key: 'address' } },
    },
    async (request, reply) => {
      // Per visitor (sticky variant, the visit id): never cached by a browser or CDN.
      reply.header('Cache-Control', 'no-store');
      return landerFor(app.ctx.db, traffic, {
        site: request.site,
        locale: request.locale,
        visitor: visitorOf(request, reply),
        country: visitorCountry(request),
        query: request.query,
        now: app.ctx.clock.now(),
      });
    },
  );

  routes.post(
    '/api/lander-click.php',
    { schema: { body: LanderClickBodySchema, response: { 200: LanderClickResponseSchema } } },
    async (request) => {
      const visitor = request.cookies[VISITOR_COOKIE];
      if (!visitor || !VISITOR_PATTERN.test(visitor)) return { recorded: false };
      return { recorded: await recordClick(app.ctx.db, traffic.views, request.body.visit, visitor, app.ctx.clock.now()) }; // prettier-ignore
    },
  );
}
