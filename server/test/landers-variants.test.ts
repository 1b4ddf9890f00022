import { LanderResponseSchema, type LanderResponse } from '@amora/contracts';
import { eq } from 'drizzle-orm';
import { landerVisits } from '../src/db/schema.js';
import { chooseVariant, pickWeighted, visitorPoint } from '../src/modules/landers/index.js';
import { createTestApp, type TestApp } from '../src/test-support/test-app.js';
import { aSignup, call } from './account-helpers.js';
import { addVariant, getLander, visitorCookie } from './landers-helpers.js';
import { addMember, addPhoto, dobForAge, siteId, type Member } from './search-fixtures.js';

/** A small deterministic generator (mulberry32): the statistical test is the same on every run. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

describe('variant choice', () => {
  it('splits visitors by weight (fixed seed, 20 000 visitors, within 2 points)', () => {
    const random = seeded(14);
    const variants = [
      { id: 1, weight: 700 },
      { id: 2, weight: 200 },
      { id: 3, weight: 100 },
      { id: 4, weight: 0 },
    ];
    const seen = new Map<number, number>();
    const visitors = 20_000;
    for (let i = 0; i < visitors; i += 1) {
      const visitor = Math.floor(random() * 2 ** 52)
        .toString(16)
        .padStart(32, '0');
      const picked = pickWeighted(variants, visitorPoint(visitor, 'video/'))!;
      seen.set(picked.id, (seen.get(picked.id) ?? 0) + 1);
    }
    expect((seen.get(1) ?? 0) / visitors).toBeCloseTo(0.7, 1);
    expect(Math.abs((seen.get(2) ?? 0) / visitors - 0.2)).toBeLessThan(0.02);
    expect(Math.abs((seen.get(3) ?? 0) / visitors - 0.1)).toBeLessThan(0.02);
    expect(seen.get(4)).toBeUndefined();
  });

  it('gives nothing when no variant has weight', () => {
    expect(pickWeighted([{ id: 1, weight: 0 }], 0.5)).toBeNull();
  });

  it('prefers variants of the exact slug and falls back to the family default', () => {
    const base = { weight: 10, home: false, siteId: null, language: null };
    const rows = [
      { ...base, id: 1, family: 'video', slug: '' },
      { ...base, id: 2, family: 'video', slug: 'milf' },
      { ...base, id: 3, family: 'gallery', slug: '' },
    ] as never[];
    expect(chooseVariant(rows, 'video', 'milf', 'v')).toMatchObject({ id: 2 });
    expect(chooseVariant(rows, 'video', 'milf-unknown', 'v')).toMatchObject({ id: 1 });
    expect(chooseVariant(rows, 'gallery', '', 'v')).toMatchObject({ id: 3 });
  });
});

describe('GET /api/lander.php', () => {
  let t: TestApp;
  let site: number;
  const women: Member[] = [];
  let gayMan: Member;
  let hidden: Record<'invisible' | 'privacy' | 'pending' | 'noPhoto', Member>;

  async function withPhoto(member: Member): Promise<Member> {
    await addPhoto(t, member.id, { main: true, position: 0 });
    return member;
  }

  beforeAll(async () => {
    t = await createTestApp({ memberCount: 0 });
    site = await siteId(t);
    for (let i = 0; i < 4; i += 1)
      women.push(await withPhoto(await addMember(t, { siteId: site, dob: dobForAge(40 + i) })));
    gayMan = await withPhoto(await addMember(t, { siteId: site, gender: 'male', name: 'Gayman' }));
    await t.database.db.execute(
      `update profiles set sexuality = 'gay' where user_id = ${gayMan.id}` as never,
    );
    hidden = {
      invisible: await withPhoto(await addMember(t, { siteId: site, invisible: true })),
      privacy: await withPhoto(await addMember(t, { siteId: site, privacy: true })),
      pending: await withPhoto(await addMember(t, { siteId: site, status: 'pending_deletion' })),
      noPhoto: await addMember(t, { siteId: site }),
    };
  });
  afterAll(() => t.app.close());

  async function lander(query: string, cookie?: string): Promise<LanderResponse & { cookie: string }> {
    const response = await getLander(t.app, query, { cookie });
    expect(response.statusCode).toBe(200);
    const body = LanderResponseSchema.parse(response.json());
    return { ...body, cookie: cookie ?? visitorCookie(response) };
  }

  it('answers the built-in default of a family with members who may be shown to visitors', async () => {
    const body = await lander('?family=video');
    expect(body.variant).toMatchObject({ key: null, family: 'video', slug: '', niche: 1 });
    const ids = body.members.map((m) => m.id);
    expect(ids).toEqual(expect.arrayContaining(women.map((w) => w.id)));
    for (const member of Object.values(hidden)) expect(ids).not.toContain(member.id);
    expect(ids).not.toContain(gayMan.id);
    // Public card data only.
    expect(Object.keys(body.members[0]!).sort()).toEqual([
      'age',
      'city',
      'country',
      'id',
      'main_image',
      'name',
    ]);
  });

  it('selects the niche by slug prefix: gay shows men, milf shows women', async () => {
    const gay = await lander('?family=gallery&slug=gay-nights');
    expect(gay.variant.niche).toBe(7);
    expect(gay.members.map((m) => m.id)).toContain(gayMan.id);
    expect(gay.members[0]!.id).toBe(gayMan.id);
    const milf = await lander('?family=gallery&slug=milf');
    expect(milf.variant.niche).toBe(6);
    expect(milf.members.every((m) => m.id !== gayMan.id)).toBe(true);
  });

  it('never fails on an unknown family, slug or niche', async () => {
    for (const query of [
      '?family=nope',
      '?family=video&slug=%3Cscript%3E',
      '?family=video&slug=zzz',
      '?slug=x',
      '?member=abc',
      '?family=tinderswipe&slug=gay',
    ]) {
      const response = await getLander(t.app, query);
      expect(response.statusCode).toBe(200);
    }
    const unknown = await lander('?family=nope');
    expect(unknown.variant.family).toBe('video');
  });

  it('keeps a visitor on the same variant and records each view', async () => {
    await addVariant(t, { key: 'alone-a', family: 'alonetonight', weight: 500, headline: 'A' });
    await addVariant(t, { key: 'alone-b', family: 'alonetonight', weight: 500, headline: 'B' });
    const first = await lander('?family=alonetonight&network=adnet&sub1=s1');
    const again = await Promise.all([1, 2, 3].map(() => lander('?family=alonetonight', first.cookie)));
    expect(again.map((r) => r.variant.key)).toEqual([
      first.variant.key,
      first.variant.key,
      first.variant.key,
    ]);
    const [visit] = await t.database.db.select().from(landerVisits).where(eq(landerVisits.id, first.visit));
    expect(visit).toMatchObject({ family: 'alonetonight', tracking: { network: 'adnet', sub1: 's1' } });
    // Different visitors reach both variants.
    const keys = new Set<string | null>();
    for (let i = 0; i < 16; i += 1) keys.add((await lander('?family=alonetonight')).variant.key);
    expect(keys).toEqual(new Set(['alone-a', 'alone-b']));
  });

  it('leaves out paused, draft, out-of-window and other-language variants', async () => {
    const past = new Date(Date.now() - 86_400_000);
    await addVariant(t, { key: 'social-paused', family: 'socialnetwork', status: 'paused' });
    await addVariant(t, { key: 'social-draft', family: 'socialnetwork', status: 'draft' });
    await addVariant(t, { key: 'social-ended', family: 'socialnetwork', endsAt: past });
    await addVariant(t, { key: 'social-de', family: 'socialnetwork', language: 'de' });
    expect((await lander('?family=socialnetwork')).variant.key).toBeNull();
    const german = await getLander(t.app, '?family=socialnetwork', { language: 'de' });
    expect(german.json().variant.key).toBe('social-de');
  });

  it('renders a variant as data: copy and images with their size', async () => {
    await addVariant(t, {
      key: 'maps-summer',
      family: 'maplanding',
      headline: '<b>not markup</b>',
      images: [{ file: 'landers/ab/ab.webp', alt: 'Beach', width: 800, height: 600 }],
    });
    const body = await lander('?family=maplanding');
    expect(body.variant).toMatchObject({
      key: 'maps-summer',
      headline: '<b>not markup</b>',
      images: [{ url: '/media/landers/ab/ab.webp', width: 800, height: 600, alt: 'Beach' }],
    });
  });

  it('offers home variants on / and the site niche otherwise', async () => {
    const before = await lander('');
    expect(before.variant).toMatchObject({ key: null, family: 'video', niche: 1 });
    await addVariant(t, { key: 'home-collage', family: 'collagelanding', home: true });
    expect((await lander('')).variant).toMatchObject({ key: 'home-collage', family: 'collagelanding' });
  });

  it('builds a member landing around a visible member only', async () => {
    const shown = await lander(`?member=${women[0]!.id}`);
    expect(shown.member).toMatchObject({ id: women[0]!.id });
    expect(shown.members.map((m) => m.id)).not.toContain(women[0]!.id);
    for (const member of [...Object.values(hidden), { id: 999_999 }]) {
      const body = await lander(`?member=${member.id}`);
      expect(body.member).toBeNull();
      expect(JSON.stringify(body)).not.toContain(`"id":${member.id},`);
    }
  });

  it('counts clicks once per view and a sign-up for the latest view of the visitor', async () => {
    const view = await lander('?family=iconslanding&network=net1');
    const click = () =>
      call(
        t.app,
        'POST',
        '/api/lander-click.php',
        { visit: view.visit },
        { cookie: view.cookie, headers: { host: 'amora.test' } },
      );
    expect((await click()).json()).toEqual({ recorded: true });
    expect((await click()).json()).toEqual({ recorded: false });
    // Another browser cannot click someone else's view.
    const stranger = await call(t.app, 'POST', '/api/lander-click.php', { visit: view.visit });
    expect(stranger.json()).toEqual({ recorded: false });

    const signup = await call(t.app, 'POST', '/api/signup.php', aSignup(), {
      cookie: view.cookie,
      headers: { host: 'amora.test' },
    });
    expect(signup.statusCode).toBeLessThan(300);
    const [visit] = await t.database.db.select().from(landerVisits).where(eq(landerVisits.id, view.visit));
    expect(visit!.clickedAt).not.toBeNull();
    expect(visit!.signedUpAt).not.toBeNull();
  });

  it('refuses a malformed click', async () => {
    const response = await call(t.app, 'POST', '/api/lander-click.php', { visit: 'x', extra: 1 });
    expect(response.statusCode).toBe(400);
  });
});
