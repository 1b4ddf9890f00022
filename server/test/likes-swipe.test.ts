import {
  AUTO_LIKES_PER_DAY,
  AutoLikeResponseSchema,
  MatchFinderResponseSchema,
  SWIPE_LIKES_PER_DAY,
  SwipeResponseSchema,
} from '@amora/contracts';
import { and, eq } from 'drizzle-orm';
import { likes } from '../src/db/schema.js';
import { createTestApp, type TestApp } from '../src/test-support/test-app.js';
import { call } from './account-helpers.js';
import {
  addBlock,
  addMember,
  addPhoto,
  dobForAge,
  get,
  loginAs,
  nextAddress,
  setState,
  siteId,
  type Member,
  type MemberSpec,
} from './search-fixtures.js';

/** The next UTC midnight after `now`, as the API states it. */
function nextMidnight(now: Date): string {
  const day = new Date(`${now.toISOString().slice(0, 10)}T00:00:00.000Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString();
}

describe('the match finder, the swipe game and auto-likes', () => {
  let t: TestApp;
  let site: number;
  const realNow = () => new Date();

  beforeAll(async () => {
    t = await createTestApp({ memberCount: 0 });
    site = await siteId(t);
  });
  afterEach(() => {
    t.app.ctx.clock.now = realNow;
  });
  afterAll(async () => t.app.close());

  // The fixtures are all hetero: a man's queue holds women, within ten years of his age.
  const man = (spec: Partial<MemberSpec> = {}) =>
    addMember(t, { siteId: site, gender: 'male', dob: dobForAge(35), ...spec });
  const woman = (spec: Partial<MemberSpec> = {}) =>
    addMember(t, { siteId: site, gender: 'female', dob: dobForAge(33), ...spec });
  const swipe = (cookie: string, profile_id: unknown, decision: unknown = 'like') =>
    call(t.app, 'POST', '/api/swipe.php', { profile_id, decision }, { cookie, remoteAddress: nextAddress() });
  const queue = async (cookie: string) => {
    const response = await get(t, '/api/match-finder.php', { cookie });
    expect(response.statusCode).toBe(200);
    return MatchFinderResponseSchema.parse(response.json());
  };
  const likeRow = async (likerId: number, likedId: number) =>
    (
      await t.database.db
        .select()
        .from(likes)
        .where(and(eq(likes.likerId, likerId), eq(likes.likedId, likedId)))
    )[0];

  it('ranks candidates who fit, and never repeats one that was liked or passed', async () => {
    const me = await man({ country: 'SE', interests: ['music', 'sushi', 'wine'] });
    const cookie = await loginAs(t, me);
    const best = await woman({ country: 'SE', interests: ['music', 'sushi', 'wine'] });
    await addPhoto(t, best.id, { main: true, position: 0 });
    const good = await woman({ country: 'SE', interests: ['music'] });
    const plain = await woman({ country: 'FI', interests: ['gym'] });
    const outOfRange = [
      await man({ country: 'SE' }), // a man: not what a hetero man looks for
      await woman({ dob: dobForAge(60) }), // outside the age window
      await woman({ invisible: true }),
      await woman({ status: 'not_confirmed' }),
      await addMember(t, { siteId: await siteId(t, 'amora-nl.test'), gender: 'female', dob: dobForAge(33) }),
    ];
    const blocked = await woman();
    await addBlock(t, blocked.id, me.id);

    const first = await queue(cookie);
    const ids = first.profiles.map((p) => p.id);
    expect(ids.slice(0, 2)).toEqual([best.id, good.id]);
    expect(ids).toContain(plain.id);
    for (const other of [...outOfRange, blocked, me]) expect(ids).not.toContain(other.id);
    expect(first.profiles[0]).toMatchObject({
      shared_interests: ['music', 'sushi', 'wine'],
      likes_you: false,
    });
    expect(first.swipe_likes).toEqual({
      left: SWIPE_LIKES_PER_DAY,
      limit: SWIPE_LIKES_PER_DAY,
      resets_at: nextMidnight(new Date()),
    });

    // Swipe through everything: passes are free, and nobody comes back.
    const decided = new Set<number>();
    for (let round = 0; round < 20; round += 1) {
      const next = (await queue(cookie)).profiles;
      if (next.length === 0) break;
      for (const candidate of next) {
        expect(decided.has(candidate.id)).toBe(false);
        decided.add(candidate.id);
        expect((await swipe(cookie, candidate.id, 'pass')).statusCode).toBe(200);
      }
    }
    expect(decided.has(best.id)).toBe(true);
    expect((await queue(cookie)).profiles).toEqual([]);
  });

  it('allows four swipe likes a UTC day, says what is left and when it resets, and resets', async () => {
    const me = await man();
    const cookie = await loginAs(t, me);
    const women: Member[] = [];
    for (let i = 0; i < SWIPE_LIKES_PER_DAY + 2; i += 1) women.push(await woman());
    for (let i = 0; i < SWIPE_LIKES_PER_DAY; i += 1) {
      const answer = SwipeResponseSchema.parse((await swipe(cookie, women[i]!.id)).json());
      expect(answer.swipe_likes.left).toBe(SWIPE_LIKES_PER_DAY - 1 - i);
      expect(answer.swipe_likes.resets_at).toBe(nextMidnight(new Date()));
      expect(answer).toMatchObject({ liked: true, match: false });
    }
    const fifth = await swipe(cookie, women[4]!.id);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({
      error: 'swipe_limit',
      message: 'You have used your 4 likes for today. You can like again after midnight (UTC).',
    });
    expect(Number(fifth.headers['retry-after'])).toBeGreaterThan(0);
    expect(await likeRow(me.id, women[4]!.id)).toBeUndefined();
    // A pass is still free, and repeating a like changes nothing.
    expect((await swipe(cookie, women[5]!.id, 'pass')).statusCode).toBe(200);
    const again = SwipeResponseSchema.parse((await swipe(cookie, women[0]!.id)).json());
    expect(again).toMatchObject({ liked: true, swipe_likes: { left: 0 } });

    // The next UTC day starts with four again.
    t.app.ctx.clock.now = () => new Date(Date.parse(nextMidnight(new Date())) + 1000);
    const tomorrow = SwipeResponseSchema.parse((await swipe(cookie, women[4]!.id)).json());
    expect(tomorrow.swipe_likes.left).toBe(SWIPE_LIKES_PER_DAY - 1);
  });

  it('holds the limit when many swipe likes arrive at once', async () => {
    const me = await man();
    const cookie = await loginAs(t, me);
    const women: Member[] = [];
    for (let i = 0; i < 8; i += 1) women.push(await woman());
    const answers = await Promise.all(women.map((w) => swipe(cookie, w.id)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(SWIPE_LIKES_PER_DAY);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(8 - SWIPE_LIKES_PER_DAY);
    const rows = await t.database.db.select().from(likes).where(eq(likes.likerId, me.id));
    expect(rows).toHaveLength(SWIPE_LIKES_PER_DAY);
  });

  it('makes a match when the swiped member already likes the swiper', async () => {
    const me = await man();
    const her = await woman();
    await call(t.app, 'POST', '/api/like.php', { profile_id: me.id }, { cookie: await loginAs(t, her) });
    const cookie = await loginAs(t, me);
    expect((await queue(cookie)).profiles.find((p) => p.id === her.id)?.likes_you).toBe(true);
    expect(SwipeResponseSchema.parse((await swipe(cookie, her.id)).json()).match).toBe(true);
  });

  it('takes back the newest pass, free, so that member comes up again; never a like or an older pass', async () => {
    const me = await man({ country: 'SE' });
    const cookie = await loginAs(t, me);
    const first = await woman({ country: 'SE' });
    const second = await woman({ country: 'SE' });
    const liked = await woman({ country: 'SE' });
    const undo = (profile_id: unknown) =>
      call(t.app, 'DELETE', '/api/swipe.php', { profile_id }, { cookie, remoteAddress: nextAddress() });

    expect((await swipe(cookie, first.id, 'pass')).statusCode).toBe(200);
    expect((await swipe(cookie, second.id, 'pass')).statusCode).toBe(200);
    // Only the newest swipe: the older pass stays.
    expect((await undo(first.id)).json()).toEqual({ undone: false });
    expect((await undo(second.id)).json()).toEqual({ undone: true });
    const ids = (await queue(cookie)).profiles.map((p) => p.id);
    expect(ids).toContain(second.id);
    expect(ids).not.toContain(first.id);
    expect((await undo(second.id)).json()).toEqual({ undone: false });

    // A like is no pass: it stays, counted.
    expect((await swipe(cookie, liked.id, 'like')).json()).toMatchObject({ liked: true });
    expect((await undo(liked.id)).json()).toEqual({ undone: false });
    expect(await likeRow(me.id, liked.id)).toBeDefined();

    const bad = await undo('nobody');
    expect(bad.statusCode).toBe(400);
  });

  it('refuses bad swipes with clear messages and no change', async () => {
    const me = await man();
    const cookie = await loginAs(t, me);
    const cases: Array<[unknown, unknown, number, string]> = [
      [me.id, 'like', 400, 'validation_failed'],
      [999_999, 'like', 404, 'not_found'],
      ['12', 'like', 400, 'validation_failed'],
    ];
    for (const [id, decision, status, error] of cases) {
      const response = await swipe(cookie, id, decision);
      expect(response.statusCode).toBe(status);
      expect(response.json().error).toBe(error);
    }
    const her = await woman();
    const wrong = await swipe(cookie, her.id, 'love');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ decision: 'Choose like or pass.' });
    const hidden = await woman({ invisible: true });
    expect((await swipe(cookie, hidden.id)).statusCode).toBe(409);
    const blocker = await woman();
    await addBlock(t, blocker.id, me.id);
    expect((await swipe(cookie, blocker.id)).json().error).toBe('blocked');
    await setState(t, me.id, { invisible: true });
    expect((await swipe(cookie, her.id)).json().error).toBe('invisible_mode');
    expect(await t.database.db.select().from(likes).where(eq(likes.likerId, me.id))).toEqual([]);
    const visitor = await call(t.app, 'POST', '/api/swipe.php', { profile_id: her.id, decision: 'pass' });
    expect(visitor.statusCode).toBe(403);
  });

  it('stops swiping faster than a person can', async () => {
    const me = await man();
    const cookie = await loginAs(t, me);
    const statuses: number[] = [];
    for (let i = 0; i < 45; i += 1) statuses.push((await swipe(cookie, 999_000 + i, 'pass')).statusCode);
    expect(statuses.slice(0, 40).every((status) => status === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('auto-likes only from fitting site profiles, never twice, at most three a day', async () => {
    const me = await man();
    const cookie = await loginAs(t, me);
    const autoLike = async () => {
      const response = await get(t, '/api/auto-like.php', { cookie });
      expect(response.statusCode).toBe(200);
      return AutoLikeResponseSchema.parse(response.json());
    };
    // Not eligible: a real member, no photo, blocked, already liked by me, the wrong gender.
    const real = await woman();
    await addPhoto(t, real.id, { main: true, position: 0 });
    await woman({ fictional: true });
    const blocked = await woman({ fictional: true });
    await addPhoto(t, blocked.id, { main: true, position: 0 });
    await addBlock(t, me.id, blocked.id);
    const liked = await woman({ fictional: true });
    await addPhoto(t, liked.id, { main: true, position: 0 });
    await call(t.app, 'POST', '/api/like.php', { profile_id: liked.id }, { cookie });
    expect(await autoLike()).toEqual({
      profile: null,
      auto_likes: {
        left: AUTO_LIKES_PER_DAY,
        limit: AUTO_LIKES_PER_DAY,
        resets_at: nextMidnight(new Date()),
      },
    });

    const fitting: Member[] = [];
    for (let i = 0; i < AUTO_LIKES_PER_DAY + 1; i += 1) {
      const profile = await woman({ fictional: true });
      await addPhoto(t, profile.id, { main: true, position: 0 });
      fitting.push(profile);
    }
    const given = new Set<number>();
    for (let i = 0; i < AUTO_LIKES_PER_DAY; i += 1) {
      const answer = await autoLike();
      expect(answer.profile?.main_image.match).toMatch(/-match\.jpg$/);
      expect(answer.auto_likes.left).toBe(AUTO_LIKES_PER_DAY - 1 - i);
      given.add(answer.profile!.id);
      expect((await likeRow(answer.profile!.id, me.id))?.isNew).toBe(true);
    }
    expect(given.size).toBe(AUTO_LIKES_PER_DAY);
    expect([...given].every((id) => fitting.some((f) => f.id === id))).toBe(true);
    expect((await autoLike()).profile).toBeNull();

    // Tomorrow the one left over comes, and then none: nobody auto-likes twice.
    t.app.ctx.clock.now = () => new Date(Date.parse(nextMidnight(new Date())) + 1000);
    const last = await autoLike();
    expect(fitting.map((f) => f.id)).toContain(last.profile?.id);
    expect(given.has(last.profile!.id)).toBe(false);
    expect((await autoLike()).profile).toBeNull();
  });

  it('gives no auto-like to an invisible member', async () => {
    const me = await man();
    const profile = await woman({ fictional: true });
    await addPhoto(t, profile.id, { main: true, position: 0 });
    await setState(t, me.id, { invisible: true });
    const answer = await get(t, '/api/auto-like.php', { cookie: await loginAs(t, me) });
    expect(answer.json().profile).toBeNull();
  });
});
