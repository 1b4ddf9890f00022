/*
 * Structure checks that decoders do not make: libvips stops reading at the end of the image and
 * ignores whatever follows, so "a photo with a PHP script appended" decodes fine. We re-encode
 * every photo, so such bytes would never be served, but a file that is more than an image is
 * refused anyway: it is not what a camera or phone produces, and refusing it keeps the rule simple.
 */

/** Where a JPEG ends (just after its EOI marker), or -1 when its segments do not add up. */
export function jpegEnd(buf: Buffer): number {
  if (buf.length < 4 || buf[0] !== 0xff || buf[1] !== 0xd8) return -1;
  let pos = 2;
  while (pos < buf.length) {
    if (buf[pos] !== 0xff) return -1;
    while (buf[pos] === 0xff) pos++; // fill bytes
    const marker = buf[pos];
    if (marker === undefined) return -1;
    pos++;
    if (marker === 0xd9) return pos; // EOI
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) continue; // RSTn, TEM: no length
    if (pos + 2 > buf.length) return -1;
    const length = buf.readUInt16BE(pos);
    if (length < 2) return -1;
    pos += length;
    if (pos > buf.length) return -1;
    if (marker === 0xda) {
      // Entropy-coded data runs to the next marker: 0xFF not followed by 0x00 (stuffing) or RSTn.
      for (;;) {
        const next = buf.indexOf(0xff, pos);
        if (next === -1 || next + 1 >= buf.length) return -1;
        const after = buf[next + 1] ?? 0;
        if (after === 0x00 || (after >= 0xd0 && after <= 0xd7) || after === 0xff) {
          pos = next + (after === 0xff ? 1 : 2);
          continue;
        }
        pos = next;
        break;
      }
    }
  }
  return -1;
}

/**
 * After a JPEG's end only padding or further JPEG images may follow: phones append gain maps and
 * depth maps that way (Multi-Picture Format, Ultra HDR).
 */
function jpegTrailerAllowed(trailer: Buffer): boolean {
  if (trailer.length === 0) return true;
  if (trailer.length >= 3 && trailer[0] === 0xff && trailer[1] === 0xd8 && trailer[2] === 0xff) return true;
  return trailer.every((b) => b === 0x00 || b === 0xff);
}

/** A PNG is chunks up to IEND and nothing after it. */
function pngIsExact(buf: Buffer): boolean {
  let pos = 8;
  while (pos + 12 <= buf.length) {
    const length = buf.readUInt32BE(pos);
    const type = buf.toString('latin1', pos + 4, pos + 8);
    pos += 12 + length;
    if (pos > buf.length) return false;
    if (type === 'IEND') return pos === buf.length;
  }
  return false;
}

/** A WebP is one RIFF container whose declared size covers the whole file (plus a pad byte). */
function webpIsExact(buf: Buffer): boolean {
  if (buf.length < 12) return false;
  const end = buf.readUInt32LE(4) + 8;
  return end === buf.length || (end + 1 === buf.length && buf[end] === 0);
}

/** HEIF/AVIF are top-level ISO-BMFF boxes laid end to end, with printable four-letter types. */
function isobmffIsExact(buf: Buffer): boolean {
  let pos = 0;
  while (pos < buf.length) {
    if (pos + 8 > buf.length) return false;
    let size = buf.readUInt32BE(pos);
    if (!/^[\x20-\x7e]{4}$/.test(buf.toString('latin1', pos + 4, pos + 8))) return false;
    if (size === 1) {
      if (pos + 16 > buf.length) return false;
      const large = buf.readBigUInt64BE(pos + 8);
      if (large > BigInt(buf.length)) return false;
      size = Number(large);
    } else if (size === 0) {
      size = buf.length - pos;
    }
    if (size < 8 || pos + size > buf.length) return false;
    pos += size;
  }
  return true;
}

/*
 * Markup and script openers that have no business in a photo (in a comment segment, in EXIF or
 * after the image). Only openers of five bytes or more: random compressed bytes then match one by
 * chance in about one 15 MB file in 8,000 (`<?php` dominates), and in fewer of the usual 2-5 MB.
 */
const SCRIPT_MARKERS = /<\?php|<script|<html[\s>]|<body[\s>]|<iframe|<!doctype/i;

export function containsScript(buf: Buffer): boolean {
  return SCRIPT_MARKERS.test(buf.toString('latin1'));
}

/** True when the file is exactly one image of its declared kind and carries no script. */
export function isCleanContainer(buf: Buffer, mime: string): boolean {
  let exact: boolean;
  switch (mime) {
    case 'image/jpeg': {
      const end = jpegEnd(buf);
      exact = end !== -1 && jpegTrailerAllowed(buf.subarray(end));
      break;
    }
    case 'image/png':
      exact = pngIsExact(buf);
      break;
    case 'image/webp':
      exact = webpIsExact(buf);
      break;
    case 'image/heic':
    case 'image/heif':
    case 'image/avif':
      exact = isobmffIsExact(buf);
      break;
    default:
      exact = false;
  }
  return exact && !containsScript(buf);
}
