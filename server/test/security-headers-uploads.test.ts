import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp, CLIENT_HEADERS } from '../src/test-support/test-app.js';
import { call } from './account-helpers.js';
import { loginCookie } from './helpers.js';
import { demoUserId, photoRows, pngBomb, upload } from './photos-fixtures.js';

/*
 * The smaller header and upload findings of the first security probe: framing is refused one way, the page may open WebSockets
 * only to its own site, a pixel bomb is refused for its pixels whatever its size in bytes, and a
 * body of the wrong type is 415 Unsupported Media Type.
 */

const TOO_MANY_PIXELS = 'This photo has too many pixels. Upload a photo of at most 40 megapixels.';

function directive(csp: string, name: string): string[] {
  const found = csp
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([key]) => key === name);
  return found ? found.slice(1) : [];
}

/** An app that serves a shell (one index.html), so the page's own headers can be read off HTML. */
async function appWithShell(env: Record<string, string> = {}): Promise<{ t: TestApp; shellDist: string }> {
  const shellDist = mkdtempSync(path.join(os.tmpdir(), 'amora-headers-shell-'));
  writeFileSync(
    path.join(shellDist, 'index.html'),
    '<!doctype html><html><body><div id="root"></div></body></html>',
  );
  const t = await createTestApp({
    memberCount: 0,
    serveStatic: true,
    env: { SHELL_DIST: shellDist, ...env },
  });
  return { t, shellDist };
}

async function pageCsp(t: TestApp): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: '/login' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  return String(response.headers['content-security-policy']);
}

describe('frame and connect rules (the page policy, read off an HTML answer)', () => {
  let t: TestApp;
  let shellDist: string;
  beforeAll(async () => {
    ({ t, shellDist } = await appWithShell());
  });
  afterAll(async () => {
    await t.app.close();
    rmSync(shellDist, { recursive: true, force: true });
  });

  it('frame-ancestors none, and X-Frame-Options agrees (DENY, never SAMEORIGIN)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/login' });
    expect(directive(String(response.headers['content-security-policy']), 'frame-ancestors')).toEqual([
      "'none'",
    ]);
    const xfo = response.headers['x-frame-options'];
    expect(xfo === undefined || xfo === 'DENY').toBe(true);
  });

  it("object-src and base-uri are 'none' (ASVS 5.0 3.4.3)", async () => {
    const csp = await pageCsp(t);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
    expect(directive(csp, 'base-uri')).toEqual(["'none'"]);
  });

  it('connect-src allows no WebSocket host but our own', async () => {
    const sources = directive(await pageCsp(t), 'connect-src');
    expect(sources).toContain("'self'");
    for (const source of sources) expect(['ws:', 'wss:', '*', 'http:', 'https:']).not.toContain(source);
  });

  it('with PUBLIC_URL, the WebSocket origin of that URL only', async () => {
    const other = await appWithShell({ PUBLIC_URL: 'https://www.amora.example' });
    try {
      const sources = directive(await pageCsp(other.t), 'connect-src');
      expect(sources.sort()).toEqual(["'self'", 'wss://www.amora.example'].sort());
    } finally {
      await other.t.app.close();
      rmSync(other.shellDist, { recursive: true, force: true });
    }
  });
});

describe('API answers: the short header set (ADR 0024)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ memberCount: 0 });
  });
  afterAll(() => t.app.close());

  it.each([
    ['/api/settings.php', 200],
    ['/api/user.php', 200],
    ['/api/account-settings.php', 403],
    ['/api/nope.php', 404],
  ])(
    '%s (%i): nosniff, a CSP that loads nothing and forbids framing, same-site CORP',
    async (url, status) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(status);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      const csp = String(response.headers['content-security-policy']);
      expect(directive(csp, 'default-src')).toEqual(["'none'"]);
      expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
      expect(response.headers['cross-origin-resource-policy']).toBe('same-site');
      expect(
        response.headers['x-frame-options'] === undefined || response.headers['x-frame-options'] === 'DENY',
      ).toBe(true);
      // Never cached by default; settings.php sets its own (private, revalidated).
      expect(response.headers['cache-control']).toBe(
        url === '/api/settings.php' ? 'private, no-cache' : 'no-store',
      );
      // No page-only policy leaks onto JSON (they would only cost header bytes).
      expect(response.headers['referrer-policy']).toBeUndefined();
      expect(response.headers['strict-transport-security']).toBeUndefined();
    },
  );

  it('HSTS on API answers too when the site is served over HTTPS', async () => {
    const other = await createTestApp({ memberCount: 0, env: { PUBLIC_URL: 'https://www.amora.example' } });
    try {
      const response = await other.app.inject({ method: 'GET', url: '/api/settings.php' });
      expect(response.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    } finally {
      await other.app.close();
    }
  });
});

describe('uploads: pixels and content types', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ memberCount: 0 });
    cookie = await loginCookie(t.app);
  });
  afterAll(() => t.app.close());

  it.each([
    ['a 7000×7000 PNG of a few kB (49 megapixels)', 7_000],
    ['a 20000×20000 PNG bomb of about 50 kB', 20_000],
  ])('refuses %s for its pixels', async (_name, side) => {
    const bomb = pngBomb(side);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const response = await upload(t.app, cookie, [{ data: bomb }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'photo_invalid', message: TOO_MANY_PIXELS });
    expect(await photoRows(t, await demoUserId(t))).toEqual([]);
  });

  it('a JSON body on the upload is 415 with a message about uploading a file', async () => {
    const response = await call(t.app, 'POST', '/api/photos.php', { photo: 'x' }, { cookie });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error: 'unsupported_media_type',
      message: 'Upload the photo as a file.',
    });
  });

  it('a text body on the upload is 415 too', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/photos.php',
      headers: { cookie, 'x-request-type': 'client', 'content-type': 'text/plain' },
      payload: 'not a photo',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error: 'unsupported_media_type',
      message: 'Upload the photo as a file.',
    });
  });

  it('a non-JSON body elsewhere is 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user.php',
      headers: { ...CLIENT_HEADERS, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a&password=b',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error: 'unsupported_media_type',
      message: 'This kind of request body is not accepted; send JSON.',
    });
  });
});
