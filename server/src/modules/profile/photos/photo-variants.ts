import sharp from 'sharp';

/** Longest side of the served photo. */
export const FULL_MAX_SIDE = 1600;
export const THUMB_SIDE = 300;
/** The match image: a 3:4 portrait card for the swipe game and the match modal. */
export const MATCH_WIDTH = 600;
export const MATCH_HEIGHT = 800;
/**
 * The card image: the match crop at grid size. A grid card is 150-290 CSS px wide, so 360 px
 * covers a phone's column up to about 2 device pixels per CSS pixel and a desktop's at 1; sharper
 * screens take the match image (the cards' `srcset`). Less than half of the match image's bytes.
 */
export const CARD_WIDTH = 360;
export const CARD_HEIGHT = 480;
/** Longest side of the blurred stand-in for a locked photo. */
export const BLURRED_MAX_SIDE = 600;
/** The blurred file is rebuilt from this few pixels: nothing of the face survives, at any zoom. */
const BLUR_SOURCE_SIDE = 16;

export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
  channels: 3;
}

export interface PhotoVariants {
  full: Buffer;
  thumb: Buffer;
  match: Buffer;
  card: Buffer;
  blurred: Buffer;
  width: number;
  height: number;
}

const fromRaw = (image: RawImage) =>
  sharp(image.data, { raw: { width: image.width, height: image.height, channels: image.channels } });

/**
 * The five served files of one photo, all WebP and all without metadata (sharp writes none
 * unless asked): the photo (at most 1600 px), a 300×300 thumbnail, a 600×800 match card and its
 * 360×480 grid size, all cropped to the interesting part, and a blurred version of about 600 px
 * sent instead of a locked photo to non-premium viewers.
 */
export async function renderVariants(image: RawImage): Promise<PhotoVariants> {
  const scale = Math.min(1, BLURRED_MAX_SIDE / Math.max(image.width, image.height));
  const blurredWidth = Math.max(1, Math.round(image.width * scale));
  const blurredHeight = Math.max(1, Math.round(image.height * scale));
  const tiny = await fromRaw(image)
    .resize(BLUR_SOURCE_SIDE, BLUR_SOURCE_SIDE, { fit: 'inside' })
    .raw()
    .toBuffer({
      resolveWithObject: true,
    });
  // Smoothed at a tenth of the final size, then enlarged: as soft as a wide Gaussian blur at the
  // full size, for a fraction of its cost.
  const soft = await sharp(tiny.data, {
    raw: { width: tiny.info.width, height: tiny.info.height, channels: 3 },
  })
    .resize(Math.max(1, Math.round(blurredWidth / 10)), Math.max(1, Math.round(blurredHeight / 10)), {
      fit: 'fill',
      kernel: 'cubic',
    })
    .blur(1.2)
    .raw()
    .toBuffer({ resolveWithObject: true });
  // WebP effort 2 of 6 everywhere: half the CPU of the default for files a few percent larger.
  const [full, thumb, match, card, blurred] = await Promise.all([
    fromRaw(image).webp({ quality: 82, effort: 2 }).toBuffer(),
    fromRaw(image)
      .resize(THUMB_SIDE, THUMB_SIDE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 75, effort: 2 })
      .toBuffer(),
    fromRaw(image)
      .resize(MATCH_WIDTH, MATCH_HEIGHT, { fit: 'cover', position: 'attention' })
      .webp({ quality: 80, effort: 2 })
      .toBuffer(),
    fromRaw(image)
      .resize(CARD_WIDTH, CARD_HEIGHT, { fit: 'cover', position: 'attention' })
      .webp({ quality: 78, effort: 2 })
      .toBuffer(),
    sharp(soft.data, { raw: { width: soft.info.width, height: soft.info.height, channels: 3 } })
      .resize(blurredWidth, blurredHeight, { fit: 'fill', kernel: 'cubic' })
      .webp({ quality: 60, effort: 2 })
      .toBuffer(),
  ]);
  return { full, thumb, match, card, blurred, width: image.width, height: image.height };
}
