import sharp from 'sharp';
import { storePhotoVariants, type MediaStorage, type StoredPhotoFiles } from '../plugins/storage/index.js';
import { renderVariants } from '../modules/profile/index.js';
import type { Random } from './random.js';

/** Size of a generated photo (portrait, like the profile cards). */
export const PHOTO_SIZE = { width: 480, height: 600 };

const PALETTES = [
  ['#f5a000', '#5a4fcf', '#ffe2a8'],
  ['#e0306d', '#2b2d6e', '#ffd0de'],
  ['#23864a', '#f2c14e', '#d9f2e2'],
  ['#3a86ff', '#ff006e', '#cfe1ff'],
  ['#8338ec', '#ffbe0b', '#eadcff'],
  ['#fb5607', '#1d3557', '#ffe0d1'],
] as const;

/**
 * An abstract portrait (a stylised head and shoulders over shapes), rendered from SVG at seed
 * time: demo members get varied photos without a photo of any real person.
 */
function portraitSvg(random: Random): string {
  const [a, b, light] = random.pick(PALETTES);
  const { width, height } = PHOTO_SIZE;
  const skin = random.pick(['#f1c9a5', '#e0ac69', '#c68642', '#8d5524', '#ffdbac', '#a0674b']);
  const hair = random.pick(['#2c1b10', '#6b4423', '#d6b370', '#b55239', '#1c1c1c', '#9e9e9e']);
  const circles = Array.from({ length: 6 }, () => {
    const r = random.int(30, 140);
    return `<circle cx="${random.int(0, width)}" cy="${random.int(0, height)}" r="${r}" fill="${random.pick([a, b, light])}" opacity="${(0.15 + random.next() * 0.35).toFixed(2)}"/>`;
  }).join('');
  const headY = random.int(230, 270);
  const hairStyle = random.chance(0.5)
    ? `<ellipse cx="240" cy="${headY - 30}" rx="${random.int(92, 120)}" ry="${random.int(80, 130)}" fill="${hair}"/>`
    : `<path d="M150 ${headY - 10} Q240 ${headY - 150} 330 ${headY - 10} Z" fill="${hair}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>${circles}
  <path d="M80 600 Q240 ${headY + 90} 400 600 Z" fill="${random.pick([a, b, '#ffffff', '#222222'])}"/>
  ${hairStyle}
  <ellipse cx="240" cy="${headY}" rx="78" ry="96" fill="${skin}"/>
</svg>`;
}

export type GeneratedPhoto = StoredPhotoFiles;

/**
 * The state the seed stores its own pictures in: shown and already reviewed. They are generated
 * here, not uploaded by anyone, so a fresh site's photo queue lists only members' new uploads.
 */
export function seededPhotoState(): { status: 'active'; reviewedAt: Date } {
  return { status: 'active', reviewedAt: new Date() };
}

/**
 * Renders one photo with the served variants of an upload (photo, thumbnail, match card,
 * blurred stand-in for locked photos) under random names, as the photo pipeline stores them.
 */
export async function generatePhoto(storage: MediaStorage, random: Random): Promise<GeneratedPhoto> {
  // Drawn before the first await: parallel calls then take the same random numbers on every run.
  const svg = Buffer.from(portraitSvg(random));
  const { data, info } = await sharp(svg)
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const variants = await renderVariants({ data, width: info.width, height: info.height, channels: 3 });
  return storePhotoVariants(storage, variants);
}
