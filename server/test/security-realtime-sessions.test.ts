import { randomUUID } from 'node:crypto';
import { REALTIME_CLOSE } from '@amora/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { sessions, users } from '../src/db/schema.js';
import { createRedisSocketRegistry } from '../src/plugins/realtime/socket-registry.js';
import { hashToken } from '../src/plugins/session.js';
import { createTestApp, type TestApp } from '../src/test-support/test-app.js';
import { call, tokenOf } from './account-helpers.js';
import { AUTH_COOKIE, DEMO, loginCookie, otherMemberEmail, setPassword } from './helpers.js';
import { startAppWithMail, type MailCapture } from './mail-capture.js';
import { listen, open } from './realtime-helpers.js';
import { describeWithRedis, TEST_REDIS_URL, twoInstancesOnRedis } from './with-redis.js';

/** The live channel follows its session: whatever ends the session closes its sockets at once. */

type Tab = ReturnType<typeof open>;

async function memberIdOf(t: TestApp, email: string): Promise<number> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

async function openTab(base: string, cookie: string): Promise<Tab> {
  const tab = open(base, cookie, base);
  await tab.opened;
  await tab.next('hello');
  return tab;
}

/** Resolves with the close code, or 'open' when the socket is still open after `ms`. */
function closedWithin(tab: Tab, ms = 2000): Promise<number | 'open'> {
  return Promise.race([tab.closed, new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), ms))]);
}

const tokenOfCookie = (cookie: string) => cookie.split(`${AUTH_COOKIE}=`)[1]!.split(';')[0]!;

describe('the realtime socket follows its session', () => {
  let t: TestApp;
  let mail: MailCapture;
  let close: () => Promise<void>;
  let base: string;
  let email: string;
  const password = 'member-password-1';
  beforeAll(async () => {
    ({ t, mail, close } = await startAppWithMail());
    base = await listen(t);
    email = await otherMemberEmail(t);
    await setPassword(t, email, password);
  });
  afterAll(() => close());

  const session = () => loginCookie(t.app, { email, password });

  it('closes the socket when its session logs out, and keeps the other session`s socket', async () => {
    const [cookieA, cookieB] = [await session(), await session()];
    const [tabA, tabB] = [await openTab(base, cookieA), await openTab(base, cookieB)];
    await call(t.app, 'POST', '/api/logout.php', {}, { cookie: cookieA });
    expect(await closedWithin(tabA)).toBe(REALTIME_CLOSE.loggedOut);
    expect(await closedWithin(tabB, 300)).toBe('open');
    tabB.socket.close();
  });

  it('closes the other sessions` sockets when the password changes, not the changer`s own', async () => {
    const [cookieA, cookieB] = [await session(), await session()];
    const [tabA, tabB] = [await openTab(base, cookieA), await openTab(base, cookieB)];
    const changed = await call(
      t.app,
      'POST',
      '/api/password.php',
      { old_password: password, password, password_repeat: password },
      { cookie: cookieB },
    );
    expect(changed.statusCode).toBe(200);
    expect(await closedWithin(tabA)).toBe(REALTIME_CLOSE.loggedOut);
    expect(await closedWithin(tabB, 300)).toBe('open');
    const memberId = await memberIdOf(t, email);
    await t.app.realtime.publish(memberId, { type: 'counters', data: { unread_messages: 1 } });
    await tabB.next('counters');
    tabB.socket.close();
  });

  it('closes every socket of the member when the password is reset from another device', async () => {
    const tab = await openTab(base, await session());
    const before = mail.mails.length;
    await call(t.app, 'POST', '/api/reset-password.php', { email }, { remoteAddress: '10.9.0.1' });
    const token = tokenOf((await mail.next(email, before)).link);
    const reset = await call(t.app, 'POST', '/api/reset-password-do.php', {
      token,
      password,
      password_repeat: password,
    });
    expect(reset.statusCode).toBe(200);
    expect(await closedWithin(tab)).toBe(REALTIME_CLOSE.loggedOut);
    // Nothing the member receives afterwards reaches the closed socket.
    await t.app.realtime.publish(await memberIdOf(t, email), { type: 'counters', data: {} });
    expect(tab.events.filter((e) => e.type === 'counters')).toEqual([]);
  });

  it('closes a socket whose session expired at the next session check', async () => {
    const cookie = await session();
    const tab = await openTab(base, cookie);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(tokenOfCookie(cookie))));
    await t.app.realtime.checkSessions();
    expect(await closedWithin(tab)).toBe(REALTIME_CLOSE.loggedOut);
  });

  it('closes the socket when the account is deleted', async () => {
    const cookie = await session();
    const tab = await openTab(base, cookie);
    const deleted = await call(
      t.app,
      'POST',
      '/api/account-delete.php',
      { reason: 'found_partner', comment: '', password },
      { cookie },
    );
    expect(deleted.statusCode).toBe(200);
    expect(await closedWithin(tab)).toBe(REALTIME_CLOSE.loggedOut);
  });
});

