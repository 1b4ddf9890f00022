import { eq } from 'drizzle-orm';
import { blocks, likes, matches, profiles, pushPreferences } from '../src/db/schema.js';
import { createTestApp, type TestApp } from '../src/test-support/test-app.js';
import { call } from './account-helpers.js';
import { chatMembers, send, type ChatMember } from './chat-helpers.js';

/** What the service worker shows (push-notification.php), the preferences, and the page-hidden beacon. */
describe('push notification content, preferences and the page-hidden beacon', () => {
  let t: TestApp;
  let me: ChatMember;
  let other: ChatMember;
  let stranger: ChatMember;
  let conversation: number;
  let strangersConversation: number;

  const content = (member: ChatMember, query: string) =>
    call(t.app, 'GET', `/api/push-notification.php?${query}`, undefined, { cookie: member.cookie });
  /** The badge the user payload shows: unread messages + new likes. */
  const badgeOf = async (member: ChatMember) => {
    const { user } = (await call(t.app, 'GET', '/api/user.php', undefined, { cookie: member.cookie })).json();
    return (user.unread_messages as number) + (user.new_likes as number);
  };
  const setPreferences = (member: ChatMember, body: unknown) =>
    call(t.app, 'POST', '/api/push-preferences.php', body, { cookie: member.cookie });

  beforeAll(async () => {
    t = await createTestApp({ memberCount: 5 });
    [me, other, stranger] = (await chatMembers(t, 2, 100)) as [ChatMember, ChatMember, ChatMember];
    await t.database.db.update(profiles).set({ name: 'Anna Maria' }).where(eq(profiles.userId, other.id));
    const sent = await send(t, other, { profile_id: me.id, text: 'Secret words' });
    conversation = sent.json().message.conversation_id;
    strangersConversation = (await send(t, stranger, { profile_id: other.id, text: 'Hi' })).json().message
      .conversation_id;
    await t.database.db.insert(likes).values({ likerId: other.id, likedId: me.id });
    await t.database.db.insert(matches).values({ memberId: me.id, otherId: other.id });
  });
  afterAll(async () => t.app.close());
  beforeEach(async () => {
    await t.database.db.delete(pushPreferences);
  });

  describe('GET /api/push-notification.php', () => {
    it('says only that something happened without previews: the site name, no name, no text', async () => {
      const response = await content(me, `type=message&id=${conversation}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        title: 'Amora',
        body: 'You have a new message.',
        url: `/chats/${conversation}`,
        badge: await badgeOf(me),
        tag: `message-${conversation}`,
      });
      expect(response.body).not.toMatch(/Anna|Secret/);
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('names the other member by first name with previews on, never the message text', async () => {
      await setPreferences(me, { previews: true });
      expect((await content(me, `type=message&id=${conversation}`)).json()).toMatchObject({
        title: 'New message',
        body: 'Anna sent you a message.',
      });
      expect((await content(me, `type=message&id=${conversation}`)).body).not.toMatch(/Maria|Secret/);
      expect((await content(me, `type=like&id=${other.id}`)).json()).toEqual({
        title: 'New like',
        body: 'Anna likes you.',
        url: '/likes',
        badge: await badgeOf(me),
        tag: 'likes',
      });
      expect((await content(me, `type=match&id=${other.id}`)).json()).toEqual({
        title: 'New match',
        body: 'You and Anna like each other.',
        url: `/likes/m/${other.id}`,
        badge: await badgeOf(me),
        tag: `match-${other.id}`,
      });
    });

    it('speaks the member language', async () => {
      await call(t.app, 'PUT', '/api/user.php', { language: 'nl' }, { cookie: me.cookie });
      await setPreferences(me, { previews: true });
      expect((await content(me, `type=like&id=${other.id}`)).json()).toMatchObject({
        title: 'Nieuwe like',
        body: 'Anna vindt je leuk.',
      });
      await call(t.app, 'PUT', '/api/user.php', { language: 'en' }, { cookie: me.cookie });
    });

    it('says how many events a folded push stands for', async () => {
      await setPreferences(me, { previews: true });
      expect((await content(me, `type=message&id=${conversation}&count=4`)).json().body).toBe(
        'New notifications: 4',
      );
    });

    it.each([
      ['a conversation of other members', () => `type=message&id=${strangersConversation}`],
      ['a conversation that does not exist', () => 'type=message&id=999999'],
      ['a like the member never got', () => `type=like&id=${stranger.id}`],
      ['a match the member does not have', () => `type=match&id=${stranger.id}`],
    ])('answers 404 for %s, revealing nothing', async (_name, query) => {
      const response = await content(me, query());
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found', message: 'This page could not be found' });
    });

    it('answers 404 once either member blocked the other', async () => {
      await t.database.db.insert(blocks).values({ blockerId: other.id, blockedId: me.id });
      expect((await content(me, `type=like&id=${other.id}`)).statusCode).toBe(404);
      await t.database.db.delete(blocks).where(eq(blocks.blockerId, other.id));
    });

    it.each(['type=poke&id=1', 'type=message&id=abc', 'type=message', 'type=message&id=1&count=x'])(
      'refuses %s with a 400',
      async (query) => {
        const response = await content(me, query);
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toBe('validation_failed');
      },
    );
  });

  describe('GET/POST /api/push-preferences.php', () => {
    it('starts with every kind on, previews off, no quiet hours and the country time zone', async () => {
      await t.database.db.update(profiles).set({ country: 'NL' }).where(eq(profiles.userId, me.id));
      const response = await call(t.app, 'GET', '/api/push-preferences.php', undefined, {
        cookie: me.cookie,
      });
      expect(response.json()).toEqual({
        preferences: {
          messages: true,
          likes: true,
          matches: true,
          previews: false,
          quiet_hours: null,
          time_zone: 'Europe/Amsterdam',
        },
      });
      await t.database.db.update(profiles).set({ country: 'US' }).where(eq(profiles.userId, me.id));
      const us = await call(t.app, 'GET', '/api/push-preferences.php', undefined, { cookie: me.cookie });
      expect(us.json().preferences.time_zone).toBe('America/New_York');
    });

    it('saves the fields given, keeps the rest, and answers the whole', async () => {
      await setPreferences(me, { likes: false, quiet_hours: { start: '23:00', end: '06:30' } });
      const response = await setPreferences(me, { time_zone: 'europe/berlin', previews: true });
      expect(response.json()).toEqual({
        preferences: {
          messages: true,
          likes: false,
          matches: true,
          previews: true,
          quiet_hours: { start: '23:00', end: '06:30' },
          time_zone: 'Europe/Berlin',
        },
      });
      const cleared = await setPreferences(me, { quiet_hours: null });
      expect(cleared.json().preferences.quiet_hours).toBeNull();
    });

    it.each([
      ['an unknown time zone', { time_zone: 'Mars/Olympus' }, 'time_zone', 'Choose a valid time zone.'],
      ['a time that is not one', { quiet_hours: { start: '24:00', end: '06:00' } }, 'quiet_hours.start', 'This value is not valid.'],
      ['quiet hours that end when they start', { quiet_hours: { start: '08:00', end: '08:00' } }, 'quiet_hours', 'Quiet hours must start and end at different times.'],
      ['an unknown field', { sound: true }, '_', 'Unknown field: sound'],
      ['a switch that is not a boolean', { messages: 'yes' }, 'messages', 'This value is not valid.'],
    ])('refuses %s with a 400 naming the field', async (_name, body, field, message) => {
      const response = await setPreferences(me, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ [field]: message });
      const saved = await call(t.app, 'GET', '/api/push-preferences.php', undefined, { cookie: me.cookie });
      expect(saved.json().preferences.quiet_hours).toBeNull();
    }); // prettier-ignore
  });

  describe('POST /api/page-hidden.php (beacon)', () => {
    const beacon = (url: string, headers: Record<string, string> = {}, payload?: string | Buffer) =>
      t.app.inject({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload }) });

    it('logs the end of the visit with lb: the member, the path, the time', async () => {
      const info = jest.spyOn(t.app.ctx.log, 'info');
      const response = await beacon('/api/page-hidden.php?lb=1&path=%2Fmembers%3Fpage%3D2', {
        cookie: me.cookie,
        'content-type': 'application/json',
      }, '{}'); // prettier-ignore
      expect(response.statusCode).toBe(204);
      expect(info).toHaveBeenCalledWith(
        expect.objectContaining({ event: 'page_hidden', lb: '1', path: '/members?page=2', member: me.id }),
        'page hidden',
      );
      info.mockRestore();
    });

    it('logs a visitor as no member, and logs nothing without lb', async () => {
      const info = jest.spyOn(t.app.ctx.log, 'info');
      await beacon('/api/page-hidden.php?lb=abc&path=%2F');
      await beacon('/api/page-hidden.php?path=%2F', { cookie: me.cookie });
      const lines = info.mock.calls.filter(
        ([fields]) => (fields as { event?: string }).event === 'page_hidden',
      );
      expect(lines).toEqual([[expect.objectContaining({ lb: 'abc', member: null }), 'page hidden']]);
      info.mockRestore();
    });

    // Four entries each: Jest passes a `done` callback to a test function with more parameters than its row.
    const lb = '/api/page-hidden.php?lb=1';
    it.each([
      ['no body and no content type', {}, undefined, lb],
      ['an empty JSON body', { 'content-type': 'application/json' }, '', lb],
      ['a text/plain beacon', { 'content-type': 'text/plain;charset=UTF-8' }, 'x', lb],
      ['a form beacon', { 'content-type': 'application/x-www-form-urlencoded' }, 'a=1', lb],
      ['broken JSON', { 'content-type': 'application/json' }, '{', lb],
      ['a bad query', {}, undefined, '/api/page-hidden.php?lb=&path=javascript:alert(1)'],
    ])('answers 204 to %s, without the client header', async (_name, headers, payload, url) => {
      const response = await beacon(url, headers, payload);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
    });

    it('refuses only an absurdly large body', async () => {
      const response = await beacon(
        '/api/page-hidden.php?lb=1',
        { 'content-type': 'text/plain' },
        'x'.repeat(64 * 1024),
      );
      expect(response.statusCode).toBe(413);
    });
  });
});
