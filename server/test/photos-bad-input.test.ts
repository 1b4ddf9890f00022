import { PHOTO_MAX_BYTES } from '@amora/contracts';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../src/test-support/test-app.js';
import { call } from './account-helpers.js';
import { loginCookie } from './helpers.js';
import {
  demoUserId,
  filesUnder,
  mediaDir,
  photoFile,
  photoRows,
  pngBomb,
  setPremium,
  tmpDir,
  upload,
  type UploadFile,
} from './photos-fixtures.js';

const NOT_IMAGE = 'This file is not a photo we can use. Upload a JPEG, PNG or WebP image.';
const TOO_LARGE = 'This photo is too large. Upload a photo of at most 15 MB.';
const TOO_MANY_PIXELS = 'This photo has too many pixels. Upload a photo of at most 40 megapixels.';
const TOO_SMALL = 'This photo is too small. Upload a photo of at least 200 × 200 pixels.';
const PHP = Buffer.from('<?php system($_GET["cmd"]); ?>\n');
const JFIF_HEADER = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01,
  0x00, 0x00,
]);

/** An ISO-BMFF box: 32-bit size, four-letter type, body. */
function isoBox(type: string, body: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/**
 * The start of an iPhone photo: an `ftyp` box with the `heic` brand, then media data. Boxes laid
 * end to end, so it passes the container check and reaches the decoder, which cannot read HEIC.
 */
const HEIC = Buffer.concat([
  isoBox('ftyp', Buffer.from('heic\0\0\0\0mif1heic', 'latin1')),
  isoBox('mdat', Buffer.alloc(64, 0x5a)),
]);

/** A JPEG with a comment segment (COM, 0xFFFE) inserted right after its start marker. */
function withJpegComment(jpeg: Buffer, text: string): Buffer {
  const body = Buffer.from(text, 'latin1');
  const segment = Buffer.concat([
    Buffer.from([0xff, 0xfe, (body.length + 2) >> 8, (body.length + 2) & 0xff]),
    body,
  ]);
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
}

describe('bad uploads are refused with a clear message and leave nothing behind', () => {
  let t: TestApp;
  let cookie: string;
  let userId: number;
  let jpeg: Buffer;
  let png: Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    cookie = await loginCookie(t.app);
    userId = await demoUserId(t);
    await setPremium(t, userId, false);
    jpeg = await photoFile(1, 'jpeg');
    png = await photoFile(2, 'png');
  });
  afterAll(async () => t.app.close());

  async function expectRefused(files: UploadFile[], message: string, status = 400) {
    const response = await upload(t.app, cookie, files);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error: 'photo_invalid', message });
    expect(await photoRows(t, userId)).toEqual([]);
    expect(filesUnder(mediaDir(t))).toEqual([]);
    expect(filesUnder(tmpDir(t))).toEqual([]);
  }

  const cases: Array<[string, () => Buffer | Promise<Buffer>, string]> = [
    ['a text file', () => Buffer.from('just some notes\n'.repeat(100)), NOT_IMAGE],
    [
      'an HTML page',
      () => Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
      NOT_IMAGE,
    ],
    ['a PHP script behind a JPEG header', () => Buffer.concat([JFIF_HEADER, PHP]), NOT_IMAGE],
    ['a PHP script behind a GIF header', () => Buffer.concat([Buffer.from('GIF89a'), PHP]), NOT_IMAGE],
    ['a JPEG with a script appended', () => Buffer.concat([jpeg, PHP]), NOT_IMAGE],
    [
      'a PNG with HTML appended',
      () => Buffer.concat([png, Buffer.from('<html><script>alert(1)</script></html>')]),
      NOT_IMAGE,
    ],
    ['a JPEG with PHP in a comment segment', () => withJpegComment(jpeg, '<?php echo 1; ?>'), NOT_IMAGE],
    ['a truncated JPEG', () => jpeg.subarray(0, Math.floor(jpeg.length * 0.6)), NOT_IMAGE],
    ['a truncated PNG', () => png.subarray(0, png.length - 200), NOT_IMAGE],
    [
      'an SVG',
      () =>
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400"/></svg>',
        ),
      NOT_IMAGE,
    ],
    [
      'a GIF',
      () =>
        sharp({ create: { width: 300, height: 300, channels: 3, background: '#f00' } })
          .gif()
          .toBuffer(),
      NOT_IMAGE,
    ],
    [
      'a TIFF',
      () =>
        sharp({ create: { width: 300, height: 300, channels: 3, background: '#f00' } })
          .tiff()
          .toBuffer(),
      NOT_IMAGE,
    ],
    ['a HEIC photo (ftyp heic), which the image library cannot decode', () => HEIC, NOT_IMAGE],
    ['an empty file', () => Buffer.alloc(0), NOT_IMAGE],
    ['a 20000×20000 PNG bomb', () => pngBomb(), TOO_MANY_PIXELS],
    [
      'a photo smaller than 200 px on one side',
      () => photoFile(3, 'jpeg', { width: 640, height: 199 }),
      TOO_SMALL,
    ],
  ];

  it.each(cases)('%s', async (_name, make, message) => {
    await expectRefused([{ data: await make() }], message);
  });

  it('a file over the byte cap, stopped while streaming', async () => {
    const huge = Buffer.alloc(PHOTO_MAX_BYTES + 1, 0x41);
    JFIF_HEADER.copy(huge);
    await expectRefused([{ data: huge }], TOO_LARGE);
  });

  it('a batch with one bad file stores none of the good ones', async () => {
    await expectRefused([{ data: jpeg }, { data: Buffer.concat([png, PHP]) }], NOT_IMAGE);
  });

  it('a request without a photo field, or not multipart at all', async () => {
    await expectRefused([{ data: jpeg, field: 'document' }], NOT_IMAGE);
    const json = await call(t.app, 'POST', '/api/photos.php', { photo: 'x' }, { cookie });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ error: 'unsupported_media_type' });
  });

  it('judges by content, never by the declared name or type', async () => {
    await expectRefused(
      [{ data: Buffer.concat([JFIF_HEADER, PHP]), filename: 'me.jpg', contentType: 'image/jpeg' }],
      NOT_IMAGE,
    );
    const response = await upload(t.app, cookie, [
      { data: png, filename: 'shell.php', contentType: 'text/x-php' },
    ]);
    expect(response.statusCode).toBe(200);
    const [row] = await photoRows(t, userId);
    expect(row!.filename).toMatch(/^photos\/[0-9a-f]{2}\/[0-9a-f]{32}\.webp$/);
    await call(t.app, 'DELETE', `/api/photos.php?id=${row!.id}`, undefined, { cookie });
  });

  it('other endpoints still refuse multipart bodies', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/user.php',
      headers: { cookie, 'x-request-type': 'client', 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ error: 'unsupported_media_type' });
  });
});
