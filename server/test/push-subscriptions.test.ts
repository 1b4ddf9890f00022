import { PUSH_SUBSCRIPTIONS_PER_MEMBER } from '@amora/contracts';
import { count, eq } from 'drizzle-orm';
import { pushSubscriptions, users } from '../src/db/schema.js';
import { purgeMember } from '../src/modules/account/account-purge.js';
import { createTestApp, type TestApp } from '../src/test-support/test-app.js';
import { call } from './account-helpers.js';
import { chatMembers, type ChatMember } from './chat-helpers.js';
import { getUser } from './helpers.js';
import { startLocalPushService, type LocalPushService } from './push-service.js';

/** A subscription as the browser gives it, on an allowed host by default. */
function aSubscription(service: LocalPushService, overrides: Record<string, unknown> = {}) {
  return { ...service.subscriber().json, ...overrides };
}

describe('push subscriptions (POST/DELETE /api/user.php?push=1)', () => {
  let t: TestApp;
  let service: LocalPushService;
  let members: ChatMember[];
  let me: ChatMember;
  let other: ChatMember;

  const subscribe = (member: ChatMember, subscription: unknown) =>
    call(t.app, 'POST', '/api/user.php?push=1', { subscription }, { cookie: member.cookie });
  const unsubscribe = (member: ChatMember, endpoint: string) =>
    call(t.app, 'DELETE', '/api/user.php?push=1', { endpoint }, { cookie: member.cookie });
  const stored = async (memberId?: number) =>
    (
      await t.database.db
        .select({ n: count() })
        .from(pushSubscriptions)
        .where(memberId === undefined ? undefined : eq(pushSubscriptions.memberId, memberId))
    )[0]!.n;

  beforeAll(async () => {
    service = await startLocalPushService();
    const host = new URL(service.origin).host;
    t = await createTestApp({ memberCount: 4, env: { PUSH_ALLOWED_HOSTS: `push.example.net, ${host}` } });
    members = await chatMembers(t, 2, 0);
    [me, other] = members as [ChatMember, ChatMember];
  });
  afterAll(async () => {
    await t.app.close();
    await service.close();
  });
  let minutes = 0;
  beforeEach(async () => {
    await t.database.db.delete(pushSubscriptions);
    // A minute later each time: the per-member write limit starts afresh for every test.
    minutes += 1;
    const offset = minutes * 61_000;
    t.app.ctx.clock.now = () => new Date(Date.now() + offset);
  });

  it('offers the server VAPID key in the site settings', async () => {
    const settings = (await call(t.app, 'GET', '/api/settings.php')).json();
    expect(Buffer.from(settings.settings.push_public_key, 'base64url')).toHaveLength(65);
  });

  it('stores a subscription, says so in the user payload, and forgets it again', async () => {
    const subscription = aSubscription(service);
    expect((await getUser(t.app, { cookie: me.cookie })).json().user.push_subscribed).toBe(false);

    const response = await subscribe(me, subscription);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ push_subscribed: true });
    expect((await getUser(t.app, { cookie: me.cookie })).json().user.push_subscribed).toBe(true);
    expect(await stored(me.id)).toBe(1);

    const removed = await unsubscribe(me, subscription.endpoint);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ push_subscribed: false });
    expect((await getUser(t.app, { cookie: me.cookie })).json().user.push_subscribed).toBe(false);
    expect(await stored()).toBe(0);
  });

  it('keeps one row per endpoint: subscribing again updates the keys', async () => {
    const first = aSubscription(service);
    const renewed = { ...aSubscription(service), endpoint: first.endpoint };
    await subscribe(me, first);
    expect((await subscribe(me, renewed)).statusCode).toBe(200);
    const rows = await t.database.db.select().from(pushSubscriptions);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ memberId: me.id, p256dh: renewed.keys.p256dh, auth: renewed.keys.auth });
  });

  it('keeps several devices per member, and one device answers only its last member', async () => {
    const phone = aSubscription(service);
    const laptop = aSubscription(service);
    await subscribe(me, phone);
    await subscribe(me, laptop);
    expect(await stored(me.id)).toBe(2);

    // The laptop is logged in as another member now: the endpoint moves, it does not double.
    expect((await subscribe(other, laptop)).statusCode).toBe(200);
    expect(await stored(me.id)).toBe(1);
    expect(await stored(other.id)).toBe(1);
  });

  it('lets a member remove only their own subscription', async () => {
    const subscription = aSubscription(service);
    await subscribe(other, subscription);
    const response = await unsubscribe(me, subscription.endpoint);
    expect(response.json()).toEqual({ push_subscribed: false });
    expect(await stored(other.id)).toBe(1);
  });

  it(`refuses a subscription past ${PUSH_SUBSCRIPTIONS_PER_MEMBER} devices, and stores nothing`, async () => {
    for (let i = 0; i < PUSH_SUBSCRIPTIONS_PER_MEMBER; i += 1)
      expect((await subscribe(me, aSubscription(service))).statusCode).toBe(200);
    const response = await subscribe(me, aSubscription(service));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'push_subscription_limit',
      message: `Notifications are already on for ${PUSH_SUBSCRIPTIONS_PER_MEMBER} devices. Turn them off on a device you no longer use.`,
      fields: { subscription: expect.any(String) },
    });
    expect(await stored(me.id)).toBe(PUSH_SUBSCRIPTIONS_PER_MEMBER);
  });

  describe('the allow-list of push services', () => {
    it.each([
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGx1',
      'https://wns2-par02p.notify.windows.com/w/?token=AQE',
      'https://push.example.net/device/1',
    ])('accepts %s', async (endpoint) => {
      expect((await subscribe(me, aSubscription(service, { endpoint }))).statusCode).toBe(200);
    });

    it.each([
      ['an unknown host', 'https://evil.example.com/push'],
      ['an internal address', 'https://169.254.169.254/latest/meta-data'],
      ['a look-alike host', 'https://fcm.googleapis.com.evil.example/push'],
      ['a bare wildcard domain', 'https://push.apple.com/x'],
      ['another port of a known host', 'https://fcm.googleapis.com:8443/fcm/send/x'],
      ['credentials in the URL', 'https://user:pw@fcm.googleapis.com/fcm/send/x'],
    ])('refuses %s with a 400 naming the endpoint, and stores nothing', async (_name, endpoint) => {
      const response = await subscribe(me, aSubscription(service, { endpoint }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'validation_failed',
        message: "Notifications are not available for this browser's push service.",
        fields: {
          'subscription.endpoint': "Notifications are not available for this browser's push service.",
        },
      });
      expect(await stored()).toBe(0);
    });
  });

  describe('bad input: a clear 400 naming the field, nothing stored', () => {
    const key = (bytes: Buffer) => bytes.toString('base64url');
    const valid = () => aSubscription(service);
    const notOnCurve = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]);
    const cases: Array<[string, () => unknown, string]> = [
      ['no subscription', () => undefined, 'subscription'],
      ['an http endpoint', () => ({ ...valid(), endpoint: 'http://fcm.googleapis.com/x' }), 'subscription.endpoint'],
      ['an endpoint that is no URL', () => ({ ...valid(), endpoint: 'fcm.googleapis.com' }), 'subscription.endpoint'],
      ['a very long endpoint', () => ({ ...valid(), endpoint: `https://fcm.googleapis.com/${'a'.repeat(1000)}` }), 'subscription.endpoint'],
      ['no keys', () => ({ ...valid(), keys: undefined }), 'subscription.keys'],
      ['no p256dh', () => ({ ...valid(), keys: { auth: valid().keys.auth } }), 'subscription.keys.p256dh'],
      ['a p256dh that is not base64url', () => ({ ...valid(), keys: { ...valid().keys, p256dh: `${'+'.repeat(87)}` } }), 'subscription.keys.p256dh'],
      ['a p256dh point off the curve', () => ({ ...valid(), keys: { ...valid().keys, p256dh: key(notOnCurve) } }), 'subscription.keys.p256dh'],
      ['a compressed p256dh', () => ({ ...valid(), keys: { ...valid().keys, p256dh: key(Buffer.concat([Buffer.from([2]), Buffer.alloc(63, 7)])) } }), 'subscription.keys.p256dh'],
      ['no auth', () => ({ ...valid(), keys: { p256dh: valid().keys.p256dh } }), 'subscription.keys.auth'],
      ['an auth secret of 12 bytes', () => ({ ...valid(), keys: { ...valid().keys, auth: key(Buffer.alloc(12, 1)) } }), 'subscription.keys.auth'],
      ['an auth secret of 20 bytes', () => ({ ...valid(), keys: { ...valid().keys, auth: key(Buffer.alloc(20, 1)) } }), 'subscription.keys.auth'],
    ]; // prettier-ignore

    it.each(cases)('%s', async (_name, make, field) => {
      const response = await call(
        t.app,
        'POST',
        '/api/user.php?push=1',
        { subscription: make() },
        { cookie: me.cookie },
      );
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.error).toBe('validation_failed');
      expect(Object.keys(body.fields)).toEqual([field]);
      expect(Object.values(body.fields)[0]).toMatch(/\S/);
      expect(await stored()).toBe(0);
    });

    it('answers in the member language', async () => {
      await call(t.app, 'PUT', '/api/user.php', { language: 'de' }, { cookie: me.cookie });
      const response = await subscribe(me, aSubscription(service, { endpoint: 'https://evil.example/x' }));
      expect(response.json().message).toBe(
        'Für den Push-Dienst dieses Browsers sind keine Benachrichtigungen verfügbar.',
      );
      await call(t.app, 'PUT', '/api/user.php', { language: 'en' }, { cookie: me.cookie });
    });

    it('an unsubscribe without an endpoint', async () => {
      const response = await call(t.app, 'DELETE', '/api/user.php?push=1', {}, { cookie: me.cookie });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual(['endpoint']);
    });
  });

  it('leaves the login and language calls of /api/user.php as they were', async () => {
    const login = await call(t.app, 'POST', '/api/user.php', { email: 'nobody@example.com', password: 'x' });
    expect(login.json().error).toBe('login_failed');
    // Another value of push is not the push call either.
    const other = await call(t.app, 'POST', '/api/user.php?push=0', {
      email: 'nobody@example.com',
      password: 'x',
    });
    expect(other.json().error).toBe('login_failed');
  });

  it('removes the subscriptions with the account (the purge)', async () => {
    await subscribe(other, aSubscription(service));
    await subscribe(other, aSubscription(service));
    expect(await stored(other.id)).toBe(2);
    await purgeMember(t.app.ctx, other.id);
    expect(await stored(other.id)).toBe(0);
    expect(await t.database.db.select().from(users).where(eq(users.id, other.id))).toEqual([]);
  });
});
