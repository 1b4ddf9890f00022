import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Compiler } from 'webpack';

/**
 * Text formats worth compressing. Source maps are left out: only developer tools fetch them, and
 * Brotli at its best level on megabytes of maps would add seconds to every build.
 */
const COMPRESSIBLE = /\.(?:js|mjs|cjs|css|html|json|svg|txt|xml|webmanifest)$/i;

/** Below this size the encoded answer is no smaller once headers are counted. */
const MIN_BYTES = 256;

/** The encodings written beside a file, in the order the server prefers them. */
export const PRECOMPRESSED_VARIANTS = [
  { encoding: 'br', extension: '.br' },
  { encoding: 'gzip', extension: '.gz' },
] as const;

/** `main.js.br`, `index.html.gz`: a file derived from another one in the same folder. */
export function isPrecompressedVariant(file: string): boolean {
  return PRECOMPRESSED_VARIANTS.some(({ extension }) => file.endsWith(extension));
}

function compress(encoding: 'br' | 'gzip', data: Buffer): Buffer {
  // Build time, not request time: the best (slowest) levels, each file compressed once.
  return encoding === 'br'
    ? brotliCompressSync(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      })
    : gzipSync(data, { level: constants.Z_BEST_COMPRESSION });
}

function listFiles(root: string, relative = ''): string[] {
  return readdirSync(path.join(root, relative), { withFileTypes: true }).flatMap((item) => {
    const next = path.join(relative, item.name);
    return item.isDirectory() ? listFiles(root, next) : [next];
  });
}

export interface PrecompressSummary {
  /** Files that now have at least one encoded variant beside them. */
  files: number;
  /** Bytes of those files, and of their Brotli and gzip variants. */
  rawBytes: number;
  brBytes: number;
  gzipBytes: number;
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of `root`, so the server (or a
 * CDN) sends encoded bytes without compressing on each request. A variant that would not be
 * smaller is not written (the server then sends the file itself); one already newer than its file
 * is kept, so running this twice costs nothing and writes identical bytes.
 */
export function precompressFolder(root: string): PrecompressSummary {
  const summary: PrecompressSummary = { files: 0, rawBytes: 0, brBytes: 0, gzipBytes: 0 };
  for (const relative of listFiles(root)) {
    if (isPrecompressedVariant(relative) || !COMPRESSIBLE.test(relative)) continue;
    const file = path.join(root, relative);
    const source = statSync(file);
    if (source.size < MIN_BYTES) continue;
    let data: Buffer | null = null;
    let written = false;
    for (const { encoding, extension } of PRECOMPRESSED_VARIANTS) {
      const target = `${file}${extension}`;
      const existing = statSync(target, { throwIfNoEntry: false });
      let size = existing && existing.mtimeMs >= source.mtimeMs ? existing.size : -1;
      if (size < 0) {
        data ??= readFileSync(file);
        const encoded = compress(encoding, data);
        if (encoded.length >= data.length) continue;
        writeFileSync(target, encoded);
        size = encoded.length;
      }
      written = true;
      if (encoding === 'br') summary.brBytes += size;
      else summary.gzipBytes += size;
    }
    if (written) {
      summary.files += 1;
      summary.rawBytes += source.size;
    }
  }
  return summary;
}

/**
 * Precompresses a production build's output folder once webpack has written it, so `dist/` holds
 * what the server serves: the shell's build, and a remote's build before its release copies it.
 */
export class PrecompressPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tap('AmoraPrecompressPlugin', (compilation) => {
      const outputPath = compilation.outputOptions.path;
      if (outputPath) precompressFolder(outputPath);
    });
  }
}
