import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { REPO_ROOT } from './environment';

/** sharp comes with the server; the journeys use it to make real photos to upload. */
const requireFromServer = createRequire(path.join(REPO_ROOT, 'server', 'package.json'));
const sharp = requireFromServer('sharp') as typeof import('sharp').default;

/** A real JPEG of a solid colour with a little pattern (so no two look alike). */
export async function aJpeg(
  name: string,
  hue: number,
): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const width = 640;
  const height = 800;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="hsl(${hue},70%,55%)"/>
    <circle cx="${200 + hue}" cy="300" r="140" fill="hsl(${(hue + 120) % 360},70%,40%)"/>
    <rect x="80" y="520" width="${300 + hue}" height="120" fill="hsl(${(hue + 240) % 360},60%,30%)"/></svg>`;
  const buffer = await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/**
 * A JPEG unlike any other: a 9 × 8 grid of random greys, the grid the server's duplicate check
 * hashes, so its hash is random too. A spec whose photo a moderator removes uses it: the removed
 * photo's near-duplicates are refused at upload, and `aJpeg`'s pictures, which differ only in
 * colour and a little in layout, would then be refused for every later spec on the same server.
 */
export async function aUniqueJpeg(name: string): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const cell = 80;
  const cells: string[] = [];
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 9; x++) {
      const grey = Math.floor(Math.random() * 256);
      cells.push(
        `<rect x="${x * cell}" y="${y * cell}" width="${cell}" height="${cell}" fill="rgb(${grey},${grey},${grey})"/>`,
      );
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${9 * cell}" height="${8 * cell}">${cells.join('')}</svg>`;
  const buffer = await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** The ids of the cards on the search page, in order. */
export async function cardIds(page: Page): Promise<string[]> {
  const hrefs = await page
    .getByRole('main')
    .locator('a[href^="/members/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.filter((href) => /^\/members\/\d+$/.test(href));
}
