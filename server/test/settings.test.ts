import { SiteSettingsSchema } from '@amora/contracts';
import { createTestApp, type TestApp } from '../src/test-support/test-app.js';

describe('GET /api/settings.php', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('returns the settings of the site the host names', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/settings.php',
      headers: { host: 'amora-nl.test' },
    });
    expect(response.statusCode).toBe(200);
    const { settings } = response.json();
    expect(SiteSettingsSchema.parse(settings)).toMatchObject({
      domain: 'amora-nl.test',
      domain_language: 'nl',
      niche: 6,
    });
  });

  it('treats www. and a port as the same site', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/settings.php',
      headers: { host: 'WWW.Amora-NL.test:8080' },
    });
    expect(response.json().settings.domain).toBe('amora-nl.test');
  });

  it('gives an unknown host the default site', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/settings.php',
      headers: { host: 'unknown.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().settings).toMatchObject({ domain: 'amora.test', domain_language: 'en' });
  });

  it('lets the domain parameter force a site', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/settings.php?domain=amora-nl.test',
      headers: { host: 'amora.test' },
    });
    expect(response.json().settings.domain).toBe('amora-nl.test');
  });

  it('answers an over-long domain parameter with a 400, not a 500', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/settings.php?domain=${'a'.repeat(300)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('validation_failed');
  });
});
