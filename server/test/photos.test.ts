import { readFileSync } from 'node:fs';
import path from 'node:path';
import { OwnPhotosResponseSchema, type OwnPhotosResponse } from '@amora/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { pendingMediaDeletes, photos, removedPhotoHashes, users } from '../src/db/schema.js';
import { createTestApp, type TestApp } from '../src/test-support/test-app.js';
import { call } from './account-helpers.js';
import { loginCookie, otherMemberEmail } from './helpers.js';
import {
  SECRET_DESCRIPTION,
  demoUserId,
  filesUnder,
  mediaDir,
  photoFile,
  photoRows,
  setPremium,
  tmpDir,
  upload,
  type ImageFormat,
} from './photos-fixtures.js';

const KEY = /^\/media\/photos\/[0-9a-f]{2}\/[0-9a-f]{32}\.webp$/;

/** Sharpest step between neighbouring grey pixels at 300 px wide: edges jump, a blurred picture glides. */
async function sharpestStep(file: Buffer): Promise<number> {
  const { data, info } = await sharp(file)
    .greyscale()
    .resize(300)
    .raw()
    .toBuffer({ resolveWithObject: true });
  let max = 0;
  for (let y = 0; y < info.height; y++)
    for (let x = 1; x < info.width; x++)
      max = Math.max(max, Math.abs((data[y * info.width + x] ?? 0) - (data[y * info.width + x - 1] ?? 0)));
  return max;
}

