import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../src/test-support/test-app.js';

// ADR 0012: precompressed static files chosen by Accept-Encoding, the
// caching rules per kind of file, and API JSON compressed on the fly above 1 kB.

const IMMUTABLE = 'public, max-age=31536000, immutable';
const ENTRY = 'main.0123456789.js';
const ENTRY_JS = `/* shell entry */\n${'console.log("the shell boots");\n'.repeat(80)}`;
const PLAIN_JS = `/* no variants */\n${'export const plain = 1;\n'.repeat(80)}`;
const SHELL_HTML = `<!doctype html><html><head><script defer src="/${ENTRY}"></script></head><body>${'<p>x</p>'.repeat(40)}</body></html>`;
const RELEASE = '/mf/mf_demo/1.0.0-abc';
const REMOTE_JS = `/* remote entry */\n${'var remote = "mf_demo";\n'.repeat(80)}`;

/** `file`, and its Brotli and gzip variants as the build writes them. */
function writeWithVariants(file: string, content: string): void {
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}

/** The body as the client sees it after undoing the answer's Content-Encoding. */
function decoded(response: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8');
  return response.rawPayload.toString('utf8');
}

let t: TestApp;
let shellDist: string;
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  shellDist = mkdtempSync(path.join(os.tmpdir(), 'amora-shell-compressed-'));
  writeWithVariants(path.join(shellDist, 'index.html'), SHELL_HTML);
  writeWithVariants(path.join(shellDist, ENTRY), ENTRY_JS);
  writeFileSync(path.join(shellDist, 'plain.0123456789.js'), PLAIN_JS);
  writeFileSync(path.join(shellDist, 'sw-push.js'), 'self.addEventListener("push", () => {});');
  t = await createTestApp({ memberCount: 0, serveStatic: true, env: { SHELL_DIST: shellDist } });
  const release = path.join(t.config.dataDir, ...RELEASE.split('/').filter(Boolean));
  mkdirSync(release, { recursive: true });
  writeWithVariants(path.join(release, 'remoteEntry.js'), REMOTE_JS);
});

afterAll(async () => {
  await t.app.close();
  rmSync(shellDist, { recursive: true, force: true });
});

