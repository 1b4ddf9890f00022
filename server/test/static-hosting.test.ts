import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../src/test-support/test-app.js';

const NOT_FOUND = { error: 'not_found', message: 'This page could not be found' };
const EMPTY_REGISTRY = { schemaVersion: 1, remotes: {} };
const SHELL_HTML =
  '<!doctype html><html><body><div id="root"></div><script src="/assets/app-1a2b.js"></script></body></html>';

/** createTestApp with SHELL_DIST pointing at `shellDist` (loadConfig reads it from the environment). */
function appWithShell(shellDist: string): Promise<TestApp> {
  return createTestApp({ memberCount: 0, serveStatic: true, env: { SHELL_DIST: shellDist } });
}

describe('health and unknown paths (API only)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ memberCount: 0 });
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('GET /healthz answers 200 {status: ok} after asking the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ status: 'ok', database: t.database.kind });
  });

  it.each(['/api/nope', '/api/nope.php', '/api/user.php/extra', '/api/'])(
    'answers GET %s with a JSON 404',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    },
  );

  it('answers an unknown method on a known path with a JSON 404', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/user.php',
      headers: { 'x-request-type': 'client' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(NOT_FOUND);
  });
});

describe('static hosting without a shell build', () => {
  let t: TestApp;
  let emptyShell: string;
  const registryFile = () => path.join(t.config.dataDir, 'mf-registry.json');
  const getRegistry = () => t.app.inject({ method: 'GET', url: '/mf-registry.json' });

  beforeAll(async () => {
    emptyShell = mkdtempSync(path.join(os.tmpdir(), 'amora-no-shell-'));
    t = await appWithShell(emptyShell);
  });
  afterAll(async () => {
    await t.app.close();
    rmSync(emptyShell, { recursive: true, force: true });
  });
  afterEach(() => {
    rmSync(registryFile(), { force: true });
  });

  /** A release folder on this machine with a manifest of the given content. */
  const writeRelease = (remote: string, version: string, manifest: unknown) => {
    const dir = path.join(t.config.dataDir, 'mf', remote, version);
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      path.join(dir, 'mf-manifest.json'),
      typeof manifest === 'string' ? manifest : JSON.stringify(manifest),
    );
  };
  const manifestOf = (name: string) => ({
    name,
    metaData: { remoteEntry: { name: 'remoteEntry.js' }, publicPath: 'auto' },
    exposes: [{ name: 'app', path: './app' }],
  });

  beforeEach(() => {
    for (const version of ['1.0.0', '1.0.1']) writeRelease('account', version, manifestOf('account'));
  });

  it('serves only the valid registry entries, uncached', async () => {
    writeFileSync(
      registryFile(),
      JSON.stringify({
        schemaVersion: 1,
        remotes: {
          account: { entry: '/mf/account/1.0.0/mf-manifest.json', version: '1.0.0' },
          chat: {
            entry: 'https://cdn.example/mf/chat/2.0.0/mf-manifest.json',
            version: '2.0.0',
            fallbackEntry: '/mf/chat/1.9.0/mf-manifest.json',
          },
          evil: { entry: 'javascript:alert(1)', version: '6.6.6' },
          likes: { entry: 'http://cdn.example/mf/likes/1.0.0/mf-manifest.json', version: '1.0.0' },
          profile: { entry: '/mf/profile/../../etc/mf-manifest.json', version: '1.0.0' },
          payments: { entry: '/mf/payments/1.0.0/mf-manifest.json' },
          'Bad-Name': { entry: '/mf/bad/1.0.0/mf-manifest.json', version: '1.0.0' },
        },
      }),
    );
    const response = await getRegistry();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      schemaVersion: 1,
      remotes: {
        account: { entry: '/mf/account/1.0.0/mf-manifest.json', version: '1.0.0' },
        chat: {
          entry: 'https://cdn.example/mf/chat/2.0.0/mf-manifest.json',
          version: '2.0.0',
          fallbackEntry: '/mf/chat/1.9.0/mf-manifest.json',
        },
      },
    });
  });

  it.each([
    ['has no manifest file', null],
    ['has a manifest that is not JSON', '{not json'],
    ['has a manifest of another remote', manifestOf('chat')],
    ['has a manifest without ./app', { ...manifestOf('profile'), exposes: [{ name: 'x', path: './x' }] }],
  ])('skips a local release that %s, and keeps the others', async (_case, manifest) => {
    if (manifest !== null) writeRelease('profile', '3.0.0', manifest);
    writeFileSync(
      registryFile(),
      JSON.stringify({
        schemaVersion: 1,
        remotes: {
          account: { entry: '/mf/account/1.0.0/mf-manifest.json', version: '1.0.0' },
          profile: { entry: '/mf/profile/3.0.0/mf-manifest.json', version: '3.0.0' },
        },
      }),
    );
    expect(Object.keys((await getRegistry()).json().remotes)).toEqual(['account']);
    rmSync(path.join(t.config.dataDir, 'mf', 'profile'), { recursive: true, force: true });
  });

  it('serves a new registry as soon as the file changes', async () => {
    const write = (version: string) =>
      writeFileSync(
        registryFile(),
        JSON.stringify({
          schemaVersion: 1,
          remotes: { account: { entry: `/mf/account/${version}/mf-manifest.json`, version } },
        }),
      );
    write('1.0.0');
    expect((await getRegistry()).json().remotes.account.version).toBe('1.0.0');
    write('1.0.1');
    expect((await getRegistry()).json().remotes.account.version).toBe('1.0.1');
  });

  it('serves an empty registry when the file is missing', async () => {
    const response = await getRegistry();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual(EMPTY_REGISTRY);
  });

  it.each([
    ['garbage', 'this is { not json'],
    ['an empty file', ''],
    ['a JSON array', '[]'],
    ['another schema version', JSON.stringify({ schemaVersion: 2, remotes: {} })],
    ['remotes that are not an object', JSON.stringify({ schemaVersion: 1, remotes: 'account' })],
  ])('serves an empty registry when the file holds %s', async (_label, content) => {
    writeFileSync(registryFile(), content);
    const response = await getRegistry();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(EMPTY_REGISTRY);
  });

  it('answers a deep link with a JSON 404 when the shell is not built', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/members/12' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(NOT_FOUND);
  });

  it('serves a released remote file from /mf/ with a year of immutable caching', async () => {
    const dir = path.join(t.config.dataDir, 'mf', 'account', '1.0.0');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'remoteEntry.js'), 'export const remote = "account";');
    const response = await t.app.inject({ method: 'GET', url: '/mf/account/1.0.0/remoteEntry.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('export const remote = "account";');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });
});

