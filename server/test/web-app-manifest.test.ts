import sharp from 'sharp';
import { createTestApp, type TestApp } from '../src/test-support/test-app.js';

describe('web app manifest and icons (the installed app)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ memberCount: 0 });
  });
  afterAll(async () => {
    await t.app.close();
  });

  const manifestOf = async (host: string, url = '/manifest.webmanifest') => {
    const response = await t.app.inject({ method: 'GET', url, headers: { host } });
    expect(response.statusCode).toBe(200);
    return { response, manifest: response.json() };
  };

  it("is the request's site's: its name and language, standalone, opening on the members page", async () => {
    const settings = (
      await t.app.inject({ method: 'GET', url: '/api/settings.php', headers: { host: 'amora-nl.test' } })
    ).json().settings;
    const { response, manifest } = await manifestOf('amora-nl.test');

    expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(manifest).toMatchObject({
      name: settings.name,
      lang: 'nl',
      display: 'standalone',
      start_url: '/members',
      scope: '/',
      theme_color: '#f5a000',
      background_color: '#f7f5fa',
    });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  });

  it('differs per site, and the domain parameter previews another', async () => {
    const english = (await manifestOf('amora.test')).manifest;
    const dutch = (await manifestOf('amora.test', '/manifest.webmanifest?domain=amora-nl.test')).manifest;
    expect(english.lang).toBe('en');
    expect(dutch.lang).toBe('nl');
  });

  it('lists a 192 and a 512 icon and a maskable one, each served as that size of PNG', async () => {
    const { manifest } = await manifestOf('amora.test');
    const icons = manifest.icons as Array<{ src: string; sizes: string; type: string; purpose: string }>;
    expect(icons.map((icon) => [icon.sizes, icon.purpose])).toEqual(
      expect.arrayContaining([
        ['192x192', 'any'],
        ['512x512', 'any'],
        ['512x512', 'maskable'],
      ]),
    );
    for (const icon of icons) {
      const response = await t.app.inject({ method: 'GET', url: icon.src });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      const { width, height, format } = await sharp(response.rawPayload).metadata();
      expect([format, `${width}x${height}`]).toEqual(['png', icon.sizes]);
    }
  });

  it('a maskable icon fills its square (the platform cuts the shape); the plain one has round corners', async () => {
    const corner = async (file: string) => {
      const png = (await t.app.inject({ method: 'GET', url: `/icons/${file}` })).rawPayload;
      const { data } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      return data[3]; // alpha of the top-left pixel
    };
    expect(await corner('icon-maskable-512.png')).toBe(255);
    expect(await corner('icon-512.png')).toBe(0);
  });

  it('answers an unknown icon with a 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/icons/nope.png' });
    expect(response.statusCode).toBe(404);
  });
});
