import { SEARCH_PAGE_SIZE, SearchResponseSchema, type SearchResponse } from '@amora/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { profiles, users } from '../src/db/schema.js';
import { encodeCursor } from '../src/modules/profile/search-cursor.js';
import { countFrom, SEARCH_COUNT_CAP } from '../src/modules/profile/search-query.js';
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
  patchSiteSettings,
  qs,
  setState,
  siteId,
  type Member,
} from './search-fixtures.js';
import { ageOn } from '../src/core/age.js';

const COUNTRIES = ['NL', 'DE', 'GB', 'BE'] as const;
const REGIONS: Record<string, string[]> = {
  NL: ['Utrecht', 'Noord-Holland', 'Zeeland'],
  DE: ['Bayern', 'Berlin'],
  GB: ['England', 'Wales'],
  BE: ['Antwerpen', 'Limburg'],
};

interface Filters {
  gender?: 'male' | 'female';
  country?: string;
  countryregion?: string;
  min_age?: number;
  max_age?: number;
}

describe('GET /api/search.php', () => {
  let t: TestApp;
  let site: number;
  let viewer: Member;
  let viewerCookie: string;
  /** Youngest members (18): the ones a search, a similar list or a related list shows first. */
  const hidden: Record<'invisible' | 'pending' | 'blockedByViewer' | 'blocksViewer', Member> = {} as never;
  let visibleFinn: Member;

  beforeAll(async () => {
    t = await createTestApp({ memberCount: 0 });
    site = await siteId(t);
    // 90 members spread over gender, country, region and age, with runs of equal dates of birth
    // so that ties on the first key cross page boundaries.
    for (let i = 0; i < 90; i += 1) {
      const country = COUNTRIES[Math.floor(i / 2) % COUNTRIES.length]!;
      const regions = REGIONS[country]!;
      const tie = i >= 40 && i < 70;
      await addMember(t, {
        siteId: site,
        gender: i % 2 === 0 ? 'female' : 'male',
        country,
        region: regions[i % regions.length]!,
        dob: tie ? dobForAge(33, 100) : dobForAge(19 + ((i * 13) % 50), (i * 37) % 360),
        fictional: i % 10 === 0,
      });
    }
    viewer = await addMember(t, { siteId: site, gender: 'male', country: 'NL', dob: dobForAge(40) });
    hidden.invisible = await addMember(t, {
      siteId: site,
      country: 'FI',
      region: 'Lappi',
      dob: dobForAge(18, 1),
    });
    hidden.pending = await addMember(t, {
      siteId: site,
      country: 'FI',
      region: 'Lappi',
      dob: dobForAge(18, 2),
    });
    hidden.blockedByViewer = await addMember(t, {
      siteId: site,
      country: 'FI',
      region: 'Lappi',
      dob: dobForAge(18, 3),
    });
    hidden.blocksViewer = await addMember(t, {
      siteId: site,
      country: 'FI',
      region: 'Lappi',
      dob: dobForAge(18, 4),
    });
    visibleFinn = await addMember(t, { siteId: site, country: 'FI', region: 'Lappi', dob: dobForAge(18, 5) });
    await setState(t, hidden.invisible.id, { invisible: true });
    await setState(t, hidden.pending.id, { status: 'pending_deletion', deletionRequestedAt: new Date() });
    await addBlock(t, viewer.id, hidden.blockedByViewer.id);
    await addBlock(t, hidden.blocksViewer.id, viewer.id);
    // Members of the other site never show up here.
    const dutch = await siteId(t, 'amora-nl.test');
    for (let i = 0; i < 5; i += 1)
      await addMember(t, { siteId: dutch, country: 'FI', dob: dobForAge(18, 6 + i) });
    viewerCookie = await loginAs(t, viewer);
  });
  afterAll(async () => t.app.close());

  const search = async (params: Record<string, string | number | undefined>, cookie?: string) => {
    const response = await get(t, `/api/search.php${qs(params)}`, cookie ? { cookie } : {});
    if (response.statusCode !== 200)
      throw new Error(`search failed: ${response.statusCode} ${response.body}`);
    return SearchResponseSchema.parse(response.json());
  };
  const allPages = async (params: Record<string, string | number | undefined>, cookie?: string) => {
    const pages: SearchResponse[] = [];
    let cursor: string | undefined;
    do {
      const page = await search({ ...params, cursor }, cookie);
      pages.push(page);
      cursor = page.next_cursor ?? undefined;
    } while (cursor && pages.length < 50);
    return pages;
  };
  /** The reference: every searchable member of the site, youngest first, from one plain query. */
  const reference = async () =>
    t.database.db
      .select({
        id: profiles.userId,
        gender: profiles.gender,
        country: profiles.country,
        region: profiles.region,
        dob: profiles.dateOfBirth,
      })
      .from(profiles)
      .where(and(eq(profiles.siteId, site), eq(profiles.searchable, true)))
      .orderBy(desc(profiles.dateOfBirth), desc(profiles.userId));

  it('pages through every match with keyset cursors: no duplicates, no gaps, youngest first', async () => {
    const expected = (await reference()).map((r) => r.id);
    const pages = await allPages({});
    const ids = pages.flatMap((p) => p.profiles.map((r) => r.id));
    expect(pages.length).toBe(Math.ceil(expected.length / SEARCH_PAGE_SIZE));
    expect(pages.slice(0, -1).every((p) => p.profiles.length === SEARCH_PAGE_SIZE)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expected);
    expect(pages.at(-1)!.next_cursor).toBeNull();
    expect(pages.every((p) => p.numResults === expected.length)).toBe(true);
  });

  /** What a search must answer, computed in plain TypeScript from the reference rows. */
  const expectedIds = (
    rows: Awaited<ReturnType<typeof reference>>,
    filters: Filters,
    leftOut = new Set<number>(),
  ) =>
    rows
      .filter((r) => !leftOut.has(r.id))
      .filter((r) => !filters.gender || r.gender === filters.gender)
      .filter((r) => !filters.country || r.country === filters.country)
      .filter((r) => !filters.countryregion || r.region === filters.countryregion)
      .filter((r) => filters.min_age === undefined || ageOn(r.dob) >= filters.min_age)
      .filter((r) => filters.max_age === undefined || ageOn(r.dob) <= filters.max_age)
      .map((r) => r.id);

  it('pages the same way for a logged-in viewer, without the viewer and blocks either way', async () => {
    const leftOut = new Set([viewer.id, hidden.blockedByViewer.id, hidden.blocksViewer.id]);
    const cases: Filters[] = [
      {},
      { gender: 'female' },
      { gender: 'male', country: 'NL' },
      { min_age: 30, max_age: 45 },
    ];
    for (const params of cases) {
      const expected = expectedIds(await reference(), params, leftOut);
      const pages = await allPages({ ...params }, viewerCookie);
      expect(pages.flatMap((p) => p.profiles.map((r) => r.id))).toEqual(expected);
      expect(pages[0]!.numResults).toBe(expected.length);
    }
  });

  it('filters by gender, country, region and age range', async () => {
    const rows = await reference();
    const cases: Filters[] = [
      { gender: 'female' },
      { country: 'DE' },
      { country: 'NL', countryregion: 'Zeeland' },
      { gender: 'male', country: 'GB', min_age: 25, max_age: 50 },
      { min_age: 60 },
      { max_age: 20 },
      { min_age: 33, max_age: 33 },
    ];
    for (const filters of cases) {
      const expected = expectedIds(rows, filters);
      const pages = await allPages({ ...filters });
      expect({ filters, ids: pages.flatMap((p) => p.profiles.map((r) => r.id)) }).toEqual({
        filters,
        ids: expected,
      });
      expect(pages[0]!.numResults).toBe(expected.length);
      for (const result of pages.flatMap((p) => p.profiles)) {
        if (filters.min_age !== undefined) expect(result.age).toBeGreaterThanOrEqual(filters.min_age);
        if (filters.max_age !== undefined) expect(result.age).toBeLessThanOrEqual(filters.max_age);
        if (filters.country) expect(result.country).toBe(filters.country);
      }
    }
  });

  it('leaves out invisible members, accounts pending deletion and blocks in both directions', async () => {
    const ids = (await allPages({ gender: 'female' }, viewerCookie)).flatMap((p) =>
      p.profiles.map((r) => r.id),
    );
    expect(ids).toContain(visibleFinn.id);
    for (const member of Object.values(hidden)) expect(ids).not.toContain(member.id);
    // The blocker does not find the viewer either.
    const blockerCookie = await loginAs(t, hidden.blocksViewer);
    const theirs = (await allPages({ gender: 'male' }, blockerCookie)).flatMap((p) =>
      p.profiles.map((r) => r.id),
    );
    expect(theirs).not.toContain(viewer.id);
    // Blocks concern only the two members: a visitor sees both, never the invisible or deleted ones.
    const visitor = (await allPages({ gender: 'female' })).flatMap((p) => p.profiles.map((r) => r.id));
    expect(visitor).toEqual(expect.arrayContaining([hidden.blockedByViewer.id, hidden.blocksViewer.id]));
    expect(visitor).not.toContain(hidden.invisible.id);
    expect(visitor).not.toContain(hidden.pending.id);
  });

  it('drops a member who turns invisible at once, and brings them back', async () => {
    const shy = await addMember(t, { siteId: site, country: 'PT', region: 'Lisboa' });
    const cookie = await loginAs(t, shy);
    const inPortugal = async () => (await search({ country: 'PT' })).profiles.map((r) => r.id);
    expect(await inPortugal()).toEqual([shy.id]);
    const put = (invisible: boolean) =>
      call(
        t.app,
        'PUT',
        '/api/account-settings.php',
        { invisible },
        { cookie, remoteAddress: nextAddress() },
      );
    expect((await put(true)).statusCode).toBe(200);
    expect(await inPortugal()).toEqual([]);
    expect((await get(t, `/api/profile.php?id=${shy.id}`)).statusCode).toBe(404);
    expect((await put(false)).statusCode).toBe(200);
    expect(await inPortugal()).toEqual([shy.id]);
  });

  it('caps the count and subtracts the viewer’s exclusions only below the cap', () => {
    expect(countFrom({ n: SEARCH_COUNT_CAP, excluded: '3' })).toBe(SEARCH_COUNT_CAP);
    expect(countFrom({ n: 40, excluded: '3' })).toBe(37);
    expect(countFrom({ n: 0, excluded: 0 })).toBe(0);
    expect(countFrom(undefined)).toBe(0);
  });

  it('offers similar profiles on a thin first page: region, then country dropped, then ages widened', async () => {
    const page = await search({ gender: 'female', country: 'FI', countryregion: 'Nowhere' }, viewerCookie);
    expect(page.profiles).toEqual([]);
    expect(page.numResults).toBe(0);
    const similar = page.similar.map((r) => r.id);
    expect(similar.length).toBe(12);
    // Dropping the region finds the visible Finn first; the hidden and blocked ones never appear.
    expect(similar[0]).toBe(visibleFinn.id);
    for (const member of Object.values(hidden)) expect(similar).not.toContain(member.id);
    expect(similar).not.toContain(viewer.id);
    expect(new Set(similar).size).toBe(similar.length);

    const thin = await search({
      country: 'NL',
      countryregion: 'Zeeland',
      gender: 'male',
      min_age: 60,
      max_age: 60,
    });
    const shown = new Set(thin.profiles.map((r) => r.id));
    expect(thin.numResults).toBeLessThan(6);
    expect(thin.similar.length).toBeGreaterThan(0);
    expect(thin.similar.some((r) => shown.has(r.id))).toBe(false);
    // Widened by five years: nobody older than 65 or younger than 55.
    for (const r of thin.similar) expect(r.age).toBeGreaterThanOrEqual(55);
    for (const r of thin.similar) expect(r.age).toBeLessThanOrEqual(65);
  });

  it('offers no similar profiles when the search finds enough, or after the first page', async () => {
    const full = await search({ gender: 'female' });
    expect(full.similar).toEqual([]);
    const [last] = await reference();
    const later = await search({
      country: 'FI',
      countryregion: 'Nowhere',
      cursor: encodeCursor({ dob: last!.dob, id: last!.id }),
    });
    expect(later.similar).toEqual([]);
  });

  it('answers cards with the site’s visible fields, the main photo URL and the fictional flag', async () => {
    const withPhoto = await addMember(t, {
      siteId: site,
      country: 'IS',
      region: 'Reykjavik',
      fictional: true,
    });
    await addPhoto(t, withPhoto.id, { main: true, position: 0 });
    await addPhoto(t, withPhoto.id, { position: 1 });
    const [card] = (await search({ country: 'IS' })).profiles;
    expect(card).toMatchObject({
      id: withPhoto.id,
      fictional: true,
      region: 'Reykjavik',
      relationship_status: 'single',
      body_type: 'athletic',
      interests: ['music', 'travelling'],
      main_image: {
        filename: `m${withPhoto.id}/photo0-REAL.jpg`,
        status: 'active',
        match: `/media/m${withPhoto.id}/photo0-REAL-match.jpg`,
        card: `/media/m${withPhoto.id}/photo0-REAL-card.jpg`,
      },
    });
    expect(JSON.stringify(card)).not.toMatch(/photo1|email|password|about/i);
  });

  it('gives a photo from before the card size its match image as the card', async () => {
    const older = await addMember(t, { siteId: site, country: 'MT' });
    await addPhoto(t, older.id, { main: true, position: 0, card: false });
    const [card] = (await search({ country: 'MT' })).profiles;
    expect(card!.main_image).toMatchObject({
      match: `/media/m${older.id}/photo0-REAL-match.jpg`,
      card: `/media/m${older.id}/photo0-REAL-match.jpg`,
    });
  });

  it('shows a private member’s main photo blurred and without interests', async () => {
    const secret = await addMember(t, { siteId: site, country: 'LU', privacy: true });
    await addPhoto(t, secret.id, { main: true, position: 0 });
    const [card] = (await search({ country: 'LU' }, viewerCookie)).profiles;
    expect(card!.id).toBe(secret.id);
    expect(card!.main_image?.match).toBe(`/media/m${secret.id}/photo0-blurred.jpg`);
    expect(card!.main_image?.card).toBe(`/media/m${secret.id}/photo0-blurred.jpg`);
    expect(card!.interests).toBeUndefined();
    expect(JSON.stringify(card)).not.toContain('REAL');
  });

  it('answers bad input with 400 and a message per field', async () => {
    const bad = async (params: Record<string, string>) => {
      const response = await get(t, `/api/search.php${qs(params)}`);
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.error).toBe('validation_failed');
      return body.fields as Record<string, string>;
    };
    expect(await bad({ min_age: '50', max_age: '30' })).toEqual({
      min_age: 'The minimum age cannot be above the maximum age.',
      max_age: 'The minimum age cannot be above the maximum age.',
    });
    expect(await bad({ min_age: '17' })).toEqual({ min_age: 'Choose an age between 18 and 99.' });
    expect(await bad({ max_age: '100' })).toEqual({ max_age: 'Choose an age between 18 and 99.' });
    expect((await bad({ min_age: 'abc' })).min_age).toBeDefined();
    expect((await bad({ gender: 'other' })).gender).toBeDefined();
    expect((await bad({ country: 'nl' })).country).toBe('Choose a country from the list.');
    const notOurs = [
      'garbage!',
      Buffer.from('not json').toString('base64url'),
      Buffer.from('{"d":"1990-02-30","i":1}').toString('base64url'),
      Buffer.from('{"d":"1990-01-01","i":-4}').toString('base64url'),
      Buffer.from('{"d":"1990-01-01"}').toString('base64url'),
      Buffer.from('[1,2]').toString('base64url'),
      'x'.repeat(201),
    ];
    for (const cursor of notOurs) expect(Object.keys(await bad({ cursor }))).toEqual(['cursor']);
  });

  it('limits searches per client address (in memory)', async () => {
    const remoteAddress = '192.0.2.77';
    const realNow = t.app.ctx.clock.now;
    const frozen = realNow();
    t.app.ctx.clock.now = () => frozen;
    try {
      for (let i = 0; i < 60; i += 1) {
        expect((await get(t, '/api/search.php?gender=male&country=XX', { remoteAddress })).statusCode).toBe(
          200,
        );
      }
      const limited = await get(t, '/api/search.php', { remoteAddress });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error).toBe('too_many_requests');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Another address is not affected; a few seconds later the address may search again.
      expect((await get(t, '/api/search.php?country=XX')).statusCode).toBe(200);
      t.app.ctx.clock.now = () => new Date(frozen.getTime() + 5_000);
      expect((await get(t, '/api/search.php?country=XX', { remoteAddress })).statusCode).toBe(200);
    } finally {
      t.app.ctx.clock.now = realNow;
    }
  });

  it('never answers with the private parts of a member', async () => {
    const body = JSON.stringify((await search({}, viewerCookie)).profiles);
    expect(body).not.toMatch(/email|password|date_of_birth|about_me|privacy|invisible/);
    const [row] = await t.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, visibleFinn.id));
    expect(body).not.toContain(row!.email);
  });
});

