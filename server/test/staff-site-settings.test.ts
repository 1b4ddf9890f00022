import { count, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { siteSettingsVersions, sites } from '../src/db/schema.js';
import { createTestApp, type TestApp } from '../src/test-support/test-app.js';
import { addStaff, auditCount, fakeClock, lastAudit, staffCookie } from './staff-helpers.js';
import { describeWithRedis, twoInstancesOnRedis } from './with-redis.js';

const CLIENT = { 'x-request-type': 'client', 'content-type': 'application/json' };

async function call(
  app: FastifyInstance,
  cookie: string,
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: payload === undefined ? { cookie, 'x-request-type': 'client' } : { ...CLIENT, cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function defaultSite(t: TestApp) {
  const [site] = await t.database.db.select().from(sites).where(eq(sites.isDefault, true));
  return site!;
}

/** The public settings of the default site, as a member's browser reads them. */
async function publicSettings(app: FastifyInstance) {
  const response = await app.inject({ method: 'GET', url: '/api/settings.php' });
  return response.json<{ settings: Record<string, unknown> }>().settings;
}

async function versionCount(t: TestApp): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(siteSettingsVersions);
  return Number(row?.n ?? 0);
}

describe('site settings in the staff console', () => {
  let t: TestApp;
  let cookie: string;
  let siteId: number;
  beforeAll(async () => {
    t = await createTestApp({ memberCount: 0 });
    fakeClock(t);
    cookie = await staffCookie(t, (await addStaff(t, ['admin'])).id);
    siteId = (await defaultSite(t)).id;
  });
  afterAll(() => t.app.close());

  it('reads, changes with a reason, serves the change at once and reverts it', async () => {
    const read = await call(t.app, cookie, 'GET', `/api/staff/sites/${siteId}/settings`);
    expect(read.statusCode).toBe(200);
    const before = read.json().settings;
    expect(before.message_credits).toBe(10);
    // A member's page loaded before the change: the site is now cached on this instance.
    expect((await publicSettings(t.app)).message_credits).toBe(10);

    const changed = await call(t.app, cookie, 'PUT', `/api/staff/sites/${siteId}/settings`, {
      changes: {
        message_credits: 15,
        name: 'Amora Plus',
        minimum_message_costs: { NL: { costs: 12, currency: 'EUR' } },
      },
      reason: 'Autumn prices',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().settings).toMatchObject({ message_credits: 15, name: 'Amora Plus' });
    const audit = await lastAudit(t);
    expect(audit).toMatchObject({
      action: 'site.settings_changed',
      targetType: 'site',
      targetId: String(siteId),
      reason: 'Autumn prices',
      before: expect.objectContaining({ message_credits: 10 }),
      after: expect.objectContaining({ message_credits: 15, name: 'Amora Plus' }),
    });
    // No restart, no waiting out the cache: the next settings call has the new price.
    const served = await publicSettings(t.app);
    expect(served.message_credits).toBe(15);
    expect(served.name).toBe('Amora Plus');

    const versions = (await call(t.app, cookie, 'GET', `/api/staff/sites/${siteId}/settings/versions`)).json()
      .versions;
    expect(versions[0]).toMatchObject({
      before: { message_credits: 10, name: before.name },
      after: { message_credits: 15, name: 'Amora Plus' },
      reason: 'Autumn prices',
      reverts: null,
      staff_email: expect.stringContaining('@'),
    });

    const reverted = await call(
      t.app,
      cookie,
      'POST',
      `/api/staff/sites/${siteId}/settings/versions/${versions[0].id}/revert`,
      { reason: 'Too early' },
    );
    expect(reverted.statusCode).toBe(200);
    expect(reverted.json().settings).toEqual(before);
    expect((await publicSettings(t.app)).message_credits).toBe(10);
    expect((await lastAudit(t))?.action).toBe('site.settings_reverted');
    const after = (await call(t.app, cookie, 'GET', `/api/staff/sites/${siteId}/settings/versions`)).json()
      .versions;
    expect(after[0]).toMatchObject({ reverts: versions[0].id, reason: 'Too early' });
    expect(after).toHaveLength(2);
  });

  it('stores the bundles with their price per currency in the site’s settings', async () => {
    const bundles = ['p0', 'p1', 'p2', 'p3'].map((id, index) => ({
      id,
      credits: 10 * (index + 1),
      popular: index === 2,
      prices: { EUR: 300 + index * 100, GBP: 250 + index * 100 },
    }));
    const changed = await call(t.app, cookie, 'PUT', `/api/staff/sites/${siteId}/settings`, {
      changes: { payment_bundles: bundles },
      reason: 'New bundles',
    });
    expect(changed.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(sites).where(eq(sites.id, siteId));
    expect(row!.settings.payment_bundles).toEqual(bundles);
  });

  it('prices photos and gifts per country once a country sets them', async () => {
    const changed = await call(t.app, cookie, 'PUT', `/api/staff/sites/${siteId}/settings`, {
      changes: {
        minimum_message_costs: { NL: { costs: 10, currency: 'EUR', photo_costs: 30, gift_costs: 40 } },
      },
      reason: 'Dutch media prices',
    });
    expect(changed.statusCode).toBe(200);
    const costsIn = async (country: string, address: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/prices.php?country=${country}`,
        headers: { 'x-request-type': 'client' },
        remoteAddress: address,
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ costs: { photo: number; gift_min: number } }>().costs;
    };
    expect(await costsIn('NL', '198.51.100.21')).toMatchObject({ photo: 30, gift_min: 40 });
    // Elsewhere the site's own prices hold.
    expect(await costsIn('DE', '198.51.100.22')).toMatchObject({ photo: 10, gift_min: 25 });
  });

  it('refuses settings that break the contract, with a clear 4xx, and writes nothing', async () => {
    const site = await defaultSite(t);
    const audits = await auditCount(t);
    const versions = await versionCount(t);
    const put = (changes: unknown, reason: unknown = 'a reason') =>
      call(t.app, cookie, 'PUT', `/api/staff/sites/${siteId}/settings`, { changes, reason });
    const cases: Array<[string, LightMyRequestResponse]> = [
      ['negative price', await put({ message_credits: -1 })],
      ['negative photo cost', await put({ photo_credits: -5 })],
      ['unknown currency', await put({ minimum_message_costs: { NL: { costs: 10, currency: 'EUX' } } })],
      ['country typo in costs', await put({ minimum_message_costs: { NX: { costs: 10, currency: 'EUR' } } })],
      [
        'negative photo cost in a country',
        await put({ minimum_message_costs: { NL: { costs: 10, currency: 'EUR', photo_costs: -1 } } }),
      ],
      ['country list with typos', await put({ countries: ['NL', 'Germany'] })],
      ['lower-case country', await put({ countries: ['nl'] })],
      [
        'bundle priced in an unknown currency',
        await put({
          payment_bundles: ['p0', 'p1', 'p2', 'p3'].map((id) => ({
            id,
            credits: 5,
            popular: false,
            prices: { EURO: 100 },
          })),
        }),
      ],
      [
        'three bundles',
        await put({
          payment_bundles: ['p0', 'p1', 'p2'].map((id) => ({
            id,
            credits: 5,
            popular: false,
            prices: { EUR: 100 },
          })),
        }),
      ],
      ['unknown setting', await put({ domain: 'evil.example' })],
      ['server-set setting', await put({ test_payments: true })],
      ['no reason', await put({ message_credits: 11 }, ' ')],
      ['nothing changed', await put({ message_credits: site.settings.message_credits ?? 10 })],
      ['unknown site', await call(t.app, cookie, 'PUT', '/api/staff/sites/424242/settings', { changes: { message_credits: 3 }, reason: 'x' })], // prettier-ignore
      ['unknown version', await call(t.app, cookie, 'POST', `/api/staff/sites/${siteId}/settings/versions/424242/revert`, { reason: 'x' })], // prettier-ignore
    ];
    for (const [label, response] of cases) {
      expect({ label, client: response.statusCode >= 400 && response.statusCode < 500 }).toEqual({
        label,
        client: true,
      });
      expect(typeof response.json().message).toBe('string');
    }
    expect(cases[2]![1].json().fields).toHaveProperty('minimum_message_costs');
    expect(cases[0]![1].json().fields).toHaveProperty('message_credits');
    expect(await auditCount(t)).toBe(audits);
    expect(await versionCount(t)).toBe(versions);
    const [row] = await t.database.db.select().from(sites).where(eq(sites.id, siteId));
    expect(row!.settings).toEqual(site.settings);
  });

  it('is for admins only', async () => {
    const support = await staffCookie(t, (await addStaff(t, ['support'])).id);
    const response = await call(t.app, support, 'GET', `/api/staff/sites/${siteId}/settings`);
    expect(response.statusCode).toBe(403);
  });
});

describeWithRedis('site settings on two instances (Redis)', () => {
  let first: TestApp;
  let second: FastifyInstance;
  beforeAll(async () => {
    ({ first, second } = await twoInstancesOnRedis(0));
    fakeClock(first);
  });
  afterAll(async () => {
    await second?.close();
    await first?.app.close();
  });

  it('drops the other instance’s cached site when one of them takes a change', async () => {
    const cookie = await staffCookie(first, (await addStaff(first, ['admin'])).id);
    const siteId = (await defaultSite(first)).id;
    // The other instance has the site cached (30 s) from a member's page load.
    expect((await publicSettings(second)).message_credits).toBe(10);
    const changed = await call(first.app, cookie, 'PUT', `/api/staff/sites/${siteId}/settings`, {
      changes: { message_credits: 25 },
      reason: 'Fan-out test',
    });
    expect(changed.statusCode).toBe(200);
    // The notice travels through Redis: the other instance reads the site again when it arrives.
    let seen: unknown = 10;
    for (let attempt = 0; attempt < 100 && seen !== 25; attempt += 1) {
      seen = (await publicSettings(second)).message_credits;
      if (seen !== 25) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(seen).toBe(25);
  });
});
