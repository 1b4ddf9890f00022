import { createTestApp, type TestApp, STAGING_ENV } from '../src/test-support/test-app.js';

/*
 * `/dev/mailbox` holds every reset and activation link, so it answers only in
 * development and only to a client on this machine (the socket's address; X-Forwarded-For is
 * whatever the client wants it to be).
 */

const get = (
  t: TestApp,
  url: string,
  options: { remoteAddress?: string; headers?: Record<string, string> } = {},
) => t.app.inject({ method: 'GET', url, ...options });

describe('/dev/mailbox in development', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ memberCount: 0, env: { NODE_ENV: 'development', TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.app.close());

  it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1'])(
    'answers a loopback client (%s)',
    async (remoteAddress) => {
      const response = await get(t, '/dev/mailbox', { remoteAddress });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('Development mailbox');
    },
  );

  it.each(['10.0.0.7', '192.168.1.20', '203.0.113.9', '2001:db8::1'])(
    'is not there for a client at %s',
    async (remoteAddress) => {
      for (const url of ['/dev/mailbox', '/dev/mailbox/some-id']) {
        const response = await get(t, url, { remoteAddress });
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain('Development mailbox');
      }
    },
  );

  it('is not fooled by X-Forwarded-For, even behind a trusted proxy', async () => {
    const response = await get(t, '/dev/mailbox', {
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('/dev/mailbox outside development', () => {
  it.each(['test', 'production'])('does not exist with NODE_ENV=%s, not even for loopback', async (env) => {
    const t = await createTestApp({ memberCount: 0, env: { NODE_ENV: env, ...STAGING_ENV } });
    try {
      const response = await get(t, '/dev/mailbox', { remoteAddress: '127.0.0.1' });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Development mailbox');
    } finally {
      await t.app.close();
    }
  });
});
