import type { FastifyReply } from 'fastify';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where member photos live. Keys are relative paths (`photos/ab/ab12….webp`) that the site's
 * `cdn_prefix` turns into URLs. Local disk under `DATA_DIR/media` (served at `/media/`) is the
 * default; an S3-compatible bucket (s3-storage.ts) when `S3_BUCKET` is set, so several servers
 * share the files.
 */
export interface MediaStorage {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer>;
  /** Removes a file; a missing file is not an error. */
  delete(key: string): Promise<void>;
}

const KEY_PATTERN = /^[a-z0-9]+(?:\/[a-z0-9]+)*(?:-[a-z0-9]+)*\.[a-z0-9]+$/;

/** A key that is not a media key (a path trick, say): never read or written. */
export function isMediaKey(key: string): boolean {
  return KEY_PATTERN.test(key) && !key.split('/').includes('..');
}

export function assertMediaKey(key: string): void {
  if (!isMediaKey(key)) throw new Error(`invalid media key: ${key}`);
}

/** The file behind a key does not exist (deleted, or never stored). */
export class MediaNotFound extends Error {
  constructor(key: string) {
    super(`media not found: ${key}`);
    this.name = 'MediaNotFound';
  }
}

const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' };

/** The Content-Type a stored file is served with, by its extension. */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

/**
 * Answers a private stored file (a chat photo, report evidence, a photo under review): its type by
 * its key, never kept by a browser or a shared cache.
 */
export function sendPrivateFile(reply: FastifyReply, key: string, data: Buffer): FastifyReply {
  return reply
    .header('Content-Type', contentTypeOf(key))
    .header('Cache-Control', 'private, no-store')
    .send(data);
}

/**
 * A new unguessable key: 128 random bits, so knowing one file (say the blurred one, which
 * non-premium members see) says nothing about another. Sharded by the first two hex digits so no
 * folder grows past a few thousand files per 10^6 photos.
 */
export function newMediaKey(extension = 'webp'): string {
  const name = randomBytes(16).toString('hex');
  return `photos/${name.slice(0, 2)}/${name}.${extension}`;
}

/**
 * The key prefix of files kept for staff only (a rejected photo, for the history and an appeal):
 * under the same storage, never served at `/media/` and never named in a member's answer.
 */
export const WITHHELD_PREFIX = 'withheld/';

/** A new unguessable key for a file kept for staff only. */
export function newWithheldKey(extension = 'webp'): string {
  return `${WITHHELD_PREFIX}${newMediaKey(extension).slice('photos/'.length)}`;
}

/**
 * The key prefix of a report's evidence: copies of the reported member's photos as they were when
 * reported, so a moderator still sees them after the member deletes or replaces them. Staff only,
 * like the withheld files.
 */
export const EVIDENCE_PREFIX = 'evidence/';

/** A new unguessable key for a copy kept as a report's evidence. */
export function newEvidenceKey(extension = 'webp'): string {
  return `${EVIDENCE_PREFIX}${newMediaKey(extension).slice('photos/'.length)}`;
}

/** A key `/media/` may serve: a media key outside the withheld files and the evidence. */
export function isServedMediaKey(key: string): boolean {
  return isMediaKey(key) && !key.startsWith(WITHHELD_PREFIX) && !key.startsWith(EVIDENCE_PREFIX);
}

export class LocalStorage implements MediaStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** The file of a key, refusing anything that could leave the media folder. */
  private fileOf(key: string): string {
    assertMediaKey(key);
    const file = path.resolve(this.root, key);
    if (!file.startsWith(this.root + path.sep)) throw new Error(`invalid media key: ${key}`);
    return file;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // 'wx': never overwrite, a colliding key (2^-128) fails instead of replacing someone's photo.
    await writeFile(file, data, { flag: 'wx' });
  }

  async get(key: string): Promise<Buffer> {
    try {
      return await readFile(this.fileOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new MediaNotFound(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.fileOf(key), { force: true });
  }
}

/** The local media folder of a data directory, what static hosting serves at `/media/`. */
export const localMediaDir = (dataDir: string): string => path.join(dataDir, 'media');

/**
 * Deletes several keys without ever failing (used to clean up after an error or a commit): a file
 * left behind is only unreferenced, so it must not undo work that is already done. `onFailure`
 * hears of each key that could not be deleted, for a caller that should leave a trace of it.
 */
export async function deleteQuietly(
  storage: MediaStorage,
  keys: Iterable<string>,
  onFailure?: (key: string, error: unknown) => void,
): Promise<void> {
  await Promise.all([...keys].map((key) => storage.delete(key).catch((error) => onFailure?.(key, error))));
}

/** The stored files of one photo, under fresh unguessable names. */
export interface StoredPhotoFiles {
  filename: string;
  thumbFilename: string;
  matchFilename: string;
  cardFilename: string;
  blurredFilename: string;
  width: number;
  height: number;
}

/**
 * Stores a photo's variants under new random names. On failure nothing of it stays behind;
 * on success the caller owns the files (and removes them if its own later step fails).
 */
export async function storePhotoVariants(
  storage: MediaStorage,
  variants: Record<'full' | 'thumb' | 'match' | 'card' | 'blurred', Buffer> & {
    width: number;
    height: number;
  },
): Promise<StoredPhotoFiles> {
  const photo: StoredPhotoFiles = {
    filename: newMediaKey(),
    thumbFilename: newMediaKey(),
    matchFilename: newMediaKey(),
    cardFilename: newMediaKey(),
    blurredFilename: newMediaKey(),
    width: variants.width,
    height: variants.height,
  };
  const files: Array<[string, Buffer]> = [
    [photo.filename, variants.full],
    [photo.thumbFilename, variants.thumb],
    [photo.matchFilename, variants.match],
    [photo.cardFilename, variants.card],
    [photo.blurredFilename, variants.blurred],
  ];
  // Wait for every upload to settle before cleaning up: a put still retrying when another has
  // failed would otherwise land after the cleanup and leave an orphan object in the bucket.
  const results = await Promise.allSettled(files.map(([key, data]) => storage.put(key, data)));
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) {
    await deleteQuietly(
      storage,
      files.map(([key]) => key),
    );
    throw failure.reason;
  }
  return photo;
}
