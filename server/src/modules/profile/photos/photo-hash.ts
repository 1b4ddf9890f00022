import sharp from 'sharp';

/** Hashes this close (in differing bits of 64) count as the same picture. */
export const DUPLICATE_MAX_DISTANCE = 6;

/**
 * 64-bit difference hash (dHash) as 16 hex digits: the picture in 9×8 greys, one bit per pair of
 * neighbours (is the left one brighter?). Re-encoding, resizing and mild colour changes keep
 * nearly all bits, so a removed photo uploaded again is recognised.
 */
export async function differenceHash(image: Buffer): Promise<string> {
  const pixels = await sharp(image, { failOn: 'error' })
    .greyscale()
    .resize(9, 8, { fit: 'fill', kernel: 'linear' })
    .raw()
    .toBuffer();
  let hash = 0n;
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) {
      const left = pixels[y * 9 + x] ?? 0;
      const right = pixels[y * 9 + x + 1] ?? 0;
      hash = (hash << 1n) | (left > right ? 1n : 0n);
    }
  }
  return hash.toString(16).padStart(16, '0');
}

/** Number of differing bits between two hashes. */
export function hammingDistance(a: string, b: string): number {
  let diff = BigInt.asUintN(64, BigInt(`0x${a}`) ^ BigInt(`0x${b}`));
  let bits = 0;
  while (diff) {
    bits += Number(diff & 1n);
    diff >>= 1n;
  }
  return bits;
}
