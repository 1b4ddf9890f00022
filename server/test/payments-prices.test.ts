import { PricesResponseSchema, type PricesResponse } from '@amora/contracts';
import { eq, sql } from 'drizzle-orm';
import { sites } from '../src/db/schema.js';
import { PRICE_READS_PER_MINUTE } from '../src/modules/payments/payment-routes.js';
import type { TestApp } from '../src/test-support/test-app.js';
import { call } from './account-helpers.js';
import { createPaymentsTestApp, newPayingMember, setSiteBundles, SITE_BUNDLES } from './payments-helpers.js';

/**
 * `GET /api/prices.php`: the price list a visitor reads on `/pricing` before signing up (prices
 * must be visible first). Public, the catalogue only, one country per answer.
 */
describe('payments: the public price list (GET /api/prices.php)', () => {
  let t: TestApp;
  let serial = 0;
  /** Each test reads from its own address: the per-address limit is a test of its own. */
  const prices = async (url: string, headers: Record<string, string> = {}, cookie?: string) => {
    serial += 1;
    const response = await call(t.app, 'GET', url, undefined, {
      headers,
      remoteAddress: `198.51.100.${serial}`,
      ...(cookie ? { cookie } : {}),
    });
    return { response, body: response.json() as PricesResponse };
  };

  beforeAll(async () => {
    t = await createPaymentsTestApp();
    // The Dutch demo site sells in Belgium first: its default country (before any request caches it).
    await t.database.db
      .update(sites)
      .set({ settings: sql`${sites.settings} || '{"countries":["BE","NL"]}'::jsonb` })
      .where(eq(sites.domain, 'amora-nl.test'));
    // The default site charges a Swedish sender at least 12 credits a message.
    await t.database.db
      .update(sites)
      .set({
        settings: sql`jsonb_set(${sites.settings}, '{minimum_message_costs,SE}', '{"costs":12,"currency":"SEK"}')`,
      })
      .where(eq(sites.isDefault, true));
  });
  afterAll(async () => t.app.close());

  it("answers a visitor the site's four bundles in the default country's currency, and nothing else", async () => {
    const { response, body } = await prices('/api/prices.php');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(PricesResponseSchema.safeParse(body).success).toBe(true);
    expect(Object.keys(body).sort()).toEqual(['bundles', 'costs', 'countries', 'country']);
    expect(body.country).toBe('NL');
    expect(body.bundles.map((b) => [b.id, b.credits, b.price, b.currency])).toEqual([
      ['p0', 20, 499, 'EUR'],
      ['p1', 50, 999, 'EUR'],
      ['p2', 120, 1999, 'EUR'],
      ['p3', 300, 3999, 'EUR'],
    ]);
    expect(body.bundles.filter((b) => b.popular).map((b) => b.id)).toEqual(['p2']);
    expect(body.countries).toEqual(expect.arrayContaining(['NL', 'BE', 'DE', 'PL', 'SE', 'GB', 'US']));
  });

  it('says what a message, a photo and a gift cost in credits, as the chat charges a sender from the country', async () => {
    // The demo site's settings: 10 a message, 10 a photo, gifts at 25 credits times their weight (1-10).
    expect((await prices('/api/prices.php?country=NL')).body.costs).toEqual({
      message: 10,
      photo: 10,
      gift_min: 25,
      gift_max: 250,
    });
    expect((await prices('/api/prices.php?country=SE')).body.costs.message).toBe(12);
  });

  it('prices the country asked for (any case), in its currency', async () => {
    const { body } = await prices('/api/prices.php?country=pl');
    expect(body.country).toBe('PL');
    expect(body.bundles.map((b) => [b.price, b.currency])).toEqual([
      [2199, 'PLN'],
      [4299, 'PLN'],
      [8599, 'PLN'],
      [16999, 'PLN'],
    ]);
    expect((await prices('/api/prices.php?country=SE')).body.bundles[0]).toMatchObject({
      price: 5500,
      currency: 'SEK',
    });
  });

  it("starts in the visitor's country (as geoip_country sees it) when the site sells there", async () => {
    const polish = await prices('/api/prices.php', { 'accept-language': 'pl-PL,pl;q=0.9' });
    expect(polish.body).toMatchObject({ country: 'PL' });
    expect(polish.body.bundles[0]!.currency).toBe('PLN');
    // The query wins over where the visitor is: the country switch.
    const switched = await prices('/api/prices.php?country=DE', { 'accept-language': 'pl-PL' });
    expect(switched.body.country).toBe('DE');
  });

  it("falls back to the site's default country for a country it does not sell in", async () => {
    expect((await prices('/api/prices.php?country=ZZ')).body.country).toBe('NL');
    expect((await prices('/api/prices.php', { 'accept-language': 'ja-JP' })).body.country).toBe('NL');
    const dutchSite = await prices('/api/prices.php', { host: 'amora-nl.test' });
    expect(dutchSite.body.country).toBe('BE');
    expect(dutchSite.body.bundles[0]!.currency).toBe('EUR');
  });

  it('refuses a country that is not two letters', async () => {
    const { response } = await prices('/api/prices.php?country=POL');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation_failed' });
  });

  it("tells a member nothing of their own: the same public list, not the profile's country", async () => {
    const member = await newPayingMember(t, { country: 'SE' });
    const { response, body } = await prices('/api/prices.php', {}, member.cookie);
    expect(response.statusCode).toBe(200);
    expect(body.country).toBe('NL');
    expect(body).not.toHaveProperty('last_order');
    expect(body).not.toHaveProperty('methods');
  });

  it("shows a site's own bundles (sites.settings.payment_bundles)", async () => {
    await setSiteBundles(t, SITE_BUNDLES);
    try {
      const { body } = await prices('/api/prices.php?country=NL');
      expect(body.bundles.map((b) => [b.id, b.credits, b.price])).toEqual([
        ['p0', 10, 300],
        ['p1', 40, 900],
        ['p2', 100, 1900],
        ['p3', 500, 6900],
      ]);
      // Only euro prices: a country paying in złoty is not sold in, so it is not offered.
      expect(body.countries).toContain('NL');
      expect(body.countries).not.toContain('PL');
      expect((await prices('/api/prices.php?country=PL')).body.country).toBe('NL');
    } finally {
      await t.database.db
        .update(sites)
        .set({ settings: sql`${sites.settings} - 'payment_bundles'` })
        .where(eq(sites.isDefault, true));
    }
  });

  it('limits reads per address (each is a database read), not per site', async () => {
    const from = (remoteAddress: string) =>
      call(t.app, 'GET', '/api/prices.php', undefined, { remoteAddress });
    // A still clock: the bucket refills two reads a second, faster than a slow machine sends.
    const realNow = t.app.ctx.clock.now;
    const still = realNow();
    t.app.ctx.clock.now = () => still;
    try {
      for (let i = 0; i < PRICE_READS_PER_MINUTE; i += 1)
        expect((await from('203.0.113.9')).statusCode).toBe(200);
      const refused = await from('203.0.113.9');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ error: 'too_many_requests' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await from('203.0.113.10')).statusCode).toBe(200);
    } finally {
      t.app.ctx.clock.now = realNow;
    }
  });
});
