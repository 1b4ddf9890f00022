import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Smaller answers gain nothing once headers are counted. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * On-the-fly compression of what the server generates: API JSON, the registry, and a static file
 * that has no precompressed variant (a release made before ADR 0012). Static files that do have a
 * `.br`/`.gz` variant leave here with their Content-Encoding already set, and @fastify/compress
 * never encodes twice; partial content (206) is never encoded either. Brotli runs at its fast
 * level 4 (the plugin's default), the build writes level 11. Only response compression: request
 * bodies stay plain JSON (an encoded body would slip past the body limit until inflated).
 *
 * Must be registered before the routes: the plugin attaches itself to each route as it is added.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    globalDecompression: false,
  });
}
