import { count, eq } from 'drizzle-orm';
import {
  landerPreviews,
  landerVariants,
  landerVisits,
  payments,
  sites,
  staffAudit,
  users,
} from '../src/db/schema.js';
import { createTestApp, type TestApp } from '../src/test-support/test-app.js';
import { call, aSignup } from './account-helpers.js';
import { admin, aVariant, getLander, visitorCookie } from './landers-helpers.js';
import { addStaff, fakeClock, lastAudit, staffCall } from './staff-helpers.js';

/*
 * The landers pages of the staff console: variants edited under a marketer's name, previews
 * only staff can open, and the funnel per variant and period. On PGlite, and on PostgreSQL
 * when DATABASE_URL is set (createTestApp makes its own database).
 */

let t: TestApp;
let clock: ReturnType<typeof fakeClock>;
let marketer: number;
let moderator: number;
let adminId: number;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp({ memberCount: 0 });
  clock = fakeClock(t, Date.parse('2026-03-10T12:00:00.000Z'));
  marketer = (await addStaff(t, ['marketer'])).id;
  moderator = (await addStaff(t, ['moderator'])).id;
  adminId = (await addStaff(t, ['admin'])).id;
});
afterAll(() => t.app.close());

const asMarketer = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  staffCall(t, marketer, method, url, payload);

async function auditRows(action: string, key: string) {
  return t.database.db
    .select()
    .from(staffAudit)
    .where(eq(staffAudit.action, action))
    .then((rows) => rows.filter((row) => row.targetId === key));
}

