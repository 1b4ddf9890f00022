import { PUSH_NOTIFICATIONS_PER_HOUR, PushPayloadSchema } from '@amora/contracts';
import { eq } from 'drizzle-orm';
import { pushPreferences, pushSubscriptions, pushThrottle, users } from '../src/db/schema.js';
import { createTestApp, type TestApp } from '../src/test-support/test-app.js';
import { call } from './account-helpers.js';
import { chatMembers, send, type ChatMember } from './chat-helpers.js';
import { startLocalPushService, type LocalPushService, type TestSubscriber } from './push-service.js';

/**
 * Pushes as they leave the server: the real `web-push` requests reach a local push service,
 * which checks the VAPID header and decrypts the body with the subscription's own private key.
 */
describe('web push delivery', () => {
  let t: TestApp;
  let service: LocalPushService;
  let me: ChatMember;
  let other: ChatMember;
  let third: ChatMember;
  let phone: TestSubscriber;
  let laptop: TestSubscriber;
  let now: Date;
  const sleeps: number[] = [];

  const subscribe = async (member: ChatMember, subscriber: TestSubscriber) => {
    const response = await call(
      t.app,
      'POST',
      '/api/user.php?push=1',
      { subscription: subscriber.json },
      { cookie: member.cookie },
    );
    expect(response.statusCode).toBe(200);
  };
  const delivered = () => service.received.map((push) => PushPayloadSchema.parse(JSON.parse(push.plaintext)));
  const settle = () => t.app.notifications.idle();

  beforeAll(async () => {
    service = await startLocalPushService();
    t = await createTestApp({
      memberCount: 5,
      env: { PUSH_ALLOWED_HOSTS: new URL(service.origin).host, VAPID_SUBJECT: 'mailto:ops@amora.test' },
      push: {
        agent: service.agent,
        retryDelaysMs: [1_000, 5_000, 25_000],
        // Retries without waiting; the delays asked for are recorded.
        sleep: async (ms) => void sleeps.push(ms),
      },
    });
    [me, other, third] = (await chatMembers(t, 2, 100)) as [ChatMember, ChatMember, ChatMember];
    t.app.ctx.clock.now = () => now;
  });
  afterAll(async () => {
    await t.app.close();
    await service.close();
  });
  beforeEach(async () => {
    // A fresh hour each test (12:00 UTC on a later day): the cap and the rate limits start over.
    now = new Date(Date.UTC(2026, 5, 1 + (now ? now.getUTCDate() : 0), 12, 0));
    const db = t.database.db;
    await db.delete(pushSubscriptions);
    await db.delete(pushPreferences);
    await db.delete(pushThrottle);
    service.received.length = 0;
    service.attempts.length = 0;
    sleeps.length = 0;
    phone = service.subscriber();
    laptop = service.subscriber();
    await subscribe(other, phone);
    await subscribe(other, laptop);
  });

  it('sends a new message to every device of the receiver, encrypted, signed, and content-free', async () => {
    const response = await send(t, me, {
      profile_id: other.id,
      text: 'Meet me at 8, my number is 0612345678',
    });
    expect(response.statusCode).toBe(200);
    const conversation = response.json().message.conversation_id as number;
    await settle();

    expect(service.received.map((push) => push.endpoint).sort()).toEqual(
      [phone.endpoint, laptop.endpoint].sort(),
    );
    for (const push of service.received) {
      // Exactly the content-free payload: kind, id, count. No text, no name, no photo.
      expect(JSON.parse(push.plaintext)).toEqual({ type: 'message', id: conversation, count: 1 });
      expect(push.plaintext).not.toMatch(/Meet|0612345678|name|photo/);
      const settings = (await call(t.app, 'GET', '/api/settings.php')).json().settings;
      expect(push.vapid).toMatchObject({
        aud: service.origin,
        sub: 'mailto:ops@amora.test',
        publicKey: settings.push_public_key,
      });
      expect(push.vapid.exp * 1000).toBeGreaterThan(Date.now());
      expect(push.vapid.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000);
      expect(push.headers).toMatchObject({
        'content-encoding': 'aes128gcm',
        ttl: '86400',
        urgency: 'normal',
        topic: `message-${conversation}`,
      });
    }
  });

  it('announces a like to the liked member, and a match (not a second like) to the one who did not act', async () => {
    await call(t.app, 'POST', '/api/like.php', { profile_id: other.id }, { cookie: me.cookie });
    await settle();
    expect(delivered()).toEqual([
      { type: 'like', id: me.id, count: 1 },
      { type: 'like', id: me.id, count: 1 },
    ]);
    expect(service.received[0]!.headers).toMatchObject({ urgency: 'low', topic: 'likes' });

    const mine = service.subscriber();
    await subscribe(me, mine);
    service.received.length = 0;
    // `other` likes back: the match is news for `me`, who did not act now.
    await call(t.app, 'POST', '/api/like.php', { profile_id: me.id }, { cookie: other.cookie });
    await settle();
    expect(service.received.map((push) => push.endpoint)).toEqual([mine.endpoint]);
    expect(delivered()).toEqual([{ type: 'match', id: other.id, count: 1 }]);
    expect(service.received[0]!.headers).toMatchObject({
      ttl: String(3 * 86_400),
      topic: `match-${other.id}`,
    });
  });

  it('removes a subscription the push service says is gone (404 and 410), and keeps the others', async () => {
    service.respond(phone.endpoint, 410);
    service.respond(laptop.endpoint, 404);
    const kept = service.subscriber();
    await subscribe(other, kept);
    await send(t, me, { profile_id: other.id, text: 'Hello' });
    await settle();
    const left = await t.database.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.memberId, other.id));
    expect(left).toEqual([{ endpoint: kept.endpoint }]);
    expect(service.received.map((push) => push.endpoint)).toEqual([kept.endpoint]);
    expect(sleeps).toEqual([]);
  });

  it('retries a failing push service with growing waits, and delivers', async () => {
    service.respond(phone.endpoint, 500, 503);
    await send(t, me, { profile_id: other.id, text: 'Hello' });
    await settle();
    expect(service.attempts.filter((a) => a.endpoint === phone.endpoint).map((a) => a.status)).toEqual([
      500, 503, 201,
    ]);
    expect(sleeps).toEqual([1_000, 5_000]);
    expect(service.received.map((push) => push.endpoint).sort()).toEqual(
      [phone.endpoint, laptop.endpoint].sort(),
    );
  });

  it('gives up after the retries, logs it, and keeps the subscription', async () => {
    const warn = jest.spyOn(t.app.log, 'warn');
    service.respond(phone.endpoint, 500, 500, 500, 500);
    await send(t, me, { profile_id: other.id, text: 'Hello' });
    await settle();
    expect(service.attempts.filter((a) => a.endpoint === phone.endpoint)).toHaveLength(4);
    expect(sleeps).toEqual([1_000, 5_000, 25_000]);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ status: 500, attempts: 4, host: new URL(service.origin).host }),
      'push delivery failed; giving up',
    );
    expect(JSON.stringify(warn.mock.calls)).not.toContain(phone.endpoint);
    warn.mockRestore();
    const rows = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, phone.endpoint));
    expect(rows).toHaveLength(1);
  });

  it('does not retry a refusal that will not change (400, 403)', async () => {
    service.respond(phone.endpoint, 403);
    await send(t, me, { profile_id: other.id, text: 'Hello' });
    await settle();
    expect(service.attempts.filter((a) => a.endpoint === phone.endpoint)).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('never fails the request when pushing fails', async () => {
    service.respond(phone.endpoint, 500, 500, 500, 500);
    service.respond(laptop.endpoint, 500, 500, 500, 500);
    const response = await send(t, me, { profile_id: other.id, text: 'Hello' });
    expect(response.statusCode).toBe(200);
    await settle();
  });

  it('sends nothing to a member who is leaving (deleted, pending the purge)', async () => {
    await t.database.db.update(users).set({ status: 'pending_deletion' }).where(eq(users.id, other.id));
    t.app.notifications.notify(other.id, { type: 'like', id: me.id });
    await settle();
    expect(service.attempts).toEqual([]);
    await t.database.db.update(users).set({ status: 'confirmed' }).where(eq(users.id, other.id));
  });

  it('skips a subscription past its expiration time', async () => {
    const expired = service.subscriber();
    const response = await call(
      t.app,
      'POST',
      '/api/user.php?push=1',
      { subscription: { ...expired.json, expirationTime: now.getTime() - 1 } },
      { cookie: other.cookie },
    );
    expect(response.statusCode).toBe(200);
    t.app.notifications.notify(other.id, { type: 'like', id: me.id });
    await settle();
    expect(service.received.map((push) => push.endpoint).sort()).toEqual(
      [phone.endpoint, laptop.endpoint].sort(),
    );
  });

  it('follows the switches per kind', async () => {
    await call(t.app, 'POST', '/api/push-preferences.php', { messages: false }, { cookie: other.cookie });
    await send(t, me, { profile_id: other.id, text: 'Hello' });
    t.app.notifications.notify(other.id, { type: 'like', id: me.id });
    await settle();
    expect(delivered().map((p) => p.type)).toEqual(['like', 'like']);
  });

  describe('quiet hours, in the member time zone, across midnight', () => {
    beforeEach(async () => {
      const response = await call(
        t.app,
        'POST',
        '/api/push-preferences.php',
        { quiet_hours: { start: '22:00', end: '07:00' }, time_zone: 'Europe/Amsterdam' },
        { cookie: other.cookie },
      );
      expect(response.statusCode).toBe(200);
    });

    it.each([
      ['21:59 in Amsterdam', 19, 59, 2],
      ['22:00 in Amsterdam', 20, 0, 0],
      ['00:30 in Amsterdam', 22, 30, 0],
      ['06:59 in Amsterdam', 4, 59, 0],
      ['07:00 in Amsterdam', 5, 0, 2],
    ])('at %s (summer time)', async (_name, utcHour, utcMinute, expected) => {
      now = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), utcHour, utcMinute));
      t.app.notifications.notify(other.id, { type: 'like', id: me.id });
      await settle();
      expect(service.received).toHaveLength(expected);
    });
  });

  describe(`the hourly cap (${PUSH_NOTIFICATIONS_PER_HOUR})`, () => {
    const minutes = (n: number) => new Date(now.getTime() + n * 60_000);

    it('folds a burst past the cap into one notification when the hour has room again', async () => {
      await t.database.db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, laptop.endpoint));
      const start = now;
      for (let i = 0; i < PUSH_NOTIFICATIONS_PER_HOUR + 4; i += 1) {
        now = new Date(start.getTime() + i * 60_000);
        t.app.notifications.notify(other.id, { type: 'message', id: 100 + i });
        await settle();
      }
      expect(delivered()).toEqual(
        Array.from({ length: PUSH_NOTIFICATIONS_PER_HOUR }, (_, i) => ({
          type: 'message',
          id: 100 + i,
          count: 1,
        })),
      );

      // Within the hour nothing more goes out, even when the flush runs.
      now = new Date(start.getTime() + 59 * 60_000);
      expect(await t.app.notifications.flushFolded()).toBe(0);
      // The first send leaves the hour: the four held back go out as one, the latest named.
      now = new Date(start.getTime() + 60 * 60_000 + 1);
      expect(await t.app.notifications.flushFolded()).toBe(1);
      expect(delivered().at(-1)).toEqual({
        type: 'message',
        id: 100 + PUSH_NOTIFICATIONS_PER_HOUR + 3,
        count: 4,
      });
      expect(await t.app.notifications.flushFolded()).toBe(0);
    });

    it('counts what was folded into the next event that may go out', async () => {
      await t.database.db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, laptop.endpoint));
      for (let i = 0; i < PUSH_NOTIFICATIONS_PER_HOUR + 2; i += 1)
        t.app.notifications.notify(other.id, { type: 'like', id: me.id });
      await settle();
      expect(service.received).toHaveLength(PUSH_NOTIFICATIONS_PER_HOUR);
      now = minutes(61);
      t.app.notifications.notify(other.id, { type: 'match', id: third.id });
      await settle();
      expect(delivered().at(-1)).toEqual({ type: 'match', id: third.id, count: 3 });
    });

    it('drops what was folded if the flush falls in the quiet hours', async () => {
      await t.database.db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, laptop.endpoint));
      for (let i = 0; i < PUSH_NOTIFICATIONS_PER_HOUR + 1; i += 1)
        t.app.notifications.notify(other.id, { type: 'like', id: me.id });
      await settle();
      await call(
        t.app,
        'POST',
        '/api/push-preferences.php',
        { quiet_hours: { start: '13:00', end: '14:00' }, time_zone: 'UTC' },
        { cookie: other.cookie },
      );
      now = minutes(61);
      expect(await t.app.notifications.flushFolded()).toBe(0);
      const [state] = await t.database.db
        .select()
        .from(pushThrottle)
        .where(eq(pushThrottle.memberId, other.id));
      expect(state?.folded).toBe(0);
    });
  });
});
