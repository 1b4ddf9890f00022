import { createTestApp, type TestApp } from '../src/test-support/test-app.js';
import { call } from './account-helpers.js';
import { CLIENT_HEADERS } from '../src/test-support/test-app.js';
import { loginCookie } from './helpers.js';
import { demoUserId, photoRows, pngBomb, upload } from './photos-fixtures.js';

/*
 * Issue 9, finding 8 (the smaller ones): framing is refused one way, the page may open WebSockets
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

describe('frame and connect rules', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ memberCount: 0 });
  });
  afterAll(() => t.app.close());

  it('frame-ancestors none, and X-Frame-Options agrees (DENY, never SAMEORIGIN)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/settings.php' });
    const csp = String(response.headers['content-security-policy']);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
    const xfo = response.headers['x-frame-options'];
    expect(xfo === undefined || xfo === 'DENY').toBe(true);
  });

  it("object-src and base-uri are 'none' (ASVS 5.0 3.4.3)", async () => {
    const csp = String(
      (await t.app.inject({ method: 'GET', url: '/api/settings.php' })).headers['content-security-policy'],
    );
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
    expect(directive(csp, 'base-uri')).toEqual(["'none'"]);
  });

  it('connect-src allows no WebSocket host but our own', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/settings.php' });
    const sources = directive(String(response.headers['content-security-policy']), 'connect-src');
    expect(sources).toContain("'self'");
    for (const source of sources) expect(['ws:', 'wss:', '*', 'http:', 'https:']).not.toContain(source);
  });

  it('with PUBLIC_URL, the WebSocket origin of that URL only', async () => {
    const app = await createTestApp({ memberCount: 0, env: { PUBLIC_URL: 'https://www.amora.example' } });
    try {
      const response = await app.app.inject({ method: 'GET', url: '/api/settings.php' });
      const sources = directive(String(response.headers['content-security-policy']), 'connect-src');
      expect(sources.sort()).toEqual(["'self'", 'wss://www.amora.example'].sort());
    } finally {
      await app.app.close();
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
