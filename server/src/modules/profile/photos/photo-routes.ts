import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import {
  PHOTO_MAX_BYTES,
  PREMIUM_PHOTO_LIMIT,
  PhotoIdQuerySchema,
  PhotoOrderBodySchema,
} from '@amora/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error.js';
import { HOUR_MS, durableRule } from '../../../core/rate-limiter.js';
import { isCallerInputError } from '../../../plugins/error-handler.js';
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
const UPLOADS = durableRule('photo-upload', UPLOADS_PER_HOUR, HOUR_MS);

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
  const { db, media: storage, clock, log } = app.ctx;
  const deps: PhotoDeps = { db, storage, clock, log };
  const tmpDir = path.join(app.ctx.config.dataDir, 'tmp', 'uploads');
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const member = { auth: 'member' } as const;

  routes.get('/api/photos.php', { config: member }, async (request) =>
    ownPhotos(deps, request.member.userId, request.site.settings.cdn_prefix),
  );

  // `multipartUpload`: the error handler's 415 then asks for a file rather than for JSON.
  routes.post('/api/photos.php', { config: { ...member, multipartUpload: true } }, async (request) => {
    const { userId } = request.member;
    if (!request.isMultipart())
      throw new AppError(415, 'unsupported_media_type', 'errors.uploadNotMultipart');
    const takenAt = app.ctx.clock.now();
    await app.ctx.rateLimits.require(UPLOADS, String(userId), { now: takenAt });
    const { limit, free } = await roomFor(deps, userId);
    let uploads: SpooledUploads;
    try {
      uploads = await spoolUploads(request, { tmpDir, maxFiles: free, maxBytes: PHOTO_MAX_BYTES });
    } catch (error) {
      // Refused before any decoding: the allowance bounds decoding work, so it goes back.
      await app.ctx.rateLimits.giveBack(UPLOADS, String(userId), takenAt);
      if (isCallerInputError(error)) throw new AppError(400, 'bad_request', 'errors.badRequest');
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

  routes.put(
    '/api/photos.php',
    { schema: { body: PhotoOrderBodySchema }, config: member },
    async (request) => {
      const { userId } = request.member;
      await arrangeOwnPhotos(deps, userId, request.body);
      return ownPhotos(deps, userId, request.site.settings.cdn_prefix);
    },
  );

  routes.delete(
    '/api/photos.php',
    { schema: { querystring: PhotoIdQuerySchema }, config: member },
    async (request) => {
      const { userId } = request.member;
      if (!(await removePhoto(deps, userId, request.query.id)))
        throw new AppError(404, 'not_found', 'errors.notFound');
      return ownPhotos(deps, userId, request.site.settings.cdn_prefix);
    },
  );
}
