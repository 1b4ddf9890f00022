import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { photos, users } from '../src/db/schema.js';
import type { TestApp } from '../src/test-support/test-app.js';
import { DEMO } from './helpers.js';

export interface UploadFile {
  data: Buffer;
  filename?: string;
  contentType?: string;
  field?: string;
}

/** A multipart/form-data body as a browser sends it. */
export function multipartBody(files: UploadFile[]): { payload: Buffer; contentType: string } {
  const boundary = `----amora${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  files.forEach((file, i) => {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'photo'}"; ` +
          `filename="${file.filename ?? `photo${i}.jpg`}"\r\nContent-Type: ${file.contentType ?? 'image/jpeg'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  });
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export function upload(
  app: FastifyInstance,
  cookie: string,
  files: UploadFile[],
): Promise<LightMyRequestResponse> {
  const { payload, contentType } = multipartBody(files);
  return app.inject({
    method: 'POST',
    url: '/api/photos.php',
    headers: { cookie, 'x-request-type': 'client', 'content-type': contentType },
    payload,
  });
}

/** A photo-like picture (gradient and shapes placed by `seed`), so each seed has its own dHash. */
export function pictureSvg(seed: number, width = 640, height = 480): Buffer {
  let state = seed * 7919 + 17;
  const next = () => {
    state = (state * 48271) % 2147483647;
    return state / 2147483647;
  };
  const shapes = Array.from({ length: 8 }, () => {
    const hue = Math.floor(next() * 360);
    return `<circle cx="${Math.floor(next() * width)}" cy="${Math.floor(next() * height)}" r="${20 + Math.floor(next() * width * 0.3)}" fill="hsl(${hue},70%,${30 + Math.floor(next() * 40)}%)"/>`;
  }).join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${seed * 47},60%,80%)"/><stop offset="1" stop-color="hsl(${seed * 91},60%,20%)"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#g)"/>${shapes}</svg>`,
  );
}

/** EXIF a phone writes, with GPS (Amsterdam) and a text that must never be served. */
export const SECRET_DESCRIPTION = 'SECRET-EXIF-TEXT';
const EXIF = {
  IFD0: { Make: 'TestPhone', Model: 'X1', ImageDescription: SECRET_DESCRIPTION, Copyright: 'Someone' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '52/1 22/1 1234/100',
    GPSLongitudeRef: 'E',
    GPSLongitude: '4/1 53/1 5678/100',
  },
};

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'avif';

/** A test photo in a format, with EXIF + GPS + an ICC profile unless `plain`. */
export async function photoFile(
  seed: number,
  format: ImageFormat = 'jpeg',
  options: { width?: number; height?: number; plain?: boolean; orientation?: number } = {},
): Promise<Buffer> {
  let image = sharp(pictureSvg(seed, options.width, options.height)).flatten({ background: '#fff' });
  if (!options.plain) image = image.withExif(EXIF).withIccProfile('p3');
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image.toFormat(format).toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a valid 20000×20000 PNG (400 megapixels, 1-bit grey, all black) that is
 * about 50 kB on the wire.
 */
export function pngBomb(side = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(1, 8); // bit depth 1
  header.writeUInt8(0, 9); // greyscale
  const rowBytes = 1 + Math.ceil(side / 8);
  const pixels = deflateSync(Buffer.alloc(rowBytes * side), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Every file under a folder (relative paths); [] when it does not exist. */
export function filesUnder(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full).map((f) => path.join(name, f)) : [name];
  });
}

export const mediaDir = (t: TestApp) => path.join(t.config.dataDir, 'media');
export const tmpDir = (t: TestApp) => path.join(t.config.dataDir, 'tmp');

export async function demoUserId(t: TestApp): Promise<number> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.email));
  if (!row) throw new Error('no demo member');
  return row.id;
}

export async function setPremium(t: TestApp, userId: number, paid: boolean): Promise<void> {
  await t.database.db.update(users).set({ paidUser: paid }).where(eq(users.id, userId));
}

export async function photoRows(t: TestApp, userId: number) {
  return t.database.db.select().from(photos).where(eq(photos.userId, userId));
}
