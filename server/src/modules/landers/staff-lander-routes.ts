import {
  LanderChangeSchema,
  LanderFunnelQuerySchema,
  LanderFunnelSchema,
  LanderKeyParamsSchema,
  LanderPatchSchema,
  LanderPreviewBodySchema,
  LanderPreviewCreatedSchema,
  LanderPreviewParamsSchema,
  LanderResponseSchema,
  LanderVariantInputSchema,
  LanderVariantListSchema,
} from '@amora/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { visitorCountry } from '../../lib/visitor-country.js';
import { actorOf, audited } from '../staff/index.js';
import { funnelCsv, landerFunnel } from './lander-funnel.js';
import { createPreview, previewLander } from './lander-preview.js';
import type { LanderTraffic } from './lander-service.js';
import { VARIANTS_CHANGED } from './lander-traffic.js';
import { listVariants, patchVariant, publishVariant } from './variant-admin.js';

const MARKETER = { staff: ['marketer'] } as const;

/**
 * The landers pages of the staff console (docs/api/staff.md, ADR 0071): the same operations as
 * the admin API, for a signed-in marketer (or admin), each change audited under their name, plus
 * the previews of a draft and the funnel per variant. The image upload is in staff-lander-images.ts
 * (its own plugin, for multipart).
 */
export async function staffLanderRoutes(
  app: FastifyInstance,
  { traffic }: { traffic: LanderTraffic },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const now = () => app.ctx.clock.now();
  /** After a change: this instance reads the variants again at once, the others on the notice. */
  const changed = async <T>(change: Promise<T>): Promise<T> => {
    const result = await change;
    traffic.variants.clear();
    await app.realtime.announce(VARIANTS_CHANGED);
    return result;
  };

  routes.get(
    '/api/staff/landers',
    { schema: { response: { 200: LanderVariantListSchema } }, config: MARKETER },
    async (request) => {
      // The editor's thumbnails: each image where this site serves its media.
      const prefix = request.site.settings.cdn_prefix;
      const variants = await listVariants(app.ctx.db);
      return {
        variants: variants.map((variant) => ({
          ...variant,
          images: variant.images.map((image) => ({ ...image, url: `${prefix}${image.file}` })),
        })),
      };
    },
  );

  routes.post(
    '/api/staff/landers',
    { schema: { body: LanderVariantInputSchema, response: { 200: LanderChangeSchema } }, config: MARKETER },
    async (request) => changed(publishVariant(app.ctx.db, request.body, now(), actorOf(request))),
  );

  // A POST like the console's other actions (its HTTP client has no PATCH); the admin API's PATCH stays.
  routes.post(
    '/api/staff/landers/:key/state',
    {
      schema: {
        params: LanderKeyParamsSchema,
        body: LanderPatchSchema,
        response: { 200: LanderChangeSchema },
      },
      config: MARKETER,
    },
    async (request) =>
      changed(patchVariant(app.ctx.db, request.params.key, request.body, now(), actorOf(request))),
  );

  routes.post(
    '/api/staff/landers/previews',
    {
      schema: { body: LanderPreviewBodySchema, response: { 200: LanderPreviewCreatedSchema } },
      config: MARKETER,
    },
    async (request) =>
      audited(app.ctx.db, actorOf(request), now(), async (tx) => ({
        result: await createPreview(tx, request.staff.staffId, request.body, now()),
        audit: { action: 'lander.previewed', targetType: 'lander_variant', targetId: request.body.key },
      })),
  );

  // What the lean lander page asks with `?lander_preview=`: the guard refuses a visitor (401)
  // before the draft is read; staff without the role get 403.
  routes.get(
    '/api/staff/landers/previews/:token',
    {
      schema: { params: LanderPreviewParamsSchema, response: { 200: LanderResponseSchema } },
      config: MARKETER,
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return previewLander(app.ctx.db, request.site, request.params.token, visitorCountry(request), now());
    },
  );

  routes.get(
    '/api/staff/landers/funnel',
    { schema: { querystring: LanderFunnelQuerySchema }, config: MARKETER },
    async (request, reply) => {
      // The views this instance still holds count in the funnel.
      await traffic.views.flush();
      const funnel = await landerFunnel(app.ctx.db, request.query);
      if (request.query.format !== 'csv') return LanderFunnelSchema.parse(funnel);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="lander-funnel-${funnel.from}-${funnel.to}.csv"`)
        .send(funnelCsv(funnel));
    },
  );
}
