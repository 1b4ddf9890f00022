import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { smsCodes } from '../src/db/schema.js';
import { createSmsSender } from '../src/plugins/sms/index.js';
import { createTestApp, type TestApp, STAGING_ENV } from '../src/test-support/test-app.js';
import { call } from './account-helpers.js';
import { newPayingMember } from './payments-helpers.js';

/*
 * The SMS interface (plugins/sms): the development outbox and its page, and the gateway adapter of
 * SMS_URL against a local stand-in that records what arrives (no network).
 */

interface Received {
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

/** A gateway stand-in answering `status`; it records every request it gets. */
async function gateway(status: number): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const server = createServer(async (request: IncomingMessage, response) => {
    let raw = '';
    for await (const chunk of request) raw += chunk;
    received.push({
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
      body: JSON.parse(raw),
    });
    response.writeHead(status, { 'content-type': 'application/json' }).end('{}');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { url: `http://relay-user:s%40cret@127.0.0.1:${port}/sms`, received, server };
}

describe('SMS senders', () => {
  it('writes texts to the outbox and lists them newest first', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'amora-sms-'));
    const sms = createSmsSender({ smsUrl: null, outboxDir: dir });
    expect(sms.kind).toBe('outbox');
    expect(await sms.list()).toEqual([]);
    await sms.send('+31612345678', 'first');
    await sms.send('+31612345679', 'second');
    const texts = await sms.list();
    expect(texts.map((m) => [m.to, m.text])).toEqual([
      ['+31612345679', 'second'],
      ['+31612345678', 'first'],
    ]);
  });

  it('posts {to, text} to the gateway with the URL credentials as Basic authentication', async () => {
    const stand = await gateway(202);
    try {
      const sms = createSmsSender({ smsUrl: stand.url, outboxDir: '/nonexistent' });
      expect(sms.kind).toBe('http');
      await sms.send('+31612345678', 'Your code is 123456');
      expect(stand.received).toEqual([
        {
          authorization: `Basic ${Buffer.from('relay-user:s@cret').toString('base64')}`,
          contentType: 'application/json',
          body: { to: '+31612345678', text: 'Your code is 123456' },
        },
      ]);
      expect(await sms.list()).toEqual([]);
    } finally {
      stand.server.close();
    }
  });

  it('rejects when the gateway refuses', async () => {
    const stand = await gateway(500);
    try {
      const sms = createSmsSender({ smsUrl: stand.url, outboxDir: '/nonexistent' });
      await expect(sms.send('+31612345678', 'x')).rejects.toThrow('SMS gateway answered 500');
    } finally {
      stand.server.close();
    }
  });
});

describe('a gateway that fails while a code is sent', () => {
  let t: TestApp;
  let stand: Awaited<ReturnType<typeof gateway>>;
  beforeAll(async () => {
    stand = await gateway(503);
    t = await createTestApp({ memberCount: 0, env: { SMS_URL: stand.url } });
  });
  afterAll(async () => {
    await t.app.close();
    stand.server.close();
  });

  it('answers 502 with a clear message, keeps no code and does not use up the send limit', async () => {
    const member = await newPayingMember(t);
    for (let i = 0; i < 4; i += 1) {
      const response = await call(
        t.app,
        'POST',
        '/api/directdebit.php?action=send-code',
        { mobile: '+31 6 5555 0000' },
        { cookie: member.cookie },
      );
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        error: 'sms_send_failed',
        message: 'The SMS could not be sent. Please try again in a few minutes.',
      });
    }
    expect(stand.received).toHaveLength(4);
    expect(await t.database.db.select().from(smsCodes).where(eq(smsCodes.userId, member.id))).toEqual([]);
  });
});

describe('/dev/sms', () => {
  const get = (t: TestApp, remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/dev/sms', remoteAddress, headers });

  it('lists the outbox in development to loopback clients only', async () => {
    const t = await createTestApp({ memberCount: 0, env: { NODE_ENV: 'development', TRUST_PROXY: 'true' } });
    try {
      await t.app.ctx.sms.send('+31612345678', 'Amora: your code is 654321 <b>');
      const local = await get(t, '127.0.0.1');
      expect(local.statusCode).toBe(200);
      expect(local.headers['cache-control']).toBe('no-store');
      expect(local.body).toContain('Development SMS outbox');
      expect(local.body).toContain('your code is 654321 &lt;b&gt;');
      expect((await get(t, '::1')).statusCode).toBe(200);
      for (const address of ['10.0.0.7', '203.0.113.9', '2001:db8::1']) {
        const far = await get(t, address);
        expect(far.statusCode).toBe(404);
        expect(far.body).not.toContain('654321');
      }
      expect((await get(t, '203.0.113.9', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(404);
    } finally {
      await t.app.close();
    }
  });

  it.each(['test', 'production'])('does not exist with NODE_ENV=%s', async (env) => {
    const t = await createTestApp({ memberCount: 0, env: { NODE_ENV: env, ...STAGING_ENV } });
    try {
      expect((await get(t, '127.0.0.1')).statusCode).toBe(404);
    } finally {
      await t.app.close();
    }
  });

  it('does not exist in development with a gateway configured', async () => {
    const t = await createTestApp({
      memberCount: 0,
      env: { NODE_ENV: 'development', SMS_URL: 'http://127.0.0.1:9/sms' },
    });
    try {
      expect((await get(t, '127.0.0.1')).statusCode).toBe(404);
    } finally {
      await t.app.close();
    }
  });
});