describe('the realtime socket limits', () => {
  let t: TestApp;
  let base: string;
  const logLines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      memberCount: 1,
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line) => void logLines.push(line) },
    });
    base = await listen(t);
  });
  afterAll(() => t.app.close());

  it('holds at most 10 sockets per member: the oldest closes for an eleventh', async () => {
    const cookie = await loginCookie(t.app);
    const memberId = await memberIdOf(t, DEMO.email);
    const tabs: Tab[] = [];
    for (let i = 0; i < 11; i += 1) tabs.push(await openTab(base, cookie));
    expect(await closedWithin(tabs[0]!)).toBe(REALTIME_CLOSE.tooManySockets);
    expect(t.app.realtime.connectionCount(memberId)).toBe(10);
    for (const tab of tabs.slice(1)) expect(await closedWithin(tab, 10)).toBe('open');
    for (const tab of tabs.slice(1)) tab.socket.close();
    await Promise.all(tabs.map((tab) => tab.closed));
  });

  it('closes a socket that sends an oversized frame and logs it as the client`s fault, not an error', async () => {
    const tab = await openTab(base, await loginCookie(t.app));
    logLines.length = 0;
    tab.socket.send('x'.repeat(9000));
    expect(await closedWithin(tab)).toBe(1009);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const levels = logLines.map((line) => (JSON.parse(line) as { level: number }).level);
    expect(levels.filter((level) => level >= 50)).toEqual([]);
    expect(logLines.some((line) => line.includes('client fault'))).toBe(true);
  });
});

describeWithRedis('the realtime socket follows its session across instances (REDIS_URL)', () => {
  it('closes a socket on one instance when the session logs out through the other', async () => {
    const { first, second } = await twoInstancesOnRedis(1);
    try {
      const baseA = await listen(first);
      await second.ready();
      const cookie = await loginCookie(first.app);
      const tab = await openTab(baseA, cookie);
      const out = await call(second, 'POST', '/api/logout.php', {}, { cookie });
      expect(out.statusCode).toBe(200);
      expect(await closedWithin(tab)).toBe(REALTIME_CLOSE.loggedOut);
    } finally {
      await second.close();
      await first.app.close();
    }
  });
});

describeWithRedis('the per-member socket cap across instances (REDIS_URL)', () => {
  it('closes the member`s oldest socket on the other instance when an eleventh opens anywhere', async () => {
    const { first, second } = await twoInstancesOnRedis(1);
    const tabs: Tab[] = [];
    try {
      const baseA = await listen(first);
      await second.listen({ host: '127.0.0.1', port: 0 });
      const baseB = `http://127.0.0.1:${(second.server.address() as { port: number }).port}`;
      const cookie = await loginCookie(first.app);
      const memberId = await memberIdOf(first, DEMO.email);
      for (let i = 0; i < 6; i += 1) tabs.push(await openTab(baseA, cookie));
      for (let i = 0; i < 4; i += 1) tabs.push(await openTab(baseB, cookie));
      // Ten in all: none closes, though neither instance alone has reached the cap.
      for (const tab of tabs) expect(await closedWithin(tab, 10)).toBe('open');
      tabs.push(await openTab(baseB, cookie));
      expect(await closedWithin(tabs[0]!)).toBe(REALTIME_CLOSE.tooManySockets);
      for (const tab of tabs.slice(1)) expect(await closedWithin(tab, 10)).toBe('open');
      expect(first.app.realtime.connectionCount(memberId)).toBe(5);
      expect(second.realtime.connectionCount(memberId)).toBe(5);

      // A socket that closed by itself frees its place: the next one closes nothing.
      tabs[1]!.socket.close();
      await tabs[1]!.closed;
      await new Promise((resolve) => setTimeout(resolve, 100));
      tabs.push(await openTab(baseA, cookie));
      for (const tab of tabs.slice(2)) expect(await closedWithin(tab, 10)).toBe('open');
    } finally {
      for (const tab of tabs) tab.socket.close();
      await Promise.all(tabs.map((tab) => tab.closed));
      await second.close();
      await first.app.close();
    }
  });

  it('stops counting the sockets of an instance that is gone', async () => {
    const log = { warn: () => undefined } as unknown as FastifyBaseLogger;
    const prefix = `amora-test-${randomUUID()}`;
    const options = { prefix, heldMembers: () => [7] };
    const gone = await createRedisSocketRegistry(TEST_REDIS_URL!, log, options);
    const live = await createRedisSocketRegistry(TEST_REDIS_URL!, log, options);
    try {
      const oldest = gone.newSocketId();
      expect(await gone.opened(7, oldest, 3)).toEqual([]);
      expect(await gone.opened(7, gone.newSocketId(), 3)).toEqual([]);
      const liveFirst = live.newSocketId();
      expect(await live.opened(7, liveFirst, 3)).toEqual([]);
      expect(await live.opened(7, live.newSocketId(), 3)).toEqual([oldest]);
      // The instance stops without removing its entries (as a crash leaves them to expire).
      await gone.close([]);
      expect(await live.opened(7, live.newSocketId(), 3)).toEqual([]);
      expect(await live.opened(7, live.newSocketId(), 3)).toEqual([liveFirst]);
    } finally {
      await live.close([]);
    }
  });
});
