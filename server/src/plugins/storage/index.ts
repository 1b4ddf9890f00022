import type { FastifyInstance } from 'fastify';
import {
  contentTypeOf,
  isServedMediaKey,
  LocalStorage,
  localMediaDir,
  MediaNotFound,
  type MediaStorage,
} from './media-storage.js';
import { S3Storage, type S3Settings } from './s3-storage.js';

// The one entry to photo storage: modules, seed, jobs and tests import from here, not the files.
export {
  assertMediaKey,
  contentTypeOf,
  deleteQuietly,
  EVIDENCE_PREFIX,
  isMediaKey,
  isServedMediaKey,
  LocalStorage,
  localMediaDir,
  MediaNotFound,
  newEvidenceKey,
  newMediaKey,
  newWithheldKey,
  WITHHELD_PREFIX,
  sendPrivateFile,
  storePhotoVariants,
  type MediaStorage,
  type StoredPhotoFiles,
} from './media-storage.js';
export { S3Error, S3Storage, type S3Settings } from './s3-storage.js';
export { EMPTY_PAYLOAD_HASH, sha256Hex, signRequest, type SigningCredentials } from './aws-sigv4.js';

/**
 * The configured photo storage: the S3-compatible bucket of the `S3_*` settings, otherwise
 * `DATA_DIR/media` on local disk.
 */
export function createMediaStorage(config: { dataDir: string; s3: S3Settings | null }): MediaStorage {
  return config.s3 ? new S3Storage(config.s3) : new LocalStorage(localMediaDir(config.dataDir));
}

/**
 * `/media/<key>` read through the storage, for a bucket while the site's `cdn_prefix` is still the
 * default `/media/`: photos keep working the moment S3 is configured. A site whose `cdn_prefix`
 * points at the bucket or its CDN never reaches this route.
 */
export async function mediaThroughStorage(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { '*': string } }>('/media/*', async (request, reply) => {
    const key = request.params['*'];
    if (!isServedMediaKey(key)) return reply.callNotFound();
    try {
      const data = await app.ctx.media.get(key);
      return reply
        .header('Content-Type', contentTypeOf(key))
        .header('Cache-Control', 'public, max-age=86400')
        .send(data);
    } catch (error) {
      if (error instanceof MediaNotFound) return reply.callNotFound();
      throw error;
    }
  });
}
