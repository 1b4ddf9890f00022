import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { AppError } from '../lib/app-error.js';
import type { RequestAuth } from '../types.js';
import { findSession, readSessionToken } from './session.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `'member'`: the route answers logged-in members only; everyone else gets the same 403
     * `authentication_required` before the handler runs (ADR 0008).
     */
    auth?: 'member';
  }
  interface FastifyInstance {
    /** Every route registered with `config: { auth: 'member' }` (tests derive the guard's matrix). */
    memberRoutes: ReadonlyArray<{ method: string; url: string }>;
  }
  interface FastifyRequest {
    /** The caller's session, or null when logged out. */
    auth: RequestAuth | null;
    /**
     * The caller's session on a route with `config: { auth: 'member' }`. Read on a request without
     * one it throws the guard's 403, so a route that forgot its guard still fails closed.
     */
    readonly member: RequestAuth;
  }
}

/** The one answer to a member-only call without a session, whichever route it was. */
export function authenticationRequired(): AppError {
  return new AppError(403, 'authentication_required', 'errors.authenticationRequired');
}

/** The session's saved language, kept for the locale rule without a request decorator of its own. */
const savedLanguages = new WeakMap<FastifyRequest, string | null>();

/** The logged-in member's saved language (null for visitors): it comes first in the locale rule. */
export function savedLanguageOf(request: FastifyRequest): string | null {
  return savedLanguages.get(request) ?? null;
}

/**
 * Sessions and the member guard. Every /api request learns its caller from the session cookie
 * (`request.auth`); routes declare `config: { auth: 'member' }` instead of checking by hand.
 * The guard runs as a preHandler, after schema validation, so a refused request is answered in
 * the same order as when each handler checked for itself.
 */
async function authPlugin(app: FastifyInstance): Promise<void> {
  const memberRoutes: Array<{ method: string; url: string }> = [];
  app.decorate('memberRoutes', memberRoutes);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.config?.auth !== 'member') return;
    for (const method of [route.method].flat()) memberRoutes.push({ method, url: route.url });
  });
  app.decorateRequest('auth', null);
  app.decorateRequest('member', {
    getter(this: FastifyRequest): RequestAuth {
      if (!this.auth) throw authenticationRequired();
      return this.auth;
    },
  });

  // Callback style: a visitor without a session cookie (most API calls of a first visit) costs
  // no promise and no database round trip.
  app.addHook('onRequest', (request, _reply, done) => {
    const token = request.url.startsWith('/api/') ? readSessionToken(request) : null;
    if (!token) {
      done();
      return;
    }
    findSession(app.ctx.db, token).then((session) => {
      request.auth = session?.auth ?? null;
      savedLanguages.set(request, session?.language ?? null);
      done();
    }, done);
  });

  app.addHook('preHandler', (request, _reply, done) => {
    done(
      request.routeOptions.config.auth === 'member' && !request.auth ? authenticationRequired() : undefined,
    );
  });
}

// skip-override is what fastify-plugin sets: the decorators and hooks reach every route plugin
// registered after this one instead of staying inside an encapsulated child context.
export const auth = Object.assign(authPlugin, {
  [Symbol.for('skip-override')]: true,
  [Symbol.for('fastify.display-name')]: 'auth',
});