describe('encoding negotiation for static files', () => {
  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0.1', 'gzip'],
    ['gzip;q=0.8, br;q=0.9', 'br'],
    ['identity', undefined],
    ['', undefined],
  ])('Accept-Encoding "%s" gets %s', async (acceptEncoding, expected) => {
    for (const url of [`/${ENTRY}`, `${RELEASE}/remoteEntry.js`]) {
      const response = await get(url, { 'accept-encoding': acceptEncoding });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(expected);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(decoded(response)).toBe(url.endsWith(ENTRY) ? ENTRY_JS : REMOTE_JS);
    }
  });

  it('answers a request without Accept-Encoding with the file itself, still marked Vary', async () => {
    const response = await get(`/${ENTRY}`);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body).toBe(ENTRY_JS);
  });

  it.each(['/', '/members/12', '/login?next=/chats'])(
    'sends the shell HTML of %s precompressed and revalidated',
    async (url) => {
      const response = await get(url, { 'accept-encoding': 'gzip, br' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(decoded(response)).toBe(SHELL_HTML);
      const plain = await get(url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(SHELL_HTML);
    },
  );
});

describe('cache headers', () => {
  it.each([
    ['the content-hashed shell entry', `/${ENTRY}`, IMMUTABLE],
    ['a hashed shell file without variants', '/plain.0123456789.js', IMMUTABLE],
    ['a shell file without a hash', '/sw-push.js', 'no-cache'],
    ['a release file', `${RELEASE}/remoteEntry.js`, IMMUTABLE],
    ['the registry', '/mf-registry.json', 'no-cache'],
    ['the home page', '/', 'no-cache'],
    ['a deep link', '/members/12', 'no-cache'],
  ])('%s: %s', async (_label, url, cacheControl) => {
    for (const acceptEncoding of ['br', 'gzip', 'identity']) {
      const response = await get(url, { 'accept-encoding': acceptEncoding });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe(cacheControl);
    }
  });
});

describe('bad input', () => {
  it.each([
    ['a compressed variant of a missing release file', `${RELEASE}/missing.js.br`, 'br'],
    ['a missing release file', `${RELEASE}/missing.js`, 'br'],
    ['a compressed variant of a missing shell file', '/nope.0123456789.js.gz', 'gzip'],
    ['a missing release version', '/mf/mf_demo/9.9.9/remoteEntry.js', 'gzip, br'],
  ])('answers %s with a JSON 404', async (_label, url, acceptEncoding) => {
    const response = await get(url, { 'accept-encoding': acceptEncoding });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'not_found' });
  });

  it.each([
    ['br', 'only the file itself exists'],
    ['zstd', 'an encoding the server does not offer'],
    ['*;q=0', 'nothing acceptable'],
    ['identity;q=0', 'identity refused'],
    ['!!;;q=x,,, =', 'garbage'],
    ['br;q=abc', 'a malformed q-value'],
  ])('answers Accept-Encoding "%s" (%s) with the file itself', async (acceptEncoding) => {
    const response = await get('/plain.0123456789.js', { 'accept-encoding': acceptEncoding });
    expect(response.statusCode).toBe(200);
    // Without a variant the file may be encoded on the fly (it is above 1 kB), which is a correct
    // answer too: whatever comes must decode to the file.
    expect(['br', 'gzip', undefined]).toContain(response.headers['content-encoding']);
    expect(decoded(response)).toBe(PLAIN_JS);
  });

  it.each(['zstd', '*;q=0', 'identity;q=0', '!!;;q=x,,, ='])(
    'answers a precompressed file with Accept-Encoding "%s" uncompressed',
    async (acceptEncoding) => {
      const response = await get(`/${ENTRY}`, { 'accept-encoding': acceptEncoding });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe(ENTRY_JS);
    },
  );

  it.each([`/${ENTRY}`, `${RELEASE}/remoteEntry.js`])(
    'answers a Range request for %s with the range of the file itself, never of an encoded variant',
    async (url) => {
      const response = await get(url, { 'accept-encoding': 'br, gzip', range: 'bytes=0-10' });
      expect(response.statusCode).toBe(206);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['content-range']).toMatch(/^bytes 0-10\//);
      expect(response.body).toBe((url.endsWith(ENTRY) ? ENTRY_JS : REMOTE_JS).slice(0, 11));
    },
  );

  it('answers an unsatisfiable range with 416, not a 500', async () => {
    const response = await get(`/${ENTRY}`, { 'accept-encoding': 'br', range: 'bytes=999999-' });
    expect(response.statusCode).toBe(416);
  });

  it('answers a Range request for a deep link with the whole shell HTML', async () => {
    const response = await get('/members/12', { 'accept-encoding': 'br', range: 'bytes=0-10' });
    expect(response.statusCode).toBe(200);
    expect(decoded(response)).toBe(SHELL_HTML);
  });

  it('serves a precompressed file asked for by its own name as a plain file', async () => {
    const response = await get(`/${ENTRY}.br`, { 'accept-encoding': 'identity' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(ENTRY_JS);
  });
});

describe('API JSON compressed on the fly', () => {
  it.each(['/api/regions.php?country=US', '/api/settings.php'])(
    'compresses %s (above 1 kB), keeping its Cache-Control',
    async (url) => {
      const plain = await get(url);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(1024);
      expect(plain.headers['cache-control']).toBeTruthy();
      for (const encoding of ['br', 'gzip']) {
        const response = await get(url, { 'accept-encoding': encoding });
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers.vary).toMatch(/accept-encoding/i);
        expect(response.headers['cache-control']).toBe(plain.headers['cache-control']);
        expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length);
        expect(JSON.parse(decoded(response))).toEqual(plain.json());
      }
    },
  );

  it.each([
    ['/api/user.php', 200],
    ['/api/nope.php', 404],
  ])('leaves %s (below 1 kB) uncompressed and no-store', async (url, status) => {
    const response = await get(url, { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toBeTruthy();
  });

  it.each(['zstd', '*;q=0', 'identity;q=0', 'garbage;;q=='])(
    'sends JSON uncompressed for Accept-Encoding "%s"',
    async (acceptEncoding) => {
      const response = await get('/api/regions.php?country=US', { 'accept-encoding': acceptEncoding });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.json()).toMatchObject({ country: 'US' });
    },
  );
});
