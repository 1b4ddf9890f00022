import fastifyMultipart from '@fastify/multipart';
import { LANDER_IMAGE_FIELD, StaffLanderImageSchema } from '@amora/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { HOUR_MS, durableRule } from '../../core/rate-limiter.js';
import { isCallerInputError } from '../../plugins/error-handler.js';
import { actorOf, writeStaffAudit } from '../staff/index.js';
import { LANDER_IMAGE_MAX_BYTES, storeLanderImage } from './lander-images.js';

/**
 * Images one staff member may upload per hour. Each is a full decode and re-encode; a campaign's
 * set of pictures fits many times over, a runaway script does not.
 */
export const STAFF_LANDER_IMAGES_PER_HOUR = 60;
const UPLOADS = durableRule('staff-lander-image', STAFF_LANDER_IMAGES_PER_HOUR, HOUR_MS);

const notImage = () => new AppError(400, 'photo_invalid', 'errors.photoNotImage');
const tooLarge = () => new AppError(413, 'payload_too_large', 'errors.photoTooLarge');

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;
}

/** The one `image` file of the request, read whole (at most LANDER_IMAGE_MAX_BYTES, as the admin upload). */
async function imageOf(request: FastifyRequest): Promise<Buffer> {
  let data: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== LANDER_IMAGE_FIELD || data) {
        part.file.resume();
        continue;
      }
      data = await part.toBuffer();
    }
  } catch (error) {
    if (errorCode(error) === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (errorCode(error) === 'FST_FILES_LIMIT') throw new AppError(400, 'bad_request', 'errors.badRequest');
    if (isCallerInputError(error)) throw new AppError(400, 'bad_request', 'errors.badRequest');
    throw error;
  }
  // No file, or an empty one: nothing that could be an image.
  if (!data || data.length === 0) throw notImage();
  return data;
}

/**
 * `POST /api/staff/landers/images` (multipart, one `image` file): the admin API's upload for a
 * signed-in marketer, from the variant editor. The stored image and its audit row commit
 * together. Its own plugin, so multipart is parsed here and on no other staff route.
 */
export async function staffLanderImageRoutes(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: LANDER_IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/staff/landers/images',
    {
      // `multipartUpload`: the error handler's 415 then asks for a file rather than for JSON.
      config: { staff: ['marketer'], multipartUpload: true },
      schema: { response: { 200: StaffLanderImageSchema } },
    },
    async (request) => {
      if (!request.isMultipart())
        throw new AppError(415, 'unsupported_media_type', 'errors.uploadNotMultipart');
      const actor = actorOf(request);
      const key = String(actor.staffId);
      const takenAt = app.ctx.clock.now();
      await app.ctx.rateLimits.require(UPLOADS, key, { now: takenAt });
      let data: Buffer;
      try {
        data = await imageOf(request);
      } catch (error) {
        // Refused before any decoding: the allowance bounds decoding work, so it goes back.
        await app.ctx.rateLimits.giveBack(UPLOADS, key, takenAt);
        throw error;
      }
      const stored = await storeLanderImage(app.ctx.db, app.ctx.media, data, (tx, image) =>
        writeStaffAudit(
          tx,
          actor,
          {
            action: 'lander.image_uploaded',
            targetType: 'lander_image',
            targetId: image.file,
            after: { width: image.width, height: image.height, bytes: data.length },
          },
          app.ctx.clock.now(),
        ),
      );
      return { ...stored, url: `${request.site.settings.cdn_prefix}${stored.file}` };
    },
  );
}
