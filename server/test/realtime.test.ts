import { REALTIME_CLOSE } from '@amora/contracts';
import { listen, open } from './realtime-helpers.js';
import { describeWithRedis, twoInstancesOnRedis } from './with-redis.js';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema.js';
import { createTestApp, type TestApp } from '../src/test-support/test-app.js';
import { DEMO, loginCookie, otherMemberEmail, setPassword } from './helpers.js';

async function memberIdOf(t: TestApp, email: string): Promise<number> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

describe('the realtime channel (/api/realtime)', () => {
  let t: TestApp;
  let base: string;
  let origin: string;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ memberCount: 2 });
    base = await listen(t);
    origin = base;
    cookie = await loginCookie(t.app);
  });
  afterAll(() => t.app.close());

  it('refuses a socket without a session, and one from another origin', async () => {
    await expect(open(base, null, origin).opened).rejects.toMatchObject({ statusCode: 403 });
    await expect(open(base, cookie, 'https://evil.example').opened).rejects.toMatchObject({
      statusCode: 403,
    });
    await expect(open(base, cookie, null).opened).rejects.toMatchObject({ statusCode: 403 });
  });

  it('greets a member and delivers what is published to every tab of that member only', async () => {
    const demoId = await memberIdOf(t, DEMO.email);
    const other = await otherMemberEmail(t);
    await setPassword(t, other, 'other-password-1');
    const otherCookie = await loginCookie(t.app, { email: other, password: 'other-password-1' });
    const tabA = open(base, cookie, origin);
    const tabB = open(base, cookie, origin);
    const stranger = open(base, otherCookie, origin);
    await Promise.all([tabA.opened, tabB.opened, stranger.opened]);
    expect((await tabA.next('hello')).data).toMatchObject({ member_id: demoId });
    await tabB.next('hello');
    await stranger.next('hello');
    expect(t.app.realtime.connectionCount(demoId)).toBe(2);

    await t.app.realtime.publish(demoId, { type: 'counters', data: { unread_messages: 3 } });
    expect((await tabA.next('counters')).data).toEqual({ unread_messages: 3 });
    expect((await tabB.next('counters')).data).toEqual({ unread_messages: 3 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stranger.events.filter((e) => e.type === 'counters')).toEqual([]);

    for (const tab of [tabA, tabB, stranger]) tab.socket.close();
    await Promise.all([tabA.closed, tabB.closed, stranger.closed]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(t.app.realtime.connectionCount(demoId)).toBe(0);
  });

  it('runs a registered command and answers on the same socket; ignores unknown commands', async () => {
    t.app.realtime.onCommand('echo_test', (memberId, data, send) =>
      send({ type: 'typing', data: { memberId, data } }),
    );
    const tab = open(base, cookie, origin);
    await tab.opened;
    tab.socket.send(JSON.stringify({ type: 'not_known' }));
    tab.socket.send(JSON.stringify({ type: 'echo_test', data: { x: 1 } }));
    expect((await tab.next('typing')).data).toMatchObject({ data: { x: 1 } });
    tab.socket.close();
    await tab.closed;
  });

  it('closes a socket that sends garbage or floods the server', async () => {
    const garbage = open(base, cookie, origin);
    await garbage.opened;
    garbage.socket.send('not json');
    expect(await garbage.closed).toBe(REALTIME_CLOSE.policy);

    const wrongShape = open(base, cookie, origin);
    await wrongShape.opened;
    wrongShape.socket.send(JSON.stringify({ type: 'DROP TABLE' }));
    expect(await wrongShape.closed).toBe(REALTIME_CLOSE.policy);

    const flood = open(base, cookie, origin);
    await flood.opened;
    for (let i = 0; i < 50; i += 1) flood.socket.send(JSON.stringify({ type: 'noop' }));
    expect(await flood.closed).toBe(REALTIME_CLOSE.overload);
  });
});

describeWithRedis('the realtime channel across two instances (REDIS_URL)', () => {
  it('delivers an event published on one instance to a member connected to the other', async () => {
    const { first, second } = await twoInstancesOnRedis(1);
    try {
      const baseA = await listen(first);
      await second.listen({ host: '127.0.0.1', port: 0 });
      expect(first.app.realtime.busKind).toBe('redis');
      const cookie = await loginCookie(first.app);
      const tab = open(baseA, cookie, baseA);
      await tab.opened;
      await tab.next('hello');
      const demoId = await memberIdOf(first, DEMO.email);
      await second.realtime.publish(demoId, { type: 'credits', data: { balance: 42 } });
      expect((await tab.next('credits')).data).toEqual({ balance: 42 });
      tab.socket.close();
      await tab.closed;
    } finally {
      await second.close();
      await first.app.close();
    }
  });
});
