import sharp from 'sharp';
import { isCleanContainer, jpegEnd } from '../src/modules/profile/photos/container-check.js';
import { differenceHash, hammingDistance } from '../src/modules/profile/photos/photo-hash.js';
import { PHOTO_LIMITS, PhotoRejected, processPhoto } from '../src/modules/profile/photos/photo-pipeline.js';
import { photoFile } from './photos-fixtures.js';

const plain = (width: number, height: number, options: { channels?: 3 | 4 } = {}) =>
  sharp({
    create: {
      width,
      height,
      channels: options.channels ?? 3,
      background: { r: 200, g: 120, b: 40, alpha: 0.5 },
    },
  });

async function rejection(input: Buffer, limits = PHOTO_LIMITS): Promise<string> {
  try {
    await processPhoto(input, limits);
  } catch (error) {
    if (error instanceof PhotoRejected) return error.messageKey;
    throw error;
  }
  return 'accepted';
}

describe('container checks', () => {
  it('finds the end of baseline and progressive JPEGs', async () => {
    for (const progressive of [false, true]) {
      const jpeg = await photoFile(1, 'jpeg', { plain: true }).then((b) =>
        sharp(b).jpeg({ progressive }).toBuffer(),
      );
      expect(jpegEnd(jpeg)).toBe(jpeg.length);
      expect(isCleanContainer(jpeg, 'image/jpeg')).toBe(true);
    }
  });

  it('allows what phones append to a JPEG (padding, further JPEG images) and nothing else', async () => {
    const jpeg = await photoFile(2, 'jpeg');
    expect(isCleanContainer(Buffer.concat([jpeg, Buffer.alloc(64)]), 'image/jpeg')).toBe(true);
    expect(isCleanContainer(Buffer.concat([jpeg, jpeg]), 'image/jpeg')).toBe(true);
    expect(isCleanContainer(Buffer.concat([jpeg, Buffer.from('MZ\x90\x00')]), 'image/jpeg')).toBe(false);
    expect(isCleanContainer(jpeg.subarray(0, jpeg.length - 10), 'image/jpeg')).toBe(false);
  });

  it.each(['png', 'webp', 'avif'] as const)(
    'accepts an exact %s and refuses one with bytes after it',
    async (format) => {
      const file = await photoFile(3, format, { plain: true });
      const mime = `image/${format}`;
      expect(isCleanContainer(file, mime)).toBe(true);
      expect(isCleanContainer(Buffer.concat([file, Buffer.from('x')]), mime)).toBe(false);
      expect(isCleanContainer(Buffer.concat([file, Buffer.from('<?php echo 1; ?>')]), mime)).toBe(false);
    },
  );

  it('refuses script openers anywhere, in any case', async () => {
    const png = await photoFile(4, 'png', { plain: true });
    for (const marker of ['<?PHP', '<Script', '<html>', '<!DOCTYPE', '<iframe'])
      expect(
        isCleanContainer(
          Buffer.concat([png.subarray(0, 8), Buffer.from(marker), png.subarray(8)]),
          'image/png',
        ),
      ).toBe(false);
    expect(isCleanContainer(png, 'image/gif')).toBe(false);
  });
});

describe('processPhoto', () => {
  it('renders a 1600 px photo, a 300×300 thumbnail and a ~600 px blurred version', async () => {
    const result = await processPhoto(await photoFile(5, 'jpeg', { width: 2400, height: 1800 }));
    expect({ width: result.width, height: result.height }).toEqual({ width: 1600, height: 1200 });
    expect(await sharp(result.thumb).metadata()).toMatchObject({ format: 'webp', width: 300, height: 300 });
    expect(await sharp(result.blurred).metadata()).toMatchObject({ format: 'webp', width: 600, height: 450 });
  });

  it('reads greyscale, CMYK, 16-bit with alpha and AVIF into plain sRGB', async () => {
    const inputs = [
      await plain(300, 300).greyscale().jpeg().toBuffer(),
      await plain(300, 300).toColourspace('cmyk').jpeg().toBuffer(),
      await plain(300, 300, { channels: 4 }).toColourspace('rgb16').png().toBuffer(),
      await plain(300, 300).avif().toBuffer(),
    ];
    for (const input of inputs) {
      const result = await processPhoto(input);
      const metadata = await sharp(result.full).metadata();
      expect(metadata).toMatchObject({ width: 300, height: 300, space: 'srgb', hasAlpha: false });
      expect(metadata.icc).toBeUndefined();
    }
  });

  it('applies the byte, pixel and side limits it is given', async () => {
    const photo = await photoFile(6, 'png', { width: 640, height: 480, plain: true });
    expect(await rejection(photo, { ...PHOTO_LIMITS, maxBytes: photo.length - 1 })).toBe(
      'errors.photoTooLarge',
    );
    expect(await rejection(photo, { ...PHOTO_LIMITS, maxPixels: 640 * 480 - 1 })).toBe(
      'errors.photoTooManyPixels',
    );
    expect(await rejection(photo, { ...PHOTO_LIMITS, minSide: 481 })).toBe('errors.photoTooSmall');
    expect(await rejection(photo, { ...PHOTO_LIMITS, minSide: 480 })).toBe('accepted');
  });

  it('refuses a file whose content does not match the format libvips reads', async () => {
    const webp = await photoFile(7, 'webp', { plain: true });
    // A RIFF/WEBP header around PNG data: sniffed as WebP, not decodable as one.
    const png = await photoFile(7, 'png', { plain: true });
    const fake = Buffer.concat([webp.subarray(0, 12), png]);
    fake.writeUInt32LE(fake.length - 8, 4);
    expect(await rejection(fake)).toBe('errors.photoNotImage');
  });
});

describe('difference hash', () => {
  it('is stable under re-encoding and resizing, and tells different pictures apart', async () => {
    const a = await photoFile(8, 'jpeg', { plain: true });
    const b = await photoFile(9, 'jpeg', { plain: true });
    const hashA = await differenceHash(a);
    expect(hashA).toMatch(/^[0-9a-f]{16}$/);
    const copy = await sharp(a).resize(300).webp({ quality: 50 }).toBuffer();
    expect(hammingDistance(hashA, await differenceHash(copy))).toBeLessThanOrEqual(6);
    expect(hammingDistance(hashA, await differenceHash(b))).toBeGreaterThan(6);
    expect(hammingDistance('0000000000000000', 'ffffffffffffffff')).toBe(64);
  });
});