describe('variants edited from the console', () => {
  it('publishes, pauses, resumes and re-weights, each change one audit row under the marketer', async () => {
    const created = await asMarketer(
      'POST',
      '/api/staff/landers',
      aVariant({ key: 'console-a', language: 'en' }),
    );
    expect(created.statusCode).toBe(200);
    expect(created.json().action).toBe('create');
    const row = await lastAudit(t);
    expect(row).toMatchObject({
      action: 'lander.created',
      staffId: marketer,
      targetType: 'lander_variant',
      targetId: 'console-a',
    });
    expect(row!.after).toMatchObject({ headline: 'Meet someone tonight', language: 'en', weight: 100 });

    const edited = await asMarketer(
      'POST',
      '/api/staff/landers',
      aVariant({ key: 'console-a', language: 'en', headline: 'Somebody is near' }),
    );
    expect(edited.json().action).toBe('update');
    expect(await lastAudit(t)).toMatchObject({
      action: 'lander.updated',
      before: { headline: 'Meet someone tonight' },
      after: { headline: 'Somebody is near' },
    });

    await asMarketer('POST', '/api/staff/landers/console-a/state', { status: 'paused' });
    expect((await lastAudit(t))!.action).toBe('lander.paused');
    await asMarketer('POST', '/api/staff/landers/console-a/state', { status: 'live' });
    expect((await lastAudit(t))!.action).toBe('lander.resumed');
    await asMarketer('POST', '/api/staff/landers/console-a/state', { weight: 250 });
    expect(await lastAudit(t)).toMatchObject({
      action: 'lander.weighted',
      before: { weight: 100 },
      after: { weight: 250 },
    });

    const list = (await asMarketer('GET', '/api/staff/landers')).json();
    expect(list.variants).toContainEqual(
      expect.objectContaining({ key: 'console-a', weight: 250, status: 'live' }),
    );
  });

  it('writes no row for a change that changes nothing, a dry run or bad input', async () => {
    const before = (await t.database.db.select({ n: count() }).from(staffAudit))[0]!.n;
    await asMarketer('POST', '/api/staff/landers/console-a/state', { weight: 250 });
    await asMarketer('POST', '/api/staff/landers', { ...aVariant({ key: 'console-dry' }), dry_run: true });
    const bad = await asMarketer(
      'POST',
      '/api/staff/landers',
      aVariant({ key: 'console-bad', weight: 5000 }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.weight).toBeTruthy();
    const html = await asMarketer(
      'POST',
      '/api/staff/landers',
      aVariant({ key: 'console-bad', copy: '<b>hi</b>' }),
    );
    expect(html.statusCode).toBe(400);
    const missing = await asMarketer('POST', '/api/staff/landers/no-such-variant/state', {
      status: 'paused',
    });
    expect(missing.statusCode).toBe(404);
    expect((await t.database.db.select({ n: count() }).from(staffAudit))[0]!.n).toBe(before);
    const stored = await t.database.db
      .select()
      .from(landerVariants)
      .where(eq(landerVariants.key, 'console-bad'));
    expect(stored).toEqual([]);
  });

  it('audits the admin API the same way, without a staff member', async () => {
    await admin(t.app, 'POST', '/api/admin/landers', aVariant({ key: 'console-token' }));
    expect(await lastAudit(t)).toMatchObject({
      action: 'lander.created',
      staffId: null,
      targetId: 'console-token',
    });
  });

  it('is for marketers and admins only', async () => {
    expect((await staffCall(t, moderator, 'GET', '/api/staff/landers')).statusCode).toBe(403);
    expect((await staffCall(t, adminId, 'GET', '/api/staff/landers')).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/staff/landers')).statusCode).toBe(401);
  });
});

describe('previews of a draft', () => {
  async function aPreview() {
    const response = await asMarketer(
      'POST',
      '/api/staff/landers/previews',
      aVariant({
        key: 'console-draft',
        family: 'gallery',
        slug: 'milf-spring',
        headline: 'Only a draft',
        status: 'draft',
      }),
    );
    expect(response.statusCode).toBe(200);
    return response.json() as { token: string; url: string };
  }

  it('shows the draft to staff exactly as the lander answer, without publishing it', async () => {
    const preview = await aPreview();
    expect(preview.url).toBe(`/landers/gallery/milf-spring?lander_preview=${preview.token}`);
    expect((await auditRows('lander.previewed', 'console-draft')).length).toBe(1);
    const shown = await asMarketer('GET', `/api/staff/landers/previews/${preview.token}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().variant).toMatchObject({
      key: 'console-draft',
      family: 'gallery',
      slug: 'milf-spring',
      niche: 6,
      headline: 'Only a draft',
    });
    // Not a variant, and no visitor gets it.
    expect(
      await t.database.db.select().from(landerVariants).where(eq(landerVariants.key, 'console-draft')),
    ).toEqual([]);
    const visitor = await getLander(t.app, '?family=gallery&slug=milf-spring');
    expect(visitor.json().variant.headline).not.toBe('Only a draft');
  });

  it('refuses a visitor who opens the preview link, and staff without the role', async () => {
    const preview = await aPreview();
    const visitor = await call(t.app, 'GET', `/api/staff/landers/previews/${preview.token}`);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ error: 'staff_authentication_required' });
    expect(visitor.body).not.toContain('Only a draft');
    const other = await staffCall(t, moderator, 'GET', `/api/staff/landers/previews/${preview.token}`);
    expect(other.statusCode).toBe(403);
  });

  it('lets only the site’s own pages frame a preview page (the editor), and no page else', async () => {
    const preview = await t.app.inject({ method: 'GET', url: '/landers/video?lander_preview=abc' });
    expect(preview.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(preview.headers['x-frame-options']).toBe('SAMEORIGIN');
    const lander = await t.app.inject({ method: 'GET', url: '/landers/video' });
    expect(lander.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(lander.headers['x-frame-options']).toBe('DENY');
    const api = await t.app.inject({ method: 'GET', url: '/api/lander.php?lander_preview=abc' });
    expect(api.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('ends after a day, and refuses an unknown token', async () => {
    const preview = await aPreview();
    clock.advance(25 * 3_600_000);
    const expired = await asMarketer('GET', `/api/staff/landers/previews/${preview.token}`);
    expect(expired.statusCode).toBe(404);
    expect(expired.json().message).toMatch(/expired/);
    expect((await asMarketer('GET', `/api/staff/landers/previews/${'x'.repeat(43)}`)).statusCode).toBe(404);
    clock.advance(-25 * 3_600_000);
  });

  it('refuses a draft that would not publish, and stores nothing', async () => {
    const before = (await t.database.db.select({ n: count() }).from(landerPreviews))[0]!.n;
    const bad = await asMarketer(
      'POST',
      '/api/staff/landers/previews',
      aVariant({ key: 'x', family: 'video' }),
    );
    expect(bad.statusCode).toBe(400);
    const missingImage = await asMarketer(
      'POST',
      '/api/staff/landers/previews',
      aVariant({ key: 'console-img', images: [{ file: 'landers/none.webp', alt: 'none' }] }),
    );
    expect(missingImage.statusCode).toBe(400);
    expect((await t.database.db.select({ n: count() }).from(landerPreviews))[0]!.n).toBe(before);
  });
});

describe('the funnel per variant', () => {
  const day = (offset: number) => new Date(Date.parse('2026-04-01T10:00:00.000Z') + offset * DAY);
  const iso = (offset: number) => day(offset).toISOString().slice(0, 10);

  /** One visitor's way: a view, then (optionally) the click, the sign-up, activation and a purchase. */
  async function visit(
    family: string,
    steps: { click?: boolean; signup?: boolean; activate?: boolean; pay?: number },
  ): Promise<void> {
    const view = await getLander(t.app, `?family=${family}`);
    const cookie = visitorCookie(view);
    if (steps.click)
      expect((await call(t.app, 'POST', '/api/lander-click.php', { visit: view.json().visit }, { cookie })).json()).toEqual({ recorded: true }); // prettier-ignore
    if (!steps.signup) return;
    const signup = await call(t.app, 'POST', '/api/signup.php', aSignup(), {
      cookie,
      headers: { host: 'amora.test' },
    });
    expect(signup.statusCode).toBe(201);
    const userId = signup.json().user.id as number;
    // Activation and payment are the account and payments areas' own flows (tested there):
    // here only their recorded facts matter, as those areas write them.
    if (steps.activate)
      await t.database.db
        .update(users)
        .set({ status: 'confirmed', confirmedAt: clock.now() })
        .where(eq(users.id, userId));
    if (steps.pay) {
      const [site] = await t.database.db.select({ id: sites.id }).from(sites).limit(1);
      await t.database.db.insert(payments).values({
        userId,
        siteId: site!.id,
        bundle: 'p1',
        credits: 100,
        method: 'creditcard',
        provider: 'sandbox',
        amount: steps.pay,
        currency: 'EUR',
        country: 'NL',
        status: 'completed',
        clientKey: `funnel-${userId}`,
        settledAt: clock.now(),
      });
    }
  }

  beforeAll(async () => {
    await admin(
      t.app,
      'POST',
      '/api/admin/landers',
      aVariant({ key: 'funnel-social', family: 'socialnetwork' }),
    );
    await admin(t.app, 'POST', '/api/admin/landers', aVariant({ key: 'funnel-map', family: 'maplanding' }));
    clock = fakeClock(t, day(0).getTime());
    await visit('socialnetwork', {});
    await visit('socialnetwork', { click: true });
    await visit('socialnetwork', { click: true, signup: true });
    await visit('socialnetwork', { click: true, signup: true, activate: true, pay: 1990 });
    await visit('maplanding', { click: true, signup: true, activate: true });
    clock.advance(2 * DAY);
    await visit('socialnetwork', { click: true, signup: true, activate: true, pay: 990 });
  });

  const funnelRow = (rows: Array<{ key: string | null }>, key: string) => rows.find((row) => row.key === key);

  it('counts views, clicks, sign-ups, activations, first purchases and revenue per variant', async () => {
    const funnel = (await asMarketer('GET', `/api/staff/landers/funnel?from=${iso(0)}&to=${iso(0)}`)).json();
    expect(funnelRow(funnel.rows, 'funnel-social')).toMatchObject({
      family: 'socialnetwork',
      views: 4,
      clicks: 3,
      signups: 2,
      activations: 1,
      first_purchases: 1,
      revenue: { EUR: 1990 },
    });
    expect(funnelRow(funnel.rows, 'funnel-map')).toMatchObject({
      views: 1,
      clicks: 1,
      signups: 1,
      activations: 1,
      first_purchases: 0,
      revenue: {},
    });
  });

  it('counts only the views of the chosen period', async () => {
    const later = (await asMarketer('GET', `/api/staff/landers/funnel?from=${iso(1)}&to=${iso(2)}`)).json();
    expect(funnelRow(later.rows, 'funnel-social')).toMatchObject({ views: 1, signups: 1, first_purchases: 1, revenue: { EUR: 990 } }); // prettier-ignore
    expect(funnelRow(later.rows, 'funnel-map')).toBeUndefined();
    const all = (await asMarketer('GET', `/api/staff/landers/funnel?from=${iso(0)}&to=${iso(2)}`)).json();
    expect(funnelRow(all.rows, 'funnel-social')).toMatchObject({
      views: 5,
      signups: 3,
      revenue: { EUR: 2980 },
    });
  });

  it('gives the same numbers as CSV', async () => {
    const csv = await asMarketer('GET', `/api/staff/landers/funnel?from=${iso(0)}&to=${iso(0)}&format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toContain(`lander-funnel-${iso(0)}-${iso(0)}.csv`);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('key,family,slug,niche,language,status,views,clicks,signups,activations,first_purchases,revenue_EUR'); // prettier-ignore
    expect(lines).toContain('funnel-social,socialnetwork,,,,live,4,3,2,1,1,19.90');
  });

  it('refuses a period that ends before it starts, is too long or is not a date', async () => {
    for (const query of [
      `from=${iso(2)}&to=${iso(0)}`,
      'from=2024-01-01&to=2026-01-01',
      'from=yesterday&to=today',
      'from=2026-01-01',
    ]) {
      const response = await asMarketer('GET', `/api/staff/landers/funnel?${query}`);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
    }
  });

  it('records the member a sign-up made on the view it is attributed to', async () => {
    const attributed = await t.database.db
      .select()
      .from(landerVisits)
      .where(eq(landerVisits.family, 'maplanding'));
    expect(attributed.filter((row) => row.signedUpAt).map((row) => typeof row.userId)).toEqual(['number']);
  });
});

describe('the console home per site and day', () => {
  it('answers every day of the range with the day’s numbers, for admins', async () => {
    const response = await staffCall(t, adminId, 'GET', '/api/staff/overview/daily?days=7');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.days).toBe(7);
    const site = body.sites.find((entry: { points: Array<{ lander_views: number }> }) =>
      entry.points.some((point) => point.lander_views > 0),
    );
    expect(site.points.map((point: { day: string }) => point.day)).toEqual(
      Array.from({ length: 7 }, (_, index) =>
        new Date(clock.now().getTime() - (6 - index) * DAY).toISOString().slice(0, 10),
      ),
    );
    const today = site.points.at(-1);
    const twoDaysAgo = site.points.at(-3);
    // Today (the clock's): one view, its sign-up, activation and first purchase of 9.90.
    expect(today).toMatchObject({
      lander_views: 1,
      signups: 1,
      activations: 1,
      first_purchases: 1,
      revenue: { EUR: 990 },
    });
    expect(twoDaysAgo).toMatchObject({
      lander_views: 5,
      signups: 3,
      activations: 2,
      first_purchases: 1,
      revenue: { EUR: 1990 },
    });
    expect(site.points.at(-2)).toMatchObject({ lander_views: 0, signups: 0, revenue: {} });
  });

  it('refuses other ranges and other roles', async () => {
    expect((await staffCall(t, adminId, 'GET', '/api/staff/overview/daily?days=8')).statusCode).toBe(400);
    expect((await staffCall(t, marketer, 'GET', '/api/staff/overview/daily?days=7')).statusCode).toBe(403);
  });
});