describe('GET /api/search.php for visitors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ memberCount: 10 });
    // Before the first request to these sites: site settings are cached for 30 s.
    await patchSiteSettings(t, 'amora-nl.test', {
      logged_out_search: false,
      logged_out_search_trafficsource: true,
      visible_profile_fields: ['age', 'country', 'region'],
    });
    await patchSiteSettings(t, 'amora.test', {
      logged_out_search: false,
      logged_out_search_trafficsource: false,
    });
  });
  afterAll(async () => t.app.close());

  const status = (url: string, host: string, headers: Record<string, string> = {}, cookie?: string) =>
    get(t, url, { host, headers, ...(cookie ? { cookie } : {}) });

  it('asks visitors to sign up where the site does not allow logged-out search', async () => {
    const response = await status('/api/search.php?network=ads', 'amora.test');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: 'login_required',
      message: 'Sign up for free to search our members.',
    });
  });

  it('lets visitors with a traffic source search where the site allows that', async () => {
    expect((await status('/api/search.php', 'amora-nl.test')).statusCode).toBe(403);
    expect((await status('/api/search.php?network=', 'amora-nl.test')).statusCode).toBe(403);
    expect((await status('/api/search.php?network=ads', 'amora-nl.test')).statusCode).toBe(200);
    expect((await status('/api/search.php?ref=partner7', 'amora-nl.test')).statusCode).toBe(200);
    expect((await status('/api/search.php?network=%20', 'amora-nl.test')).statusCode).toBe(403);
  });

  it('takes the traffic source from the query only: the old header opens nothing', async () => {
    const header = { 'x-amora-traffic-source': '1' };
    expect((await status('/api/search.php', 'amora-nl.test', header)).statusCode).toBe(403);
  });

  it('refuses an over-long traffic source with a 400, like any other search parameter', async () => {
    const response = await status(`/api/search.php?network=${'a'.repeat(101)}`, 'amora-nl.test');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation_failed' });
  });

  it('always lets members search', async () => {
    const site = await siteId(t, 'amora.test');
    const member = await addMember(t, { siteId: site });
    const cookie = await loginAs(t, member);
    const response = await status('/api/search.php', 'amora.test', {}, cookie);
    expect(response.statusCode).toBe(200);
    expect(SearchResponseSchema.parse(response.json()).profiles.map((p) => p.id)).not.toContain(member.id);
  });

  it('shows only the fields the site lists', async () => {
    const response = await status('/api/search.php?ref=x', 'amora-nl.test');
    const [first] = SearchResponseSchema.parse(response.json()).profiles;
    expect(first).toBeDefined();
    expect(Object.keys(first!).sort()).toEqual(
      ['age', 'city', 'country', 'fictional', 'id', 'main_image', 'name', 'region'].sort(),
    );
  });
});
