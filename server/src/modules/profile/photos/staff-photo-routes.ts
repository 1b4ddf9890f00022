import {
  isLocale,
  PhotoDecisionBodySchema,
  StaffPhotoImageQuerySchema,
  StaffPhotoListSchema,
  StaffPhotoQuerySchema,
  type DecisionGround,
  StaffIdParamsSchema,
} from '@amora/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error.js';
import { MediaNotFound, sendPrivateFile } from '../../../plugins/storage/index.js';
import { sendAccountMail, siteOrigin } from '../../mail/index.js';
import { groundParams } from '../../moderation/index.js';
import { actorOf } from '../../staff/index.js';
import { decidePhoto, photoQueue, staffPhotoFile, type PhotoDecided } from './photo-moderation.js';
import type { PhotoDeps } from './photo-service.js';

const moderator = { staff: ['moderator'] } as const;

/**
 * The moderators' photo queue (docs/api/staff.md): list, look at a photo whatever its state, and
 * approve or reject it. A rejection is explained to the member by e-mail in their language.
 */
export async function staffPhotoRoutes(app: FastifyInstance): Promise<void> {
  const { db, media: storage, clock, log } = app.ctx;
  const deps: PhotoDeps = { db, storage, clock, log };
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/staff/photos',
    {
      schema: { querystring: StaffPhotoQuerySchema, response: { 200: StaffPhotoListSchema } },
      config: moderator,
    },
    async (request) => photoQueue(db, request.query),
  );

  routes.get(
    '/api/staff/photos/:id/image',
    { schema: { params: StaffIdParamsSchema, querystring: StaffPhotoImageQuerySchema }, config: moderator },
    async (request, reply) => {
      let file;
      try {
        file = await staffPhotoFile(deps, request.params.id, request.query.variant ?? 'full');
      } catch (error) {
        if (!(error instanceof MediaNotFound)) throw error;
        file = null;
      }
      if (!file) throw new AppError(404, 'not_found', 'errors.notFound');
      return sendPrivateFile(reply, file.key, file.data);
    },
  );

  routes.post(
    '/api/staff/photos/:id',
    { schema: { params: StaffIdParamsSchema, body: PhotoDecisionBodySchema }, config: moderator },
    async (request) => {
      const decided = await decidePhoto(deps, actorOf(request), request.params.id, request.body);
      if (decided.photo.status === 'rejected') await tellMember(app, decided);
      return { ok: true as const, id: decided.photo.id, status: decided.photo.status };
    },
  );
}

/**
 * The statement of reasons (DSA Art. 17): what was decided and when, the moderator's reason, the
 * clause it rests on, that a person decided, and how to appeal. Sent after the commit; a failed
 * delivery is logged (the member also sees the reason with their photos).
 */
async function tellMember(app: FastifyInstance, decided: PhotoDecided): Promise<void> {
  const { member, photo } = decided;
  if (!member) return;
  const site = await app.ctx.sites.resolve(member.domain);
  const locale = isLocale(member.language) ? member.language : site.language;
  const ground = (photo.rejectionGround ?? 'terms_photos') as DecisionGround;
  await sendAccountMail(app.ctx, site, member, 'photoRejected', {
    link: `${siteOrigin(app.ctx, site)}/complaints`,
    quote: photo.rejectionReason ?? '',
    replyToSupport: true,
    params: {
      date: (photo.reviewedAt ?? app.ctx.clock.now()).toISOString().slice(0, 10),
      ...groundParams(app.ctx, site, locale, ground),
    },
  });
}
