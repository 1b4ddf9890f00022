import { jest } from '@jest/globals';
import {
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { createSettingsFastPath } from '../src/modules/site/settings-fast-path.js';
import { createTestApp, type TestApp } from '../src/test-support/test-app.js';

/** One raw HTTP GET (no client-side decoding), headers and body bytes. */
function get(base: string, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const url = new URL(path, base);
    const outgoing = httpRequest(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** The headers that describe the answer (not the connection's or the clock's). */
function answerHeaders(headers: Record<string, unknown>): Record<string, unknown> {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
  return rest;
}

describe('GET /api/settings.php fast path (ADR 0024)', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await t.app.close();
  });

  const cases: Array<[string, Record<string, string>]> = [
    ['no Accept-Encoding', {}],
    ['brotli', { 'accept-encoding': 'gzip, deflate, br' }],
    ['gzip only', { 'accept-encoding': 'gzip' }],
    ['an encoding we do not offer', { 'accept-encoding': 'deflate' }],
    ['identity, gzip refused', { 'accept-encoding': 'identity, gzip;q=0' }],
    ['a country from the browser language', { 'accept-language': 'nl-NL,nl;q=0.9' }],
    ['a session cookie (ignored, as the route ignores it)', { cookie: 'auth._token=not-a-session' }],
  ];
  it.each(cases)('answers the same bytes and headers as the Fastify route: %s', async (_name, headers) => {
    const host = 'amora-nl.test';
    // The first request for a host resolves the site through Fastify; from then on it is cached.
    await get(base, '/api/settings.php', { host });
    expect(t.app.ctx.sites.cached(host)).toBeDefined();
    // Fastify's request context picks a translator for every /api request; the fast path does not.
    const translatorFor = jest.spyOn(t.app.ctx.i18n, 'translatorFor');
    const fast = await get(base, '/api/settings.php', { host, ...headers });
    expect(translatorFor).not.toHaveBeenCalled();
    translatorFor.mockRestore();
    const route = await t.app.inject({
      method: 'GET',
      url: '/api/settings.php',
      headers: { host, ...headers },
    });
    expect(fast.status).toBe(200);
    expect(answerHeaders(fast.headers)).toEqual(answerHeaders(route.headers));
    expect(fast.body.equals(route.rawPayload)).toBe(true);
    expect(fast.headers.vary).toBe('Accept-Encoding');
  });

  it('serves the settings of the site the host names, through the fast path too', async () => {
    await get(base, '/api/settings.php', { host: 'www.amora-nl.test:8080' });
    const fast = await get(base, '/api/settings.php', { host: 'www.amora-nl.test:8080' });
    expect(JSON.parse(fast.body.toString('utf8')).settings.domain).toBe('amora-nl.test');
  });

  it('leaves HEAD, queries, forwarded hosts and unknown sites to the Fastify route', () => {
    const written: unknown[] = [];
    const response = {
      writeHead: (...args: unknown[]) => written.push(args),
      end: (...args: unknown[]) => written.push(args),
    } as unknown as ServerResponse;
    const fastPath = createSettingsFastPath({
      sites: t.app.ctx.sites,
      apiHeaders: { 'x-content-type-options': 'nosniff' },
      trustProxy: true,
      log: t.app.log,
    });
    const requestOf = (method: string, url: string, headers: IncomingHttpHeaders) =>
      ({ method, url, headers }) as IncomingMessage;
    const host = 'amora-nl.test';
    expect(fastPath(requestOf('HEAD', '/api/settings.php', { host }), response)).toBe(false);
    expect(fastPath(requestOf('GET', '/api/settings.php?domain=amora.test', { host }), response)).toBe(false);
    expect(
      fastPath(requestOf('GET', '/api/settings.php', { host, 'x-forwarded-host': 'x.test' }), response),
    ).toBe(false);
    expect(fastPath(requestOf('GET', '/api/settings.php', { host: 'never-seen.example' }), response)).toBe(
      false,
    );
    expect(fastPath(requestOf('GET', '/api/user.php', { host }), response)).toBe(false);
    expect(written).toEqual([]);
    expect(fastPath(requestOf('GET', '/api/settings.php', { host }), response)).toBe(true);
    expect(written).toHaveLength(2);
  });
});