describe('static hosting with a shell build', () => {
  let t: TestApp;
  let shellDist: string;
  beforeAll(async () => {
    shellDist = mkdtempSync(path.join(os.tmpdir(), 'amora-shell-'));
    writeFileSync(path.join(shellDist, 'index.html'), SHELL_HTML);
    mkdirSync(path.join(shellDist, 'assets'));
    writeFileSync(path.join(shellDist, 'assets', 'app-1a2b.js'), 'console.log("shell");');
    writeFileSync(path.join(shellDist, 'assets', 'app.0123456789.js'), 'console.log("shell");');
    writeFileSync(path.join(shellDist, 'sw-push.js'), 'self.addEventListener("push", () => {});');
    t = await appWithShell(shellDist);
  });
  afterAll(async () => {
    await t.app.close();
    rmSync(shellDist, { recursive: true, force: true });
  });

  it.each([
    ...[
      '/',
      '/?utm_source=mail',
      '/members/12',
      '/chats/3?from=push',
      '/notifications/',
      '/credits/7',
      '/credits/7/ideal',
      '/landers/video',
      '/landers/video/she-nearby',
      '/members/12/landing2',
      '/faq',
      '/safety-tips',
    ].map((url) => [url, 200] as const),
    // No route matches these: the shell's own 404 page answers them.
    ...[
      '/members/12/nope',
      '/account/settings',
      '/chat/3?from=push',
      '/landers/unknown-family',
      '/a/b/c/d',
      '/no-such-page',
      '/Not_A_Token',
    ].map((url) => [url, 404] as const),
  ])('answers %s with the shell HTML and %i, always revalidated', async (url, status) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(SHELL_HTML);
  });

  it("serves the shell's content-hashed chunks as immutable and its stable-named entry as revalidated", async () => {
    const hashed = await t.app.inject({ method: 'GET', url: '/assets/app.0123456789.js' });
    expect(hashed.statusCode).toBe(200);
    expect(hashed.body).toBe('console.log("shell");');
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const entry = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
  });

  it('serves the push service worker at the site root, always revalidated (ADR 0021)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sw-push.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('addEventListener("push"');
  });

  it.each([
    ['an unknown API path', 'GET', '/api/nope'],
    ['a missing remote file', 'GET', '/mf/x/y.js'],
    ['a missing remote folder', 'GET', '/mf/x/'],
    ['a missing photo', 'GET', '/media/nope.webp'],
    ['a missing file with an extension', 'GET', '/assets/missing-9z9z.js'],
    ['a POST to a page path', 'POST', '/members/12'],
  ] as const)('still answers %s with a JSON 404, not the shell', async (_label, method, url) => {
    const response = await t.app.inject({ method, url, headers: { 'x-request-type': 'client' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual(NOT_FOUND);
  });

  it('answers an unknown path with the precompressed shell HTML too, still 404', async () => {
    writeFileSync(path.join(shellDist, 'index.html.gz'), gzipSync(SHELL_HTML));
    try {
      const response = await t.app.inject({
        method: 'GET',
        url: '/members/12/nope',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers.vary).toBe('Accept-Encoding, Cookie');
      expect(gunzipSync(response.rawPayload).toString()).toBe(SHELL_HTML);
    } finally {
      rmSync(path.join(shellDist, 'index.html.gz'), { force: true });
    }
  });

  it('keeps the API and the health check working next to the shell', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user.php' })).json()).toEqual({ user: null });
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json().status).toBe('ok');
  });
});
