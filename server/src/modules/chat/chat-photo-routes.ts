import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import { ChatPhotoQuerySchema, ChatPhotoUploadResponseSchema, PHOTO_MAX_BYTES } from '@amora/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { HOUR_MS, durableRule } from '../../core/rate-limiter.js';
import { isCallerInputError } from '../../plugins/error-handler.js';
import { MediaNotFound, sendPrivateFile } from '../../plugins/storage/index.js';
import {
  PhotoRejected,
  photoInvalid,
  spoolUploads,
  TooManyFiles,
  type SpooledUploads,
} from '../profile/index.js';
import { ownUnsentChatPhoto, storeChatPhoto } from './chat-photos.js';

/**
 * Chat photo uploads a member may start per hour: each is a full decode and re-encode (the
 * heaviest work a member can ask for), bounded in the database so it holds across instances.
 */
export const CHAT_PHOTO_UPLOADS_PER_HOUR = 30;
const UPLOADS = durableRule('chat-photo-upload', CHAT_PHOTO_UPLOADS_PER_HOUR, HOUR_MS);

/**
 * `POST /api/chat-photo.php` (multipart, one `photo` file): stores the photo unsent and answers its
 * id for `POST /api/messages.php {type: 'photo', photo: id}`, which charges for it. Its own plugin,
 * so multipart is parsed here and nowhere else among the chat calls.
 */
export async function chatPhotoRoutes(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });
  const tmpDir = path.join(app.ctx.config.dataDir, 'tmp', 'uploads');
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/chat-photo.php',
    {
      config: { auth: 'member', multipartUpload: true },
      schema: { response: { 200: ChatPhotoUploadResponseSchema } },
    },
    async (request) => {
      const { userId } = request.member;
      if (!request.isMultipart())
        throw new AppError(415, 'unsupported_media_type', 'errors.uploadNotMultipart');
      const takenAt = app.ctx.clock.now();
      await app.ctx.rateLimits.require(UPLOADS, String(userId), { now: takenAt });
      let uploads: SpooledUploads;
      try {
        uploads = await spoolUploads(request, { tmpDir, maxFiles: 1, maxBytes: PHOTO_MAX_BYTES });
      } catch (error) {
        // Refused before any decoding: the allowance bounds decoding work, so it goes back.
        await app.ctx.rateLimits.giveBack(UPLOADS, String(userId), takenAt);
        if (isCallerInputError(error)) throw new AppError(400, 'bad_request', 'errors.badRequest');
        if (error instanceof TooManyFiles) throw new AppError(400, 'bad_request', 'errors.badRequest');
        if (error instanceof PhotoRejected) throw photoInvalid(error.messageKey);
        throw error;
      }
      try {
        const [file] = uploads.files;
        if (!file) throw photoInvalid('errors.photoNotImage');
        return await storeChatPhoto(app.ctx.db, app.ctx.media, userId, file);
      } finally {
        await uploads.dispose();
      }
    },
  );

  // The uploader's preview of a photo not sent yet: nobody else may see it, and no cache keeps it.
  routes.get(
    '/api/chat-photo.php',
    { config: { auth: 'member' }, schema: { querystring: ChatPhotoQuerySchema } },
    async (request, reply) => {
      const row = await ownUnsentChatPhoto(app.ctx.db, request.member.userId, request.query.id);
      if (!row) throw new AppError(404, 'not_found', 'errors.notFound');
      const key = request.query.size === 'full' ? row.fullKey : row.thumbKey;
      let data: Buffer;
      try {
        data = await app.ctx.media.get(key);
      } catch (error) {
        if (error instanceof MediaNotFound) throw new AppError(404, 'not_found', 'errors.notFound');
        throw error;
      }
      return sendPrivateFile(reply, key, data);
    },
  );
}
