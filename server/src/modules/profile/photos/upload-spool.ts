import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { PhotoRejected } from './photo-pipeline.js';

export const PHOTO_FIELD = 'photo';

/** More `photo` files arrived than the member has room for. */
export class TooManyFiles extends Error {
  constructor() {
    super('too many files');
    this.name = 'TooManyFiles';
  }
}

export interface SpooledUploads {
  /** Temporary files, one per uploaded photo, in upload order. */
  files: string[];
  dispose(): Promise<void>;
}

export interface SpoolOptions {
  tmpDir: string;
  maxFiles: number;
  maxBytes: number;
}

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;
}

/**
 * Streams the request's `photo` files to temporary files before any is decoded, so the whole
 * request can be refused for the photo limit first and memory holds no upload. The byte cap is
 * enforced by the multipart parser while streaming: a file stops at the cap and is refused.
 */
export async function spoolUploads(request: FastifyRequest, options: SpoolOptions): Promise<SpooledUploads> {
  await mkdir(options.tmpDir, { recursive: true });
  const dir = await mkdtemp(path.join(options.tmpDir, 'upload-'));
  const dispose = () => rm(dir, { recursive: true, force: true });
  const files: string[] = [];
  try {
    const parts = request.parts({
      limits: {
        fileSize: options.maxBytes,
        files: options.maxFiles,
        fields: 10,
        fieldSize: 1024,
        parts: options.maxFiles + 10,
      },
    });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== PHOTO_FIELD) {
        part.file.resume();
        continue;
      }
      const target = path.join(dir, `${files.length}.upload`);
      await pipeline(part.file, createWriteStream(target));
      if (part.file.truncated) throw new PhotoRejected('errors.photoTooLarge');
      files.push(target);
    }
  } catch (error) {
    await dispose();
    if (errorCode(error) === 'FST_REQ_FILE_TOO_LARGE') throw new PhotoRejected('errors.photoTooLarge');
    if (errorCode(error) === 'FST_FILES_LIMIT') throw new TooManyFiles();
    throw error;
  }
  return { files, dispose };
}
