import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AUTH_COOKIE_NAME, BRAND_COLORS } from '@amora/contracts';
import { createTestApp, type TestApp } from '../src/test-support/test-app.js';

/**
 * The lean lander page (ADR 0022): a visitor without a session on `/`, a lander or a member
 * landing gets the page of the current mf-landers release instead of the shell's HTML.
 */
const SHELL_HTML =
  '<!doctype html><html><body><div id="root"></div><script src="/main.0123456789.js"></script></body></html>';
const VERSION = '0.1.0-abcdef0123';
/** The shell's page template: its installed-app tags are the ones the lean page must repeat. */
const SHELL_TEMPLATE = readFileSync(
  path.resolve(__dirname, '..', '..', 'shell', 'src', 'index.html'),
  'utf8',
);
const INSTALL_TAGS = [
  /<link rel="manifest"[^>]*>/,
  /<meta name="theme-color"[^>]*>/,
  /<link rel="apple-touch-icon"[^>]*>/,
  /<meta name="mobile-web-app-capable"[^>]*>/,
];
const SCRIPT = `/mf/mf_landers/${VERSION}/lander/main.js`;

describe('the lean lander page', () => {
  let t: TestApp;
  let shellDist: string;
  const registryFile = () => path.join(t.config.dataDir, 'mf-registry.json');
  const releaseDir = (version: string) => path.join(t.config.dataDir, 'mf', 'mf_landers', version);
  const publish = (version: string) =>
    writeFileSync(
      registryFile(),
      JSON.stringify({
        schemaVersion: 1,
        remotes: { mf_landers: { entry: `/mf/mf_landers/${version}/mf-manifest.json`, version } },
      }),
    );
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host: 'amora.test', ...headers } });
  const isLean = (body: string) => body.includes(`<script defer src="${SCRIPT}"></script>`);

  beforeAll(async () => {
    shellDist = mkdtempSync(path.join(os.tmpdir(), 'amora-shell-'));
    writeFileSync(path.join(shellDist, 'index.html'), SHELL_HTML);
    t = await createTestApp({ memberCount: 0, serveStatic: true, env: { SHELL_DIST: shellDist } });
    // A release of mf-landers that carries the page (and one built before it, without).
    mkdirSync(path.join(releaseDir(VERSION), 'lander'), { recursive: true });
    writeFileSync(path.join(releaseDir(VERSION), 'mf-manifest.json'), '{}');
    writeFileSync(path.join(releaseDir(VERSION), 'lander', 'main.js'), 'console.log("lander")');
    writeFileSync(path.join(releaseDir(VERSION), 'lander', 'main.js.gz'), 'not really gzip');
    mkdirSync(releaseDir('0.0.9-old'), { recursive: true });
    writeFileSync(path.join(releaseDir('0.0.9-old'), 'mf-manifest.json'), '{}');
  });
  afterAll(async () => {
    await t.app.close();
    rmSync(shellDist, { recursive: true, force: true });
  });
  beforeEach(() => publish(VERSION));

  it.each([
    '/',
    '/landers/video',
    '/landers/video/milf-nights',
    '/landers/tinderswipe',
    '/members/12/landing',
    '/members/12/landing2/gay',
    '/members/12/landing3',
  ])('answers a visitor on %s with the lean page, revalidated on every load', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toMatch(/cookie/i);
    expect(isLean(response.body)).toBe(true);
    expect(response.body).toContain(
      '<link rel="preload" href="/api/settings.php" as="fetch" crossorigin="anonymous" />',
    );
    expect(response.body).not.toContain('/main.0123456789.js');
  });

  it('answers a browser with a session cookie with the shell (a member goes on to /members there)', async () => {
    for (const url of ['/', '/landers/video', '/members/12/landing']) {
      const response = await get(url, { cookie: `${AUTH_COOKIE_NAME}=some-session` });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(SHELL_HTML);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toMatch(/cookie/i);
    }
  });

  it('leaves every other page to the shell', async () => {
    for (const url of ['/login', '/members', '/members/12', '/signup']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(SHELL_HTML);
    }
    const unknownPage = await get('/no/such/page');
    expect(unknownPage.statusCode).toBe(404);
    expect(unknownPage.body).toBe(SHELL_HTML);
  });

  it('answers an unknown family with the lean page (the default lander), never an error', async () => {
    for (const url of ['/landers/nosuchfamily', '/landers/nosuchfamily/milf']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(isLean(response.body)).toBe(true);
    }
    // A member there gets the shell's 404 page, as before.
    const member = await get('/landers/nosuchfamily', { cookie: `${AUTH_COOKIE_NAME}=some-session` });
    expect(member.statusCode).toBe(404);
    expect(member.body).toBe(SHELL_HTML);
  });

  it('writes the language of the locale cookie, else the site’s, and the site’s title', async () => {
    const english = await get('/landers/video');
    expect(english.body).toContain('<html lang="en">');
    const german = await get('/landers/video', { cookie: 'i18n_redirected=de' });
    expect(german.body).toContain('<html lang="de">');
    const bogus = await get('/landers/video', { cookie: 'i18n_redirected=%3Cscript%3E' });
    expect(bogus.body).toContain('<html lang="en">');
    const dutchSite = await get('/?domain=amora-nl.test');
    expect(dutchSite.body).toContain('<html lang="nl">');
    expect(dutchSite.body).toContain('<title>Amora Rijpe Liefde: daten met ervaring</title>');
  });

  it('links the site’s manifest and the theme colour exactly as the shell’s page does, so a phone can install the site', async () => {
    const shellTags = INSTALL_TAGS.map((pattern) => pattern.exec(SHELL_TEMPLATE)?.[0]);
    expect(shellTags).toEqual([
      '<link rel="manifest" href="/manifest.webmanifest" />',
      `<meta name="theme-color" content="${BRAND_COLORS.primary}" />`,
      '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />',
      '<meta name="mobile-web-app-capable" content="yes" />',
    ]);
    for (const url of ['/', '/landers/video', '/members/12/landing']) {
      const page = await get(url);
      expect(isLean(page.body)).toBe(true);
      for (const tag of shellTags) expect(page.body).toContain(tag);
    }
    // One manifest URL, answered per site from the host; its theme colour is the page's.
    for (const host of ['amora.test', 'amora-nl.test']) {
      const page = await get('/', { host });
      const manifest = await get('/manifest.webmanifest', { host });
      const settings = await get('/api/settings.php', { host });
      expect(manifest.json()).toMatchObject({
        name: settings.json().settings.name,
        theme_color: /<meta name="theme-color" content="([^"]+)"/.exec(page.body)?.[1],
      });
    }
  });

  it('falls back to the shell while the current release has no lean page, or there is no release', async () => {
    publish('0.0.9-old');
    expect((await get('/landers/video')).body).toBe(SHELL_HTML);
    rmSync(registryFile(), { force: true });
    expect((await get('/')).body).toBe(SHELL_HTML);
    writeFileSync(registryFile(), '{not json');
    expect((await get('/')).body).toBe(SHELL_HTML);
  });

  it('serves the page’s script from the release folder: immutable, precompressed', async () => {
    const response = await get(SCRIPT, { 'accept-encoding': 'gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toMatch(/immutable/);
    expect(response.headers['cache-control']).toMatch(/max-age=31536000/);
  });
});
