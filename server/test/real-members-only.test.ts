import {
  ListingPreferencesResponseSchema,
  MatchFinderResponseSchema,
  SEARCH_PAGE_SIZE,
  SearchResponseSchema,
} from '@amora/contracts';
import { createTestApp, type TestApp } from '../src/test-support/test-app.js';
import { call } from './account-helpers.js';
import {
  addMember,
  dobForAge,
  get,
  loginAs,
  nextAddress,
  qs,
  siteId,
  type Member,
} from './search-fixtures.js';

/*
 * "Real members only": a preference of the member's account that search, the match finder and
 * the swipe game (which reads the match finder's queue) apply in their queries.
 */
describe('real members only', () => {
  let t: TestApp;
  let site: number;
  let viewer: Member;
  let cookie: string;
  const real: number[] = [];
  const fictional: number[] = [];
  const realWomen: number[] = [];

  beforeAll(async () => {
    t = await createTestApp({ memberCount: 0 });
    site = await siteId(t);
    // Sweden only holds these: more than two pages of both genders, every third one fictional,
    // with runs of equal dates of birth so ties cross the page boundaries.
    for (let i = 0; i < 60; i += 1) {
      const member = await addMember(t, {
        siteId: site,
        gender: i % 2 === 0 ? 'female' : 'male',
        country: 'SE',
        region: 'Skåne',
        dob: i % 4 === 0 ? dobForAge(30, 10) : dobForAge(25 + (i % 20), i),
        fictional: i % 3 === 0,
      });
      (i % 3 === 0 ? fictional : real).push(member.id);
      if (i % 3 !== 0 && i % 2 === 0) realWomen.push(member.id);
    }
    viewer = await addMember(t, { siteId: site, gender: 'male', country: 'NO', dob: dobForAge(35) });
    cookie = await loginAs(t, viewer);
  });
  afterAll(async () => t.app.close());

  const put = (body: unknown, as = cookie) =>
    call(t.app, 'PUT', '/api/listing-preferences.php', body, { cookie: as, remoteAddress: nextAddress() });
  const setRealOnly = async (on: boolean) => {
    const response = await put({ real_members_only: on });
    expect(response.statusCode).toBe(200);
    expect(ListingPreferencesResponseSchema.parse(response.json())).toEqual({
      preferences: { real_members_only: on },
    });
  };
  const allPages = async (params: Record<string, string | undefined>) => {
    const ids: number[] = [];
    const totals: number[] = [];
    let cursor: string | undefined;
    do {
      const response = await get(t, `/api/search.php${qs({ ...params, cursor })}`, { cookie });
      expect(response.statusCode).toBe(200);
      const page = SearchResponseSchema.parse(response.json());
      ids.push(...page.profiles.map((p) => p.id));
      totals.push(page.numResults);
      expect(page.profiles.every((p) => p.id !== viewer.id)).toBe(true);
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
    return { ids, totals };
  };

  describe('the preference', () => {
    it('is off for a new member and stays as the member sets it', async () => {
      const other = await addMember(t, { siteId: site, country: 'NO' });
      const otherCookie = await loginAs(t, other);
      const first = await get(t, '/api/listing-preferences.php', { cookie: otherCookie });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ preferences: { real_members_only: false } });

      expect((await put({ real_members_only: true }, otherCookie)).statusCode).toBe(200);
      // A new session (another device) reads the same choice.
      const elsewhere = await loginAs(t, other);
      const again = await get(t, '/api/listing-preferences.php', { cookie: elsewhere });
      expect(again.json()).toEqual({ preferences: { real_members_only: true } });
    });

    it.each([
      ['a string', { real_members_only: 'yes' }],
      ['a number', { real_members_only: 1 }],
      ['nothing', {}],
      ['an unknown field', { real_members_only: true, fictional_only: true }],
    ])('refuses %s with a 400, and changes nothing', async (_, body) => {
      await setRealOnly(false);
      const response = await put(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation_failed' });
      const now = await get(t, '/api/listing-preferences.php', { cookie });
      expect(now.json()).toEqual({ preferences: { real_members_only: false } });
    });

    it('answers visitors with the login refusal, for reading and writing', async () => {
      expect((await get(t, '/api/listing-preferences.php')).statusCode).toBe(403);
      const write = await call(t.app, 'PUT', '/api/listing-preferences.php', { real_members_only: true });
      expect(write.statusCode).toBe(403);
    });
  });

  describe('search', () => {
    it('lists the fictional profiles while the preference is off', async () => {
      await setRealOnly(false);
      const { ids, totals } = await allPages({ country: 'SE' });
      expect(new Set(ids)).toEqual(new Set([...real, ...fictional]));
      expect(totals[0]).toBe(real.length + fictional.length);
    });

    it.each([
      ['both genders', undefined, () => real],
      ['one gender', 'female', () => realWomen],
    ])(
      'pages through %s without a fictional profile, each real member exactly once, counted alike',
      async (_, gender, expected) => {
        await setRealOnly(true);
        const { ids, totals } = await allPages({ country: 'SE', gender });
        expect(new Set(ids).size).toBe(ids.length);
        expect(new Set(ids)).toEqual(new Set(expected()));
        expect(totals.every((n) => n === ids.length)).toBe(true);
      },
    );

    it('keeps more than one page of real members in their keyset order', async () => {
      await setRealOnly(false);
      const mixed = (await allPages({ country: 'SE' })).ids;
      await setRealOnly(true);
      const { ids } = await allPages({ country: 'SE' });
      expect(ids.length).toBeGreaterThan(SEARCH_PAGE_SIZE);
      expect(ids).toEqual(mixed.filter((id) => !fictional.includes(id)));
    });

    it('offers no fictional profile among the similar ones of a thin search', async () => {
      await setRealOnly(true);
      const response = await get(t, `/api/search.php${qs({ country: 'SE', countryregion: 'Gotland' })}`, {
        cookie,
      });
      const page = SearchResponseSchema.parse(response.json());
      expect(page.profiles).toEqual([]);
      expect(page.similar.length).toBeGreaterThan(0);
      expect(page.similar.some((p) => fictional.includes(p.id) || p.fictional)).toBe(false);
    });
  });

  describe('the match finder and the swipe game', () => {
    const queue = async () => {
      const response = await get(t, '/api/match-finder.php', { cookie });
      expect(response.statusCode).toBe(200);
      return MatchFinderResponseSchema.parse(response.json()).profiles.map((p) => p.id);
    };

    it('offer fictional women while the preference is off, and none once it is on', async () => {
      await setRealOnly(false);
      const mixed = await queue();
      expect(mixed.some((id) => fictional.includes(id))).toBe(true);

      await setRealOnly(true);
      const realOnly = await queue();
      expect(realOnly.length).toBeGreaterThan(0);
      expect(realOnly.some((id) => fictional.includes(id))).toBe(false);
      expect(realOnly.some((id) => real.includes(id))).toBe(true);
    });
  });
});
