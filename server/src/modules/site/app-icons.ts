import { BRAND_COLORS } from '@amora/contracts';
import sharp from 'sharp';

/**
 * The installed app's icons, drawn from the brand (the shell's logo is the site's name on the
 * brand colours; an icon has no room for a name, so it is the heart of the likes glyph on the
 * secondary colour). Every site shares them, so they are rendered once per server process, on
 * first request, and kept in memory (ADR 0067): no build step has sharp, the server has.
 */

/** The likes glyph of the shell's navigation (24×24 units). */
const HEART = 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z';

export interface AppIcon {
  file: string;
  size: number;
  purpose: 'any' | 'maskable' | 'monochrome';
}

/** The icons the manifest lists (and the service worker's notification badge), by file name. */
export const APP_ICONS: readonly AppIcon[] = [
  { file: 'icon-192.png', size: 192, purpose: 'any' },
  { file: 'icon-512.png', size: 512, purpose: 'any' },
  { file: 'icon-maskable-512.png', size: 512, purpose: 'maskable' },
  { file: 'apple-touch-icon.png', size: 180, purpose: 'any' },
  // Android shows the notification badge as a white silhouette: a heart on nothing.
  { file: 'badge-96.png', size: 96, purpose: 'monochrome' },
];

/**
 * The SVG of one icon. `any`: a rounded square (the platform adds nothing). `maskable`: full
 * bleed, the heart inside the central 80 % safe zone, since the platform cuts its own shape.
 */
export function iconSvg({ size, purpose }: AppIcon): string {
  const heartShare = purpose === 'maskable' ? 0.5 : purpose === 'monochrome' ? 0.9 : 0.62;
  const scale = (size * heartShare) / 16; // the heart spans about 16 of the glyph's 24 units
  const offset = size / 2 - 12 * scale;
  const heart = `<path d="${HEART}" fill="${BRAND_COLORS.onSecondary}" transform="translate(${offset} ${offset + scale}) scale(${scale})"/>`;
  if (purpose === 'monochrome')
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">${heart}</svg>`;
  const radius = purpose === 'maskable' ? 0 : size * 0.22;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" rx="${radius}" fill="${BRAND_COLORS.secondary}"/>${heart}</svg>`;
}

const rendered = new Map<string, Promise<Buffer>>();

/** The PNG of a listed icon, rendered once; undefined for any other name. */
export function appIconPng(file: string): Promise<Buffer> | undefined {
  const icon = APP_ICONS.find((candidate) => candidate.file === file);
  if (!icon) return undefined;
  let png = rendered.get(file);
  if (!png) {
    png = sharp(Buffer.from(iconSvg(icon)))
      .png({ compressionLevel: 9 })
      .toBuffer();
    // A failed render is tried again on the next request, not cached.
    png.catch(() => rendered.delete(file));
    rendered.set(file, png);
  }
  return png;
}
