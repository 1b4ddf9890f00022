import { LIKES_PAGE_SIZE, LikesResponseSchema, UserResponseSchema, type LikesType } from '@amora/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { likes, matches } from '../src/db/schema.js';
import { createTestApp, type TestApp } from '../src/test-support/test-app.js';
import { call } from './account-helpers.js';
import {
  addBlock,
  addMember,
  get,
  loginAs,
  nextAddress,
  setState,
  siteId,
  type Member,
} from './search-fixtures.js';

describe('the likes tabs (/api/likes.php) and matches', () => {
  let t: TestApp;
  let site: number;

  beforeAll(async () => {
    t = await createTestApp({ memberCount: 0 });
    site = await siteId(t);
  });
  afterAll(async () => t.app.close());

  const member = () => addMember(t, { siteId: site });
  const post = (path: string, payload: unknown, cookie: string, method: 'POST' | 'DELETE' = 'POST') =>
    call(t.app, method, path, payload, { cookie, remoteAddress: nextAddress() });
  const tab = async (cookie: string, type: LikesType | string, cursor?: string) => {
    const response = await get(
      t,
      `/api/likes.php?type=${type}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      { cookie },
    );
    expect(response.statusCode).toBe(200);
    return LikesResponseSchema.parse(response.json());
  };
  /** A like written straight to the table, at a chosen time and newness. */
  const addLike = (likerId: number, likedId: number, createdAt: Date, isNew = true) =>
    t.database.db.insert(likes).values({ likerId, likedId, createdAt, isNew });

  it('answers the received, sent and matches tabs with counts, received new first', async () => {
    const me = await member();
    const cookie = await loginAs(t, me);
    const [a, b, c, d] = [await member(), await member(), await member(), await member()];
    const base = Date.now() - 3_600_000;
    await addLike(a.id, me.id, new Date(base + 1000), false); // old and seen
    await addLike(b.id, me.id, new Date(base + 2000)); // new
    await addLike(c.id, me.id, new Date(base + 500)); // new, older
    await post('/api/like.php', { profile_id: d.id }, cookie);

    const received = await tab(cookie, 'received');
    expect(received.profiles.map((p) => p.id)).toEqual([b.id, c.id, a.id]);
    expect(received.liked_by).toEqual([
      { id: b.id, like_new: true },
      { id: c.id, like_new: true },
      { id: a.id, like_new: false },
    ]);
    expect(received.counts).toEqual({ received: 3, sent: 1, matches: 0, new: 2 });
    expect(received.profiles[0]).toMatchObject({ liked: false, match: false });

    const sent = await tab(cookie, 'sent');
    expect(sent.profiles.map((p) => p.id)).toEqual([d.id]);
    expect(sent.liked_by).toEqual([]);

    // Liking B back is a match, stored both ways with one time, and like.php says so.
    const back = await post('/api/like.php', { profile_id: b.id }, cookie);
    expect(back.json()).toEqual({ liked: true, match: true });
    const rows = await t.database.db.select().from(matches).where(eq(matches.memberId, me.id));
    expect(rows.map((row) => row.otherId)).toEqual([b.id]);
    const [mirror] = await t.database.db
      .select()
      .from(matches)
      .where(and(eq(matches.memberId, b.id), eq(matches.otherId, me.id)));
    expect(mirror?.createdAt.getTime()).toBe(rows[0]?.createdAt.getTime());

    const mine = await tab(cookie, 'matches');
    expect(mine.profiles).toEqual([expect.objectContaining({ id: b.id, liked: true, match: true })]);
    expect(mine.liked_by).toEqual([{ id: b.id, like_new: true }]);
    expect(mine.counts).toEqual({ received: 3, sent: 2, matches: 1, new: 2 });
    // B sees the match too.
    const theirs = await tab(await loginAs(t, b), 'matches');
    expect(theirs.profiles.map((p) => p.id)).toEqual([me.id]);

    // Unliking ends the match on both sides.
    await post('/api/like.php', { profile_id: b.id }, cookie, 'DELETE');
    expect((await tab(cookie, 'matches')).profiles).toEqual([]);
    expect(await t.database.db.select().from(matches).where(eq(matches.otherId, me.id))).toEqual([]);
  });

  it('tells the liked member on the realtime channel: like, the new-likes counter, and the match to both', async () => {
    const [x, y] = [await member(), await member()];
    const [xCookie, yCookie] = [await loginAs(t, x), await loginAs(t, y)];
    const publish = jest.spyOn(t.app.realtime, 'publish');
    try {
      await post('/api/like.php', { profile_id: y.id }, xCookie);
      expect(publish.mock.calls).toEqual([
        [y.id, { type: 'like', data: { profile_id: x.id } }],
        [y.id, { type: 'counters', data: { new_likes: 1 } }],
      ]);
      // Liking again is no news.
      publish.mockClear();
      await post('/api/like.php', { profile_id: y.id }, xCookie);
      expect(publish).not.toHaveBeenCalled();
      await post('/api/like.php', { profile_id: x.id }, yCookie);
      expect(publish.mock.calls).toEqual([
        [x.id, { type: 'like', data: { profile_id: y.id } }],
        [x.id, { type: 'counters', data: { new_likes: 1 } }],
        [x.id, { type: 'match', data: { profile_id: y.id } }],
      ]);
    } finally {
      publish.mockRestore();
    }
  });

  it("counts all of the liked member's new likes in the realtime counter", async () => {
    const [x, y, z] = [await member(), await member(), await member()];
    await post('/api/like.php', { profile_id: z.id }, await loginAs(t, x));
    const publish = jest.spyOn(t.app.realtime, 'publish');
    try {
      await post('/api/like.php', { profile_id: z.id }, await loginAs(t, y));
      expect(publish.mock.calls).toContainEqual([z.id, { type: 'counters', data: { new_likes: 2 } }]);
    } finally {
      publish.mockRestore();
    }
  });

  it('makes a match when two members like each other at the same moment', async () => {
    const [x, y] = [await member(), await member()];
    const [xCookie, yCookie] = [await loginAs(t, x), await loginAs(t, y)];
    const answers = await Promise.all([
      post('/api/like.php', { profile_id: y.id }, xCookie),
      post('/api/like.php', { profile_id: x.id }, yCookie),
    ]);
    expect(answers.some((answer) => answer.json().match === true)).toBe(true);
    expect((await tab(xCookie, 'matches')).profiles.map((p) => p.id)).toEqual([y.id]);
  });

  it('clears the new flag when the liker’s profile is opened, and counts new likes in the user payload', async () => {
    const me = await member();
    const cookie = await loginAs(t, me);
    const [a, b] = [await member(), await member()];
    await post('/api/like.php', { profile_id: me.id }, await loginAs(t, a));
    await post('/api/like.php', { profile_id: me.id }, await loginAs(t, b));
    const user = async () =>
      UserResponseSchema.parse((await get(t, '/api/user.php', { cookie })).json()).user;
    expect((await user())?.new_likes).toBe(2);

    expect((await get(t, `/api/profile.php?id=${a.id}`, { cookie })).statusCode).toBe(200);
    const received = await tab(cookie, 'received');
    expect(received.liked_by).toEqual([
      { id: b.id, like_new: true },
      { id: a.id, like_new: false },
    ]);
    expect(received.counts.new).toBe(1);
    expect((await user())?.new_likes).toBe(1);
  });

  it('pages every tab by keyset without gaps or duplicates, also for likes in the same instant', async () => {
    const me = await member();
    const cookie = await loginAs(t, me);
    const total = LIKES_PAGE_SIZE * 2 + 5;
    const same = new Date(Date.now() - 60_000);
    const likers: Member[] = [];
    for (let i = 0; i < total; i += 1) likers.push(await member());
    for (const [i, liker] of likers.entries()) {
      // A third share one timestamp; every other like is already seen.
      const at = i % 3 === 0 ? same : new Date(same.getTime() - i * 1000);
      await addLike(liker.id, me.id, at, i % 2 === 0);
      await addLike(me.id, liker.id, at);
    }
    await t.database.db.execute(
      sql`insert into matches (member_id, other_id, created_at)
          select ${me.id}, liker_id, created_at from likes where liked_id = ${me.id}`,
    );
    for (const type of ['received', 'sent', 'matches'] as const) {
      const seen: number[] = [];
      let cursor: string | undefined;
      let pages = 0;
      do {
        const page = await tab(cookie, type, cursor);
        expect(page.profiles.length).toBeLessThanOrEqual(LIKES_PAGE_SIZE);
        seen.push(...page.profiles.map((p) => p.id));
        cursor = page.next_cursor ?? undefined;
        pages += 1;
      } while (cursor);
      expect(pages).toBe(3);
      expect(new Set(seen).size).toBe(total);
      expect(seen.sort()).toEqual(likers.map((l) => l.id).sort());
    }
    // Received: all new ones before all seen ones.
    const first = await tab(cookie, 'received');
    expect(first.liked_by.slice(0, 20).every((entry) => entry.like_new)).toBe(true);
  });

  it('never shows blocked, blocking, invisible, unconfirmed or leaving members in any tab or count', async () => {
    const me = await member();
    const cookie = await loginAs(t, me);
    const visible = await member();
    const others = {
      blockedByMe: await member(),
      blockingMe: await member(),
      invisible: await member(),
      unconfirmed: await member(),
      leaving: await member(),
    };
    for (const other of [visible, ...Object.values(others)]) {
      await addLike(other.id, me.id, new Date());
      await addLike(me.id, other.id, new Date());
      await t.database.db.insert(matches).values([
        { memberId: me.id, otherId: other.id },
        { memberId: other.id, otherId: me.id },
      ]);
    }
    await addBlock(t, me.id, others.blockedByMe.id);
    await addBlock(t, others.blockingMe.id, me.id);
    await setState(t, others.invisible.id, { invisible: true });
    await setState(t, others.unconfirmed.id, { status: 'not_confirmed' });
    await setState(t, others.leaving.id, { status: 'pending_deletion', deletionRequestedAt: new Date() });
    for (const type of ['received', 'sent', 'matches'] as const) {
      const page = await tab(cookie, type);
      expect(page.profiles.map((p) => p.id)).toEqual([visible.id]);
      expect(page.counts).toEqual({ received: 1, sent: 1, matches: 1, new: 1 });
    }
    const user = UserResponseSchema.parse((await get(t, '/api/user.php', { cookie })).json()).user;
    expect(user?.new_likes).toBe(1);
  });

  it('answers a tab that does not exist, a forged cursor and a visitor clearly', async () => {
    const me = await member();
    const cookie = await loginAs(t, me);
    const unknown = await get(t, '/api/likes.php?type=favourites', { cookie });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      error: 'validation_failed',
      fields: { type: 'Choose one of the tabs: received, sent or matches.' },
    });
    // The member's saved language decides the message's language.
    await setState(t, me.id, { language: 'de' });
    const german = await get(t, '/api/likes.php', { cookie });
    expect(german.statusCode).toBe(400);
    expect(german.json().fields.type).toBe('Wähle einen der Reiter: erhalten, gesendet oder Matches.');
    for (const cursor of [
      'nonsense',
      Buffer.from('[1,"x",3]').toString('base64url'),
      Buffer.from('["2026-01-01T00:00:00.000000Z",-1]').toString('base64url'),
    ]) {
      const forged = await get(t, `/api/likes.php?type=sent&cursor=${cursor}`, { cookie });
      expect(forged.statusCode).toBe(400);
      expect(Object.keys(forged.json().fields)).toEqual(['cursor']);
    }
    const visitor = await get(t, '/api/likes.php?type=received');
    expect(visitor.statusCode).toBe(403);
    expect(visitor.json().error).toBe('authentication_required');
  });
});