describe('own photos (/api/photos.php)', () => {
  let t: TestApp;
  let cookie: string;
  let userId: number;
  const fileOf = (url: string) => path.join(mediaDir(t), url.replace(/^\/media\//, ''));
  const list = async (): Promise<OwnPhotosResponse> => {
    const response = await call(t.app, 'GET', '/api/photos.php', undefined, { cookie });
    expect(response.statusCode).toBe(200);
    return OwnPhotosResponseSchema.parse(response.json());
  };

  beforeAll(async () => {
    t = await createTestApp();
    cookie = await loginCookie(t.app);
    userId = await demoUserId(t);
  });
  afterAll(async () => t.app.close());
  beforeEach(async () => {
    for (const photo of (await list()).photos)
      await call(t.app, 'DELETE', `/api/photos.php?id=${photo.id}`, undefined, { cookie });
    await setPremium(t, userId, false);
  });

  it('needs a login', async () => {
    const response = await call(t.app, 'GET', '/api/photos.php');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'authentication_required' });
    const post = await upload(t.app, '', [{ data: await photoFile(1) }]);
    expect(post.statusCode).toBe(403);
  });

  it.each<ImageFormat>(['jpeg', 'png', 'webp'])(
    'stores a %s with EXIF and GPS as clean WebP files: photo, thumbnail, blurred',
    async (format) => {
      const original = await photoFile(10, format);
      expect((await sharp(original).metadata()).exif).toBeDefined();
      const response = await upload(t.app, cookie, [{ data: original }]);
      expect(response.statusCode).toBe(200);
      const body = OwnPhotosResponseSchema.parse(response.json());
      expect(body.limit).toBe(3);
      expect(body.photos).toHaveLength(1);
      const [photo] = body.photos;
      expect(photo).toMatchObject({ status: 'active', is_main: true, position: 0 });
      expect(photo!.url).toMatch(KEY);
      expect(photo!.thumb_url).toMatch(KEY);

      const [row] = await photoRows(t, userId);
      const served = [
        row!.filename,
        row!.thumbFilename,
        row!.matchFilename!,
        row!.cardFilename!,
        row!.blurredFilename!,
      ];
      expect(new Set(served).size).toBe(5);
      for (const key of served) {
        const file = readFileSync(path.join(mediaDir(t), key));
        const metadata = await sharp(file).metadata();
        expect(metadata.format).toBe('webp');
        expect(metadata.exif).toBeUndefined();
        expect(metadata.icc).toBeUndefined();
        expect(metadata.xmp).toBeUndefined();
        expect(file.includes('GPS')).toBe(false);
        expect(file.includes(SECRET_DESCRIPTION)).toBe(false);
      }
      const full = readFileSync(fileOf(photo!.url));
      expect(await sharp(full).metadata()).toMatchObject({ width: 640, height: 480 });
      expect(await sharp(readFileSync(fileOf(photo!.thumb_url))).metadata()).toMatchObject({
        width: 300,
        height: 300,
      });
      const match = readFileSync(path.join(mediaDir(t), row!.matchFilename!));
      expect(await sharp(match).metadata()).toMatchObject({ width: 600, height: 800 });
      const me = (await call(t.app, 'GET', '/api/user.php', undefined, { cookie })).json().user;
      expect(me.profile.main_image.match).toBe(`/media/${row!.matchFilename}`);
      // The grid's size of the same crop: a third of the pixels, fewer bytes.
      const card = readFileSync(path.join(mediaDir(t), row!.cardFilename!));
      expect(await sharp(card).metadata()).toMatchObject({ width: 360, height: 480 });
      expect(card.length).toBeLessThan(match.length);
      expect(me.profile.main_image.card).toBe(`/media/${row!.cardFilename}`);
      const blurred = readFileSync(path.join(mediaDir(t), row!.blurredFilename!));
      expect(await sharp(blurred).metadata()).toMatchObject({ width: 600, height: 450 });
      expect(await sharpestStep(blurred)).toBeLessThan((await sharpestStep(full)) / 4);
      expect(row).toMatchObject({ width: 640, height: 480, status: 'active' });
      expect(row!.phash).toMatch(/^[0-9a-f]{16}$/);
      expect(filesUnder(tmpDir(t))).toEqual([]);
    },
  );

  it('turns a photo upright by its EXIF orientation', async () => {
    const response = await upload(t.app, cookie, [{ data: await photoFile(11, 'jpeg', { orientation: 6 }) }]);
    expect(response.statusCode).toBe(200);
    const [photo] = OwnPhotosResponseSchema.parse(response.json()).photos;
    expect(await sharp(readFileSync(fileOf(photo!.url))).metadata()).toMatchObject({
      width: 480,
      height: 640,
    });
  });

  it('scales big photos down to 1600 px and keeps small ones as they are', async () => {
    const response = await upload(t.app, cookie, [
      { data: await photoFile(12, 'jpeg', { width: 3200, height: 2400, plain: true }) },
      { data: await photoFile(13, 'png', { width: 200, height: 260, plain: true }) },
    ]);
    expect(response.statusCode).toBe(200);
    const [big, small] = OwnPhotosResponseSchema.parse(response.json()).photos;
    expect(await sharp(readFileSync(fileOf(big!.url))).metadata()).toMatchObject({
      width: 1600,
      height: 1200,
    });
    expect(await sharp(readFileSync(fileOf(small!.url))).metadata()).toMatchObject({
      width: 200,
      height: 260,
    });
  });

  it('keeps a free member at 3 photos: the 4th is refused with 409 and stored nowhere', async () => {
    const first = await upload(t.app, cookie, [{ data: await photoFile(20) }, { data: await photoFile(21) }]);
    expect(first.statusCode).toBe(200);
    expect((await upload(t.app, cookie, [{ data: await photoFile(22) }])).statusCode).toBe(200);
    const filesBefore = filesUnder(mediaDir(t)).sort();
    const fourth = await upload(t.app, cookie, [{ data: await photoFile(23) }]);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toEqual({
      error: 'photo_limit',
      message:
        'You have reached the maximum number of photos (3). Delete a photo first, or go premium for up to 25.',
    });
    expect(await photoRows(t, userId)).toHaveLength(3);
    expect(filesUnder(mediaDir(t)).sort()).toEqual(filesBefore);
  });

  it('refuses a whole batch that would pass the limit, before storing any of it', async () => {
    expect((await upload(t.app, cookie, [{ data: await photoFile(24) }])).statusCode).toBe(200);
    const filesBefore = filesUnder(mediaDir(t)).sort();
    const batch = await Promise.all([25, 26, 27].map(async (seed) => ({ data: await photoFile(seed) })));
    const response = await upload(t.app, cookie, batch);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'photo_limit' });
    expect(await photoRows(t, userId)).toHaveLength(1);
    expect(filesUnder(mediaDir(t)).sort()).toEqual(filesBefore);
    expect(filesUnder(tmpDir(t))).toEqual([]);
  });

  it('lets a premium member keep more photos, up to 25', async () => {
    await setPremium(t, userId, true);
    const batch = await Promise.all(
      [30, 31, 32, 33, 34].map(async (seed) => ({ data: await photoFile(seed, 'webp') })),
    );
    const response = await upload(t.app, cookie, batch);
    expect(response.statusCode).toBe(200);
    const body = OwnPhotosResponseSchema.parse(response.json());
    expect(body.limit).toBe(25);
    expect(body.photos.map((p) => p.position)).toEqual([0, 1, 2, 3, 4]);
    expect(body.photos.filter((p) => p.is_main)).toHaveLength(1);
    expect(body.photos[0]!.is_main).toBe(true);
  });

  it('reorders the photos and sets the main photo', async () => {
    await upload(t.app, cookie, [
      { data: await photoFile(40) },
      { data: await photoFile(41) },
      { data: await photoFile(42) },
    ]);
    const [a, b, c] = (await list()).photos.map((p) => p.id);
    const response = await call(
      t.app,
      'PUT',
      '/api/photos.php',
      { order: [c, a, b], main_id: b },
      { cookie },
    );
    expect(response.statusCode).toBe(200);
    const body = OwnPhotosResponseSchema.parse(response.json());
    expect(body.photos.map((p) => [p.id, p.position, p.is_main])).toEqual([
      [c, 0, false],
      [a, 1, false],
      [b, 2, true],
    ]);
    // The member's own user payload names the new main photo.
    const user = (await call(t.app, 'GET', '/api/user.php', undefined, { cookie })).json();
    const [mainRow] = await t.database.db.select().from(photos).where(eq(photos.id, b!));
    expect(user.user.profile.main_image.filename).toBe(mainRow!.filename);
  });

  it('refuses an order that is not exactly the own photos, and a main photo of someone else', async () => {
    await upload(t.app, cookie, [{ data: await photoFile(43) }, { data: await photoFile(44) }]);
    const [a, b] = (await list()).photos.map((p) => p.id);
    const [other] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, await otherMemberEmail(t)));
    const [foreign] = await t.database.db
      .insert(photos)
      .values({ userId: other!.id, filename: 'photos/00/x.webp', thumbFilename: 'photos/00/y.webp' })
      .returning();
    for (const body of [
      { order: [a] },
      { order: [a, b, b] },
      { order: [a, foreign!.id] },
      { order: [a, b, 999999] },
    ]) {
      const response = await call(t.app, 'PUT', '/api/photos.php', body, { cookie });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'validation_failed',
        fields: { order: 'This value is not valid.' },
      });
    }
    const main = await call(t.app, 'PUT', '/api/photos.php', { main_id: foreign!.id }, { cookie });
    expect(main.statusCode).toBe(400);
    expect(main.json()).toMatchObject({ fields: { main_id: 'This value is not valid.' } });
    expect(
      (await call(t.app, 'DELETE', `/api/photos.php?id=${foreign!.id}`, undefined, { cookie })).statusCode,
    ).toBe(404);
    const unknown = await call(t.app, 'PUT', '/api/photos.php', { order: [a, b], extra: 1 }, { cookie });
    expect(unknown.statusCode).toBe(400);
    await t.database.db.delete(photos).where(eq(photos.id, foreign!.id));
  });

  it('deletes a photo with its files; the next one becomes main', async () => {
    await upload(t.app, cookie, [{ data: await photoFile(45) }, { data: await photoFile(46) }]);
    const before = await photoRows(t, userId);
    const main = before.find((p) => p.isMain)!;
    const response = await call(t.app, 'DELETE', `/api/photos.php?id=${main.id}`, undefined, { cookie });
    expect(response.statusCode).toBe(200);
    const body = OwnPhotosResponseSchema.parse(response.json());
    expect(body.photos).toHaveLength(1);
    expect(body.photos[0]!.is_main).toBe(true);
    const remaining = filesUnder(mediaDir(t)).map((f) => `photos/${f.split(path.sep).slice(-2).join('/')}`);
    const deleted = [
      main.filename,
      main.thumbFilename,
      main.matchFilename,
      main.cardFilename,
      main.blurredFilename,
    ];
    expect(deleted.every(Boolean)).toBe(true);
    for (const key of deleted) expect(remaining).not.toContain(key);
    expect(
      (await call(t.app, 'DELETE', `/api/photos.php?id=${main.id}`, undefined, { cookie })).statusCode,
    ).toBe(404);
    expect((await call(t.app, 'DELETE', '/api/photos.php?id=abc', undefined, { cookie })).statusCode).toBe(
      400,
    );
  });

  it('deletes the photo even when the storage fails a file: that file is recorded for the retry job', async () => {
    await upload(t.app, cookie, [{ data: await photoFile(47) }]);
    const [photo] = await photoRows(t, userId);
    const stuck = photo!.thumbFilename;
    const storageDelete = t.app.ctx.media.delete.bind(t.app.ctx.media);
    const failing = jest.spyOn(t.app.ctx.media, 'delete').mockImplementation(async (key) => {
      if (key === stuck) throw new Error('storage unavailable');
      await storageDelete(key);
    });
    try {
      const response = await call(t.app, 'DELETE', `/api/photos.php?id=${photo!.id}`, undefined, { cookie });

      expect(response.statusCode).toBe(200);
      expect(OwnPhotosResponseSchema.parse(response.json()).photos).toEqual([]);
      const pending = await t.database.db
        .select()
        .from(pendingMediaDeletes)
        .where(eq(pendingMediaDeletes.key, stuck));
      expect(pending).toHaveLength(1);
      expect(pending[0]!.lastError).toContain('storage unavailable');
      // Only the file that failed waits; the others went at once.
      const others = await t.database.db.select().from(pendingMediaDeletes);
      expect(others.map((row) => row.key)).toEqual([stuck]);
    } finally {
      failing.mockRestore();
      await t.database.db.delete(pendingMediaDeletes);
    }
  });

  it('refuses a photo moderators removed before, even re-encoded, and keeps nothing of it', async () => {
    const original = await photoFile(50);
    expect((await upload(t.app, cookie, [{ data: original }])).statusCode).toBe(200);
    const [row] = await photoRows(t, userId);
    await call(t.app, 'DELETE', `/api/photos.php?id=${row!.id}`, undefined, { cookie });
    await t.database.db.insert(removedPhotoHashes).values({ phash: row!.phash! });
    const filesBefore = filesUnder(mediaDir(t)).sort();

    const smallerCopy = await sharp(original).resize(500).jpeg({ quality: 60 }).toBuffer();
    for (const data of [original, smallerCopy]) {
      const response = await upload(t.app, cookie, [{ data }]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'photo_invalid',
        message: 'This photo was removed before and cannot be uploaded again.',
      });
    }
    expect(await photoRows(t, userId)).toHaveLength(0);
    expect(filesUnder(mediaDir(t)).sort()).toEqual(filesBefore);
    // A different picture is fine.
    expect((await upload(t.app, cookie, [{ data: await photoFile(51) }])).statusCode).toBe(200);
    await t.database.db.delete(removedPhotoHashes);
  });

  it('answers in the member’s language', async () => {
    await upload(t.app, cookie, [
      { data: await photoFile(60) },
      { data: await photoFile(61) },
      { data: await photoFile(62) },
    ]);
    await call(t.app, 'PUT', '/api/user.php', { language: 'de' }, { cookie });
    const response = await upload(t.app, cookie, [{ data: await photoFile(63) }]);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('(3)');
    expect(response.json().message).not.toContain('You have reached');
    await call(t.app, 'PUT', '/api/user.php', { language: 'en' }, { cookie });
  });
});
