import { STAFF_ROLES, type StaffRole } from '@amora/contracts';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { findStaffSession, readStaffToken, type StaffAuth } from './staff-session.js';

/**
 * What a staff route declares in `config.staff`:
 * - a list of roles: staff holding one of them (admin always passes);
 * - `'signed-in'`: any staff member with a live session (their own session, their own profile);
 * - `'public'`: no session (the login and the set-up link, which authenticate by other means).
 */
export type StaffAccess = 'public' | 'signed-in' | readonly StaffRole[];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every `/api/staff/*` route; a route without it fails to register (ADR 0032). */
    staff?: StaffAccess;
  }
  interface FastifyRequest {
    /** The staff session of a guarded staff route, or null (public staff routes, member routes). */
    staffAuth: StaffAuth | null;
    /** The staff caller of a guarded route; read without one it throws the guard's 401. */
    readonly staff: StaffAuth;
  }
}

export const STAFF_PREFIX = '/api/staff/';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const staffAuthenticationRequired = () =>
  new AppError(401, 'staff_authentication_required', 'errors.staffAuthenticationRequired');
export const staffForbidden = () => new AppError(403, 'staff_forbidden', 'errors.staffForbidden');

/** One registered staff route and what it declared: the role matrix test is built from these. */
export interface StaffRouteEntry {
  method: string;
  url: string;
  access: StaffAccess;
}

function isValidAccess(access: unknown): access is StaffAccess {
  if (access === 'public' || access === 'signed-in') return true;
  return (
    Array.isArray(access) &&
    access.length > 0 &&
    access.every((role) => (STAFF_ROLES as readonly string[]).includes(role as string))
  );
}

/** Whether roles `held` satisfy `access` (a signed-in caller is assumed). */
export function rolesAllow(access: StaffAccess, held: readonly StaffRole[]): boolean {
  if (access === 'public' || access === 'signed-in') return true;
  return held.includes('admin') || access.some((role) => held.includes(role));
}

/**
 * The staff guard. Every route under `/api/staff/` declares `config: { staff: … }`; a route
 * without a valid declaration throws at registration, so the app does not start (and one that
 * slipped past registration is refused at request time). The check runs on `onRequest`, before
 * the body is parsed: a caller without the role learns nothing from validation messages.
 * Only the staff cookie counts here, and the member guard reads only the member cookie.
 */
async function staffGuardPlugin(app: FastifyInstance): Promise<void> {
  const registered: StaffRouteEntry[] = [];
  app.decorate('staffRoutes', registered);
  app.decorateRequest('staffAuth', null);
  app.decorateRequest('staff', {
    getter(this: FastifyRequest): StaffAuth {
      if (!this.staffAuth) throw staffAuthenticationRequired();
      return this.staffAuth;
    },
  });

  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith(STAFF_PREFIX)) return;
    const access = route.config?.staff;
    if (!isValidAccess(access))
      throw new Error(
        `${String(route.method)} ${route.url} is under ${STAFF_PREFIX} without config.staff ` +
          `('public', 'signed-in' or a list of ${STAFF_ROLES.join(', ')})`,
      );
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) registered.push({ method, url: route.url, access });
  });

  // Callback style with a synchronous way out: this hook sees every request of the app, and an
  // async hook would cost each of them a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    // The matched route decides, not the raw URL: whatever spelling reached a staff route is
    // guarded. An unknown path falls to the 404 handler: nothing to guard.
    const route = request.url.startsWith('/api/') ? request.routeOptions.url : undefined;
    if (route === undefined || !route.startsWith(STAFF_PREFIX)) {
      done();
      return;
    }
    guard(request).then(() => done(), done);
  });

  async function guard(request: FastifyRequest): Promise<void> {
    const access = request.routeOptions.config.staff;
    if (!isValidAccess(access)) throw staffForbidden();
    // Beside the client header every write needs (ADR 0040): a browser names the page that sent
    // a write in Origin, and a staff write from any other origin is refused.
    if (UNSAFE_METHODS.has(request.method)) assertSameOrigin(request);
    if (access === 'public') return;
    const token = readStaffToken(request);
    const session = token ? await findStaffSession(app.ctx.db, token, app.ctx.clock.now()) : null;
    if (!session) throw staffAuthenticationRequired();
    if (!rolesAllow(access, session.roles)) throw staffForbidden();
    request.staffAuth = session;
  }
}

function assertSameOrigin(request: FastifyRequest): void {
  const origin = request.headers.origin;
  if (origin === undefined) return;
  let host: string | null = null;
  try {
    host = new URL(origin).host;
  } catch {
    // "null" (a sandboxed frame, a file) or garbage: not our page.
  }
  if (host !== request.host) throw new AppError(403, 'csrf_header_missing', 'errors.csrfHeaderMissing');
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every staff route registered so far, with its declaration (tests derive the role matrix). */
    staffRoutes: readonly StaffRouteEntry[];
  }
}

// What fastify-plugin sets: the hooks reach every route registered after this plugin, in any scope.
export const staffGuard = Object.assign(staffGuardPlugin, {
  [Symbol.for('skip-override')]: true,
  [Symbol.for('fastify.display-name')]: 'staff-guard',
});
