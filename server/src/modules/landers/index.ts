import type { FastifyInstance } from 'fastify';
import { adminToken } from './admin-token.js';
import { landerAdminRoutes } from './admin-routes.js';
import { recordSignup } from './lander-service.js';
import { LiveVariants, VARIANTS_CHANGED, ViewBuffer } from './lander-traffic.js';
import { VISITOR_COOKIE, landerPublicRoutes } from './lander-routes.js';
import { staffLanderImageRoutes } from './staff-lander-images.js';
import { staffLanderRoutes } from './staff-lander-routes.js';

/** The landers area's public entry (ADR 0016, docs/api/landers.md). */
export { attributionReport, listVariants, patchVariant, publishVariant } from './variant-admin.js';
export { storeLanderImage } from './lander-images.js';
export { pickWeighted, visitorPoint } from './variant-picker.js';
export { chooseVariant } from './lander-service.js';
export { signupLanderOf } from './member-lander.js';
export { VISITOR_COOKIE } from './lander-routes.js';
export { readAdminToken } from './admin-token.js';

const SIGNUP_PATHS = new Set(['/api/signup.php']);

/** The new member's id in the sign-up's answer (`{ user: { id } }`), or null if it is not there. */
function signedUpMember(payload: unknown): number | null {
  if (typeof payload !== 'string') return null;
  try {
    const id = (JSON.parse(payload) as { user?: { id?: unknown } } | null)?.user?.id;
    return typeof id === 'number' && Number.isInteger(id) ? id : null;
  } catch {
    return null;
  }
}

/**
 * Registers the lander calls and the marketers' admin API, and counts sign-ups for the lander the
 * visitor came from. It runs in the app's own scope (not encapsulated) for that one hook: a
 * successful `/api/signup.php` of a browser with the lander visitor cookie marks its latest view,
 * so the account area needs no knowledge of landers.
 */
export async function landers(app: FastifyInstance): Promise<void> {
  const traffic = { variants: new LiveVariants(app.ctx.db), views: new ViewBuffer(app.ctx.db, app.log) };
  // An admin change on any instance (ADR 0018's bus: Redis when REDIS_URL is set) drops the variants here.
  app.realtime.onNotice(VARIANTS_CHANGED, () => traffic.variants.clear());
  // onSend, not onResponse: the view is marked before the answer leaves, so whoever reads the
  // report right after a sign-up (a test, a marketer) already sees it.
  // Callback style with a synchronous way out: this hook sees every answer of the app, and an
  // async hook would cost each of them a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    const visitor =
      reply.statusCode < 300 && SIGNUP_PATHS.has(request.routeOptions.url ?? '')
        ? request.cookies[VISITOR_COOKIE]
        : undefined;
    if (!visitor) {
      done(null, payload);
      return;
    }
    recordSignup(app.ctx.db, traffic.views, visitor, signedUpMember(payload), app.ctx.clock.now()).then(
      () => done(null, payload),
      (error: unknown) => {
        // Attribution is best effort: the member is signed up whatever happens here.
        request.log.warn({ err: error }, 'lander sign-up attribution failed');
        done(null, payload);
      },
    );
  });
  await app.register(landerPublicRoutes, { traffic });
  await app.register(landerAdminRoutes, { token: await adminToken(app.ctx.config.dataDir), traffic });
  await app.register(staffLanderRoutes, { traffic });
  await app.register(staffLanderImageRoutes);
}
// Fastify's own marker (what fastify-plugin sets): the hook above applies to the whole app.
(landers as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
export { databaseBackend, httpBackend } from './cli/backends.js';
export { CliError, USAGE, runLandersCommand } from './cli/landers-cli.js';
