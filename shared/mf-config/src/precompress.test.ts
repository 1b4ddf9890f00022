import { randomBytes } from 'node:crypto';
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { isPrecompressedVariant, precompressFolder } from './precompress.js';

const SCRIPT = `export const greeting = "hello";\n${'console.log("a line that compresses well");\n'.repeat(60)}`;
const STYLES = `${'.button { color: #f5a000; }\n'.repeat(40)}`;

let root: string;
const file = (name: string) => path.join(root, name);
const names = () => readdirSync(root, { recursive: true }).map(String).sort();

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'amora-precompress-'));
  mkdirSync(file('chunks'));
  writeFileSync(file('main.0123456789.js'), SCRIPT);
  writeFileSync(file('chunks/app.css'), STYLES);
  writeFileSync(file('index.html'), `<!doctype html><html><body>${'<p>hello</p>'.repeat(40)}</body></html>`);
  writeFileSync(file('tiny.json'), '{"a":1}');
  writeFileSync(file('main.0123456789.js.map'), JSON.stringify({ mappings: 'AAAA;'.repeat(200) }));
  writeFileSync(file('photo.webp'), Buffer.alloc(2048, 7));
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('precompressFolder', () => {
  it('writes .br and .gz beside each text file that decompress to the original', () => {
    const summary = precompressFolder(root);

    for (const name of ['main.0123456789.js', 'chunks/app.css', 'index.html']) {
      const original = readFileSync(file(name));
      const br = readFileSync(file(`${name}.br`));
      const gz = readFileSync(file(`${name}.gz`));
      expect(brotliDecompressSync(br).equals(original)).toBe(true);
      expect(gunzipSync(gz).equals(original)).toBe(true);
      expect(br.length).toBeLessThan(original.length);
    }
    expect(summary.files).toBe(3);
    expect(summary.brBytes).toBeLessThan(summary.gzipBytes);
    expect(summary.gzipBytes).toBeLessThan(summary.rawBytes);
  });

  it('leaves tiny files, source maps and binary files alone', () => {
    precompressFolder(root);
    expect(names().filter((name) => isPrecompressedVariant(name))).toEqual([
      'chunks/app.css.br',
      'chunks/app.css.gz',
      'index.html.br',
      'index.html.gz',
      'main.0123456789.js.br',
      'main.0123456789.js.gz',
    ]);
  });

  it('does not write a variant that would not be smaller', () => {
    // Random bytes do not compress.
    writeFileSync(file('random.js'), randomBytes(4096));
    precompressFolder(root);
    expect(names()).not.toContain('random.js.br');
    expect(names()).not.toContain('random.js.gz');
  });

  it('is idempotent: a second run keeps the same bytes, and never compresses a variant', () => {
    precompressFolder(root);
    const first = readFileSync(file('main.0123456789.js.br'));
    const before = names();
    const mtime = statSync(file('main.0123456789.js.br')).mtimeMs;
    precompressFolder(root);
    expect(names()).toEqual(before);
    expect(readFileSync(file('main.0123456789.js.br')).equals(first)).toBe(true);
    expect(statSync(file('main.0123456789.js.br')).mtimeMs).toBe(mtime);
  });

  it('writes the variants again when the file is newer than them', () => {
    precompressFolder(root);
    const changed = `${SCRIPT}\nconsole.log("changed");`;
    writeFileSync(file('main.0123456789.js'), changed);
    const future = new Date(Date.now() + 5_000);
    utimesSync(file('main.0123456789.js'), future, future);
    precompressFolder(root);
    expect(brotliDecompressSync(readFileSync(file('main.0123456789.js.br'))).toString()).toBe(changed);
  });
});
