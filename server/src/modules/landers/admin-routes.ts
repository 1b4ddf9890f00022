import { createHash, timingSafeEqual } from 'node:crypto';
import {
  LanderChangeSchema,
  LanderImageUploadResponseSchema,
  LanderKeyParamsSchema,
  LanderPatchSchema,
  LanderReportSchema,
  LanderVariantInputSchema,
  LanderVariantListSchema,
} from '@amora/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { tooManyRequests, instanceRule } from '../../core/rate-limiter.js';
import { LANDER_IMAGE_MAX_BYTES, storeLanderImage } from './lander-images.js';
import { attributionReport, listVariants, patchVariant, publishVariant } from './variant-admin.js';
import type { LanderTraffic } from './lander-service.js';
import { VARIANTS_CHANGED } from './lander-traffic.js';

/** Wrong tokens per address and 10 minutes before every admin call from it is refused a while. */
export const ADMIN_FAILURES_PER_WINDOW = 10;
const FAILURES = instanceRule('landers-admin-failure', ADMIN_FAILURES_PER_WINDOW, 10 * 60_000);
/** A shorter token is refused at start: the admin API stays off rather than guessable. */
export const ADMIN_TOKEN_MIN_LENGTH = 24;

export interface LanderAdminOptions {
  /** `LANDERS_ADMIN_TOKEN` or the generated one (admin-token.ts); too short switches the API off. */
  token: string | null;
  /** The live variants every change drops (on every instance) and the views the report waits for. */
  traffic: LanderTraffic;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The marketers' API (`/api/admin/landers`, docs/api/landers.md): publish, list, pause, weight,
 * report, upload images. A Bearer token from the environment; failures are counted per address
 * and, past the limit, every call from that address is refused until the window refills.
 */
export async function landerAdminRoutes(app: FastifyInstance, options: LanderAdminOptions): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const limits = app.ctx.rateLimits;
  const expected =
    options.token && options.token.length >= ADMIN_TOKEN_MIN_LENGTH ? digest(options.token) : null;

  app.addHook('onRequest', async (request: FastifyRequest) => {
    const ip = request.ip;
    const waitSeconds = await limits.secondsUntil(FAILURES, ip);
    if (waitSeconds > 0) throw tooManyRequests().withRetryAfter(waitSeconds);
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (expected && given && timingSafeEqual(digest(given), expected)) return;
    await limits.take(FAILURES, ip);
    throw new AppError(401, 'authentication_required', 'errors.landersAdminToken');
  });

  // Images arrive as the raw file (`Content-Type: image/…`); sharp decides what it really is.
  app.addContentTypeParser(
    /^image\//,
    { parseAs: 'buffer', bodyLimit: LANDER_IMAGE_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  const now = () => app.ctx.clock.now();
  /** After a change: this instance reads the variants again at once, the others on the notice. */
  const changed = async <T>(change: Promise<T>): Promise<T> => {
    const result = await change;
    options.traffic.variants.clear();
    await app.realtime.announce(VARIANTS_CHANGED);
    return result;
  };
  routes.get('/api/admin/landers', { schema: { response: { 200: LanderVariantListSchema } } }, async () => ({
    variants: await listVariants(app.ctx.db),
  }));
  routes.post(
    '/api/admin/landers',
    { schema: { body: LanderVariantInputSchema, response: { 200: LanderChangeSchema } } },
    async (request) =>
      changed(publishVariant(app.ctx.db, request.body, now(), { staffId: null, ip: request.ip })),
  );
  routes.patch(
    '/api/admin/landers/:key',
    {
      schema: {
        params: LanderKeyParamsSchema,
        body: LanderPatchSchema,
        response: { 200: LanderChangeSchema },
      },
    },
    async (request) =>
      changed(
        patchVariant(app.ctx.db, request.params.key, request.body, now(), { staffId: null, ip: request.ip }),
      ),
  );
  routes.get('/api/admin/landers/report', { schema: { response: { 200: LanderReportSchema } } }, async () => {
    // The views this instance still holds count in the report.
    await options.traffic.views.flush();
    return { rows: await attributionReport(app.ctx.db) };
  });
  routes.post(
    '/api/admin/landers/images',
    { schema: { response: { 200: LanderImageUploadResponseSchema } }, bodyLimit: LANDER_IMAGE_MAX_BYTES },
    async (request) => {
      if (!Buffer.isBuffer(request.body))
        throw new AppError(415, 'unsupported_media_type', 'errors.photoNotImage');
      return storeLanderImage(app.ctx.db, app.ctx.media, request.body);
    },
  );
}
