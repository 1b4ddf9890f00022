import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateRule } from '../core/rate-limiter.js';

/** Whom a route's limit is counted for: the member (the guard has run), the address, or a key of its own. */
export type RateKey = 'member' | 'address' | ((request: FastifyRequest) => string);

export interface RouteRateLimit {
  rule: RateRule;
  key: RateKey;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's limit (ADR 0074): one event of `rule` per call, counted for `key` before the
     * handler runs; over it, the limiter's 429 `too_many_requests` with `Retry-After`.
     */
    rateLimit?: RouteRateLimit;
  }
}

function keyOf(request: FastifyRequest, key: RateKey): string {
  if (key === 'member') return String(request.member.userId);
  if (key === 'address') return request.ip;
  return key(request);
}

/**
 * Route limits declared in `config: { rateLimit }`, applied by one preHandler. Registered after
 * the auth plugin: its guard runs first, so a `'member'` key is always a member, and a refused
 * request is answered in the same order as when each handler took its limit itself (after schema
 * validation and the guard, before any work).
 */
async function rateLimitsPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    const limit = route.config?.rateLimit;
    // A member key on a public route would answer visitors with the guard's 403: caught at start.
    if (limit?.key === 'member' && route.config?.auth !== 'member')
      throw new Error(`${route.method} ${route.url}: a rate limit per member needs config.auth 'member'`);
  });

  // Callback style: the many routes without a limit cost no promise.
  app.addHook('preHandler', (request, _reply, done) => {
    const limit = request.routeOptions.config.rateLimit;
    if (!limit) {
      done();
      return;
    }
    let key: string;
    try {
      key = keyOf(request, limit.key);
    } catch (error) {
      done(error as Error);
      return;
    }
    app.ctx.rateLimits.require(limit.rule, key).then(() => done(), done);
  });
}

// skip-override, as for auth: the hooks reach every route plugin registered after this one.
export const rateLimits = Object.assign(rateLimitsPlugin, {
  [Symbol.for('skip-override')]: true,
  [Symbol.for('fastify.display-name')]: 'rate-limits',
});
