import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import {
  PHOTO_MAX_BYTES,
  PREMIUM_PHOTO_LIMIT,
  PhotoIdQuerySchema,
  PhotoOrderBodySchema,
} from '@amora/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { HOUR_MS, takeRateAllowance } from '../../lib/rate-limit.js';
import { requireAuth } from '../account/account-service.js';
import { PhotoRejected } from './photo-pipeline.js';
import {
  addPhotos,
  arrangeOwnPhotos,
  ownPhotos,
  photoInvalid,
  removePhoto,
  roomFor,
  type PhotoDeps,
} from './photo-service.js';
import { spoolUploads, TooManyFiles, type SpooledUploads } from './upload-spool.js';

/**
 * Uploads a member may start per hour. Decoding and re-encoding is the heaviest work a member can
 * ask of the server (about half a second of CPU per 12-megapixel photo), so it is bounded per
 * member, in the database so the bound holds across instances.
 */
export const UPLOADS_PER_HOUR = 30;
const uploadRule = (userId: number) => ({
  kind: 'photo-upload',
  key: String(userId),
  limit: UPLOADS_PER_HOUR,
  windowMs: HOUR_MS,
});

/** The member's own photos: list, upload (multipart `photo` files), order and main photo, delete. */
export async function photoRoutes(app: FastifyInstance): Promise<void> {
  // Multipart is parsed only in this plugin: every other route keeps refusing it.
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: PHOTO_MAX_BYTES,
      files: PREMIUM_PHOTO_LIMIT,
      fields: 10,
      parts: PREMIUM_PHOTO_LIMIT + 10,
    },
  });
  const deps: PhotoDeps = { db: app.ctx.db, storage: app.ctx.media };
  const tmpDir = path.join(app.ctx.config.dataDir, 'tmp', 'uploads');
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

  routes.get('/api/photos.php', async (request, reply) => {
    noStore(reply);
    return ownPhotos(deps, requireAuth(request).userId, request.site.settings.cdn_prefix);
  });

  routes.post('/api/photos.php', async (request, reply) => {
    noStore(reply);
    const { userId } = requireAuth(request);
    if (!request.isMultipart()) throw new AppError(400, 'bad_request', 'errors.badRequest');
    if (!(await takeRateAllowance(deps.db, uploadRule(userId), app.ctx.clock.now())))
      throw new AppError(429, 'too_many_requests', 'errors.tooManyRequests');
    const { limit, free } = await roomFor(deps, userId);
    let uploads: SpooledUploads;
    try {
      uploads = await spoolUploads(request, { tmpDir, maxFiles: free, maxBytes: PHOTO_MAX_BYTES });
    } catch (error) {
      if (error instanceof TooManyFiles)
        throw new AppError(409, 'photo_limit', 'errors.photoLimit', { limit });
      if (error instanceof PhotoRejected) throw photoInvalid(error.messageKey);
      throw error;
    }
    try {
      await addPhotos(deps, userId, uploads.files);
    } finally {
      await uploads.dispose();
    }
    return ownPhotos(deps, userId, request.site.settings.cdn_prefix);
  });

  routes.put('/api/photos.php', { schema: { body: PhotoOrderBodySchema } }, async (request, reply) => {
    noStore(reply);
    const { userId } = requireAuth(request);
    await arrangeOwnPhotos(deps, userId, request.body);
    return ownPhotos(deps, userId, request.site.settings.cdn_prefix);
  });

  routes.delete(
    '/api/photos.php',
    { schema: { querystring: PhotoIdQuerySchema } },
    async (request, reply) => {
      noStore(reply);
      const { userId } = requireAuth(request);
      if (!(await removePhoto(deps, userId, request.query.id)))
        throw new AppError(404, 'not_found', 'errors.notFound');
      return ownPhotos(deps, userId, request.site.settings.cdn_prefix);
    },
  );
}
