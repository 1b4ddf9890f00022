import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { landerImages, staffAudit } from '../src/db/schema.js';
import { LANDER_IMAGE_MAX_BYTES } from '../src/modules/landers/lander-images.js';
import { createTestApp, type TestApp } from '../src/test-support/test-app.js';
import { aVariant } from './landers-helpers.js';
import { multipartBody, type UploadFile } from './photos-fixtures.js';
import { addStaff, fakeClock, lastAudit, staffCall, staffCookie } from './staff-helpers.js';

/*
 * The variant editor's image upload (`POST /api/staff/landers/images`): stored as the admin
 * upload stores it, under the marketer's name in the audit log, and nothing stored for a file
 * that is no image. On PGlite, and on PostgreSQL when DATABASE_URL is set.
 */

let t: TestApp;
let marketer: number;
let moderator: number;

beforeAll(async () => {
  t = await createTestApp({ memberCount: 0 });
  fakeClock(t, Date.parse('2026-03-10T12:00:00.000Z'));
  marketer = (await addStaff(t, ['marketer'])).id;
  moderator = (await addStaff(t, ['moderator'])).id;
});
afterAll(() => t.app.close());

async function uploadAs(staffId: number, files: UploadFile[]) {
  const { payload, contentType } = multipartBody(files);
  return t.app.inject({
    method: 'POST',
    url: '/api/staff/landers/images',
    headers: {
      cookie: await staffCookie(t, staffId),
      'x-request-type': 'client',
      'content-type': contentType,
    },
    payload,
  });
}

const aPng = (width = 1600, height = 900) =>
  sharp({ create: { width, height, channels: 3, background: '#3a6' } })
    .png()
    .toBuffer();

async function storedImages(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(landerImages);
  return Number(row?.n ?? 0);
}

async function uploadAudits(): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(staffAudit)
    .where(eq(staffAudit.action, 'lander.image_uploaded'));
  return Number(row?.n ?? 0);
}

describe('images uploaded from the variant editor', () => {
  it('stores the image as WebP, answers its size and URL, and audits it under the marketer', async () => {
    const response = await uploadAs(marketer, [
      { field: 'image', data: await aPng(), filename: 'hero.png', contentType: 'image/png' },
    ]);
    expect(response.statusCode).toBe(200);
    const { file, width, height, url } = response.json();
    expect(file).toMatch(/^landers\/[0-9a-f]{2}\/[0-9a-f]{32}\.webp$/);
    expect([width, height]).toEqual([1200, 675]);
    expect(url).toMatch(new RegExp(`${file.replace(/[./]/g, '\\$&')}$`));
    expect((await sharp(await t.app.ctx.media.get(file)).metadata()).format).toBe('webp');
    expect(await lastAudit(t)).toMatchObject({
      action: 'lander.image_uploaded',
      staffId: marketer,
      targetType: 'lander_image',
      targetId: file,
      after: { width: 1200, height: 675 },
    });

    // The variant names it, and the console's list says where its thumbnail is.
    const published = await staffCall(
      t,
      marketer,
      'POST',
      '/api/staff/landers',
      aVariant({ key: 'with-image', images: [{ file, alt: 'A sunset' }] }),
    );
    expect(published.statusCode).toBe(200);
    const list = await staffCall(t, marketer, 'GET', '/api/staff/landers');
    const variant = list.json().variants.find((v: { key: string }) => v.key === 'with-image');
    expect(variant.images).toEqual([{ file, alt: 'A sunset', url }]);
  });

  it('refuses staff without the marketer role before reading the file', async () => {
    const before = await storedImages();
    const response = await uploadAs(moderator, [{ field: 'image', data: await aPng(400, 300) }]);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('staff_forbidden');
    expect(await storedImages()).toBe(before);
  });

  it.each([
    ['a file that is no image', [{ field: 'image', data: Buffer.from('not an image at all') }], 400],
    ['an empty file', [{ field: 'image', data: Buffer.alloc(0) }], 400],
    ['no image field', [{ field: 'other', data: Buffer.from('x') }], 400],
    ['a file over the limit', [{ field: 'image', data: Buffer.alloc(LANDER_IMAGE_MAX_BYTES + 1024) }], 413],
  ])('refuses %s with a clear message and stores nothing', async (_label, files, status) => {
    const [images, audits] = [await storedImages(), await uploadAudits()];
    const response = await uploadAs(marketer, files);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toMatch(/photo/i);
    expect([await storedImages(), await uploadAudits()]).toEqual([images, audits]);
  });

  it('asks for a file when the body is JSON', async () => {
    const response = await staffCall(t, marketer, 'POST', '/api/staff/landers/images', { file: 'x' });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('Upload the photo as a file.');
  });
});
