import { SEARCH_PAGE_SIZE, SearchResponseSchema, type SearchResponse } from '@amora/contracts';
import { eq } from 'drizzle-orm';
import { profiles, users } from '../src/db/schema.js';
import { encodeCursor } from '../src/modules/profile/search-cursor.js';
import { createTestApp, type TestApp } from '../src/test-support/test-app.js';
import { call } from './account-helpers.js';
import { addMember, get, loginAs, nextAddress, qs, siteId, type Member } from './search-fixtures.js';

/*
 * Nearby first, the distance filter and online status (ADR 0037) through the real routes: the
 * order and its keyset over many ties, distances between city centres only, status bands and
 * their reciprocity both ways, and the 400s of bad values.
 */

const UTRECHT = { lat: 52.09083, lon: 5.12222 };
const AMSTERDAM = { lat: 52.37403, lon: 4.88969 };
const ROTTERDAM = { lat: 51.9225, lon: 4.47917 };
const BERLIN = { lat: 52.52437, lon: 13.41053 };
const MINUTE = 60_000;

describe('nearby first, distance and online status', () => {
  let t: TestApp;
  let site: number;
  let viewer: Member;
  let viewerCookie: string;
  let sameCity: Member;
  let amsterdam: Member;
  let berlin: Member;
  let noCity: Member;
  /** Every member the viewer may find (the viewer's search has no other filter). */
  const listed: number[] = [];

  async function search(params: Record<string, string | number | undefined>, cookie = viewerCookie) {
    const response = await get(t, `/api/search.php${qs(params)}`, { cookie });
    expect(response.statusCode).toBe(200);
    return SearchResponseSchema.parse(response.json()) as SearchResponse;
  }

  async function lastActive(member: Member, msAgo: number | null) {
    await t.database.db
      .update(users)
      .set({ lastActiveAt: msAgo === null ? null : new Date(Date.now() - msAgo) })
      .where(eq(users.id, member.id));
  }

  function putSettings(cookie: string, body: Record<string, unknown>) {
    return call(t.app, 'PUT', '/api/account-settings.php', body, {
      cookie,
      headers: { host: 'amora.test' },
      remoteAddress: nextAddress(),
    });
  }

  beforeAll(async () => {
    t = await createTestApp({ memberCount: 0 });
    site = await siteId(t);
    viewer = await addMember(t, { siteId: site, gender: 'male', name: 'Viewer', point: UTRECHT });
    const add = async (spec: Parameters<typeof addMember>[1]) => {
      const member = await addMember(t, spec);
      listed.push(member.id);
      return member;
    };
    sameCity = await add({ siteId: site, name: 'SameCity', point: UTRECHT });
    amsterdam = await add({ siteId: site, name: 'Amsterdammer', city: 'Amsterdam', point: AMSTERDAM });
    berlin = await add({ siteId: site, name: 'Berliner', country: 'DE', city: 'Berlin', point: BERLIN });
    noCity = await add({ siteId: site, name: 'Nowhere', city: null, region: null });
    // Runs of members in one city, so equal distances cross page boundaries (ties on km).
    const cities = [UTRECHT, AMSTERDAM, ROTTERDAM, BERLIN];
    for (let i = 0; i < 56; i += 1)
      await add({ siteId: site, gender: i % 2 ? 'male' : 'female', point: cities[i % cities.length]! });
    viewerCookie = await loginAs(t, viewer);
  });

  afterAll(async () => {
    await t?.app.close();
  });

  it('orders by distance between city centres, then id, and pages without repeats or gaps', async () => {
    const seen: SearchResponse['profiles'] = [];
    let cursor: string | undefined;
    let pages = 0;
    let total = 0;
    do {
      const page = await search({ cursor });
      seen.push(...page.profiles);
      cursor = page.next_cursor ?? undefined;
      pages += 1;
      total = page.numResults;
    } while (cursor && pages < 10);
    // The seeded demo member (no city) is listed too.
    expect(total).toBe(listed.length + 1);
    expect(pages).toBe(Math.ceil(total / SEARCH_PAGE_SIZE));
    const ids = seen.map((p) => p.id);
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(listed));
    const keys = seen.map((p) => [p.distance_km ?? Infinity, p.id] as const);
    const sorted = [...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    expect(keys).toEqual(sorted);
    // The same city is 0 km, Amsterdam's centre about 35 km, Berlin's about 575 km; no city: last.
    const byId = new Map(seen.map((p) => [p.id, p]));
    expect(byId.get(sameCity.id)?.distance_km).toBe(0);
    expect(byId.get(amsterdam.id)?.distance_km).toBeGreaterThanOrEqual(33);
    expect(byId.get(amsterdam.id)?.distance_km).toBeLessThanOrEqual(37);
    expect(byId.get(berlin.id)?.distance_km).toBeGreaterThan(550);
    expect(byId.get(noCity.id)?.distance_km).toBeUndefined();
    expect(ids.slice(-2)).toContain(noCity.id);
  });

  it('filters by distance, counts only those, and keeps youngest first when asked', async () => {
    // Utrecht (14 + SameCity, 0 km) and Amsterdam (14 + Amsterdammer, 35 km) lie within 40 km;
    // Rotterdam (48 km), Berlin (565 km) and the member without a city do not.
    const near = await search({ max_km: 40 });
    expect(near.numResults).toBe(30);
    expect(near.profiles).toHaveLength(SEARCH_PAGE_SIZE);
    for (const p of near.profiles) expect(p.distance_km).toBeLessThanOrEqual(40);
    const rest = await search({ max_km: 40, cursor: near.next_cursor ?? undefined });
    expect(rest.profiles).toHaveLength(6);
    expect(rest.next_cursor).toBeNull();
    const ids = [...near.profiles, ...rest.profiles].map((p) => p.id);
    expect(ids).not.toContain(berlin.id);
    expect(ids).not.toContain(noCity.id);
    expect((await search({ max_km: 48 })).numResults).toBe(44);
    const youngest = await search({ sort: 'youngest' });
    const ages = youngest.profiles.map((p) => p.age);
    expect(ages).toEqual([...ages].sort((a, b) => a - b));
  });

  it('answers bad distance and order values, and a cursor of the other order, with a 400', async () => {
    for (const params of [
      { max_km: 0 },
      { max_km: 20_001 },
      { max_km: 'far' },
      { max_km: '5.5' },
      { sort: 'oldest' },
      { cursor: encodeCursor({ dob: '1990-01-01', id: 5 }) },
      { sort: 'youngest', cursor: encodeCursor({ km: 3, id: 5 }) },
    ]) {
      const response = await get(t, `/api/search.php${qs(params)}`, { cookie: viewerCookie });
      expect({ params, status: response.statusCode }).toEqual({ params, status: 400 });
      expect(response.json().error).toBe('validation_failed');
    }
    // Without a city of one's own there is nothing to measure from: said on the field.
    const cityless = await addMember(t, { siteId: site, city: null, region: null, gender: 'male' });
    const response = await get(t, `/api/search.php${qs({ max_km: 25 })}`, {
      cookie: await loginAs(t, cityless),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ max_km: expect.any(String) });
    // A visitor has no city either, and gets no distances or status.
    const visitor = await get(t, '/api/search.php');
    if (visitor.statusCode === 200)
      for (const p of visitor.json().profiles) expect(p.distance_km ?? p.activity).toBeUndefined();
  });

  it('stores only the city centre of the named city when a member saves their place', async () => {
    const member = await addMember(t, { siteId: site, gender: 'male', city: null, region: null });
    const cookie = await loginAs(t, member);
    const saved = await call(
      t.app,
      'PUT',
      '/api/profile.php',
      { country: 'NL', region: 'North Holland', city: 'Amsterdam' },
      { cookie, headers: { host: 'amora.test' }, remoteAddress: nextAddress() },
    );
    expect(saved.statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ lat: profiles.cityLat, lon: profiles.cityLon })
      .from(profiles)
      .where(eq(profiles.userId, member.id));
    expect(row).toEqual(AMSTERDAM);
    // Nothing finer than the distance between centres ever leaves: no coordinates in any answer.
    const view = await get(t, `/api/profile.php?id=${member.id}`, { cookie: viewerCookie });
    expect(view.statusCode).toBe(200);
    expect(view.body).not.toMatch(/"(city_)?(lat|lon)|52\.37/);
    expect(view.json().profile.distance_km).toBe(byKm(view.json().profile.distance_km));
    // An unknown city stores no centre rather than a guess.
    await call(
      t.app,
      'PUT',
      '/api/profile.php',
      { city: 'Nowhere-on-Zee' },
      { cookie, headers: { host: 'amora.test' }, remoteAddress: nextAddress() },
    );
    const [after] = await t.database.db
      .select({ lat: profiles.cityLat })
      .from(profiles)
      .where(eq(profiles.userId, member.id));
    expect(after?.lat).toBeNull();
  });

  it('shows status in bands, never a time, and records activity on authenticated requests', async () => {
    const bands: Array<[number | null, string | undefined]> = [
      [1 * MINUTE, 'online'],
      [3 * 60 * MINUTE, 'today'],
      [3 * 24 * 60 * MINUTE, 'week'],
      [10 * 24 * 60 * MINUTE, undefined],
      [null, undefined],
    ];
    for (const [ago, band] of bands) {
      await lastActive(amsterdam, ago);
      const view = await get(t, `/api/profile.php?id=${amsterdam.id}`, { cookie: viewerCookie });
      expect({ ago, activity: view.json().profile.activity }).toEqual({ ago, activity: band });
      expect(view.body).not.toMatch(/last_active|lastActive/);
      const card = (await search({ max_km: 40 })).profiles.find((p) => p.id === amsterdam.id);
      expect({ ago, activity: card?.activity }).toEqual({ ago, activity: band });
    }
    // The viewer's own requests keep their last activity: they were just active.
    const [row] = await t.database.db
      .select({ at: users.lastActiveAt })
      .from(users)
      .where(eq(users.id, viewer.id));
    expect(row?.at).toBeInstanceOf(Date);
    expect(Date.now() - row!.at!.getTime()).toBeLessThan(10 * MINUTE);
  });

  it('is reciprocal: hiding one’s own status hides it from others and theirs from oneself', async () => {
    await lastActive(amsterdam, MINUTE);
    await lastActive(viewer, MINUTE);
    const amsterdamCookie = await loginAs(t, amsterdam);
    const statusOf = async (cookie: string, id: number) =>
      (await get(t, `/api/profile.php?id=${id}`, { cookie })).json().profile as {
        activity?: string;
        distance_km?: number;
      };
    expect((await statusOf(viewerCookie, amsterdam.id)).activity).toBe('online');
    expect((await statusOf(amsterdamCookie, viewer.id)).activity).toBe('online');

    // Amsterdam hides theirs: the viewer no longer sees it, and Amsterdam sees nobody's.
    const hidden = await putSettings(amsterdamCookie, { show_activity: false });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().settings.show_activity).toBe(false);
    await lastActive(amsterdam, MINUTE);
    expect((await statusOf(viewerCookie, amsterdam.id)).activity).toBeUndefined();
    expect((await statusOf(amsterdamCookie, viewer.id)).activity).toBeUndefined();
    const amsterdamSearch = await search({}, amsterdamCookie);
    expect(amsterdamSearch.profiles.some((p) => p.activity !== undefined)).toBe(false);
    // Distance is not part of the status: still shown.
    expect((await statusOf(viewerCookie, amsterdam.id)).distance_km).toBeGreaterThan(0);

    // Shown again: both ways again.
    await putSettings(amsterdamCookie, { show_activity: true });
    await lastActive(amsterdam, MINUTE);
    expect((await statusOf(viewerCookie, amsterdam.id)).activity).toBe('online');
    expect((await statusOf(amsterdamCookie, viewer.id)).activity).toBe('online');
    const bad = await putSettings(amsterdamCookie, { show_activity: 'yes' });
    expect(bad.statusCode).toBe(400);
  });
});

/** A whole number of km (the search never says more than that). */
function byKm(km: unknown): number {
  if (typeof km !== 'number' || !Number.isInteger(km)) throw new Error(`not whole km: ${String(km)}`);
  return km;
}
