import type { LanderResponse } from '@amora/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq, inArray, sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { landerVisits } from '../src/db/schema.js';
import { createTestApp, type TestApp } from '../src/test-support/test-app.js';
import { addVariant, admin, aVariant, getLander, visitorCookie } from './landers-helpers.js';
import { describeWithRedis, TEST_REDIS_URL } from './with-redis.js';

/*
 * `GET /api/lander.php` under a campaign's burst: views held and written in batches, the live
 * variants reused for a while. Every view is stored exactly once (however the batches fall, and at
 * a graceful stop), a click or sign-up finds its view even while it is still held, and an admin
 * change is seen at once, on every instance.
 */

const BATCH = 40;
const TUNING = ['LANDER_VIEWS_FLUSH_MS', 'LANDER_VIEWS_BATCH', 'LANDER_VARIANTS_CACHE_MS'];

/** A second instance on the first one's database, as a second process behind a load balancer. */
async function sibling(first: TestApp, env: Partial<typeof first.config> = {}): Promise<FastifyInstance> {
  return buildApp({
    config: { ...first.config, seedDemoMember: true, ...env },
    database: { ...first.database, close: async () => undefined },
    serveStatic: false,
  });
}

const visitCount = async (t: TestApp, ids: string[]) =>
  (
    await t.database.db
      .select({
        n: sql<number>`count(*)::int`,
        distinct: sql<number>`count(distinct ${landerVisits.id})::int`,
      })
      .from(landerVisits)
      .where(inArray(landerVisits.id, ids))
  )[0]!;

describe('lander views held and written in batches', () => {
  let t: TestApp;
  let buffered: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp({ memberCount: 2 });
    // A flush delay no test waits for: what is written before the stop was written by a full batch.
    process.env.LANDER_VIEWS_FLUSH_MS = '600000';
    process.env.LANDER_VIEWS_BATCH = String(BATCH);
    buffered = await sibling(t);
  });
  afterAll(async () => {
    for (const name of TUNING) delete process.env[name];
    await buffered?.close();
    await t?.app.close();
  });

  it('stores every view of a burst exactly once, the last ones at a graceful stop', async () => {
    const variant = await addVariant(t, { key: 'burst-video', family: 'video', slug: 'burst' });
    const view = () => getLander(buffered, '?family=video&slug=burst&network=ads');
    // Fewer views than a batch wait for their delay: none is in the table yet.
    const first: LightMyRequestResponse[] = [];
    for (let i = 0; i < BATCH - 1; i += 1) first.push(await view());
    const early = first.map((a) => a.json<LanderResponse>().visit);
    expect((await visitCount(t, early)).n).toBe(0);
    // Then the burst: full batches are written at once, whatever is left at the stop.
    const burst = await Promise.all(Array.from({ length: 3 * BATCH + 7 }, view));
    const answers = [...first, ...burst];
    const sent = answers.length;
    expect(answers.map((a) => a.statusCode)).toEqual(Array(sent).fill(200));
    const visits = answers.map((a) => a.json<LanderResponse>().visit);
    expect(new Set(visits).size).toBe(sent);
    expect(answers.every((a) => a.json<LanderResponse>().variant.key === 'burst-video')).toBe(true);

    await buffered.close();
    expect(await visitCount(t, visits)).toEqual({ n: sent, distinct: sent });
    const [attributed] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(landerVisits)
      .where(
        sql`${landerVisits.variantId} = ${variant.id} and ${landerVisits.tracking} ->> 'network' = 'ads'`,
      );
    expect(attributed!.n).toBe(sent);
    buffered = await sibling(t);
  });

  it('records a click on a view that is still held', async () => {
    const view = await getLander(buffered, '?family=video');
    const { visit } = view.json<LanderResponse>();
    const click = await buffered.inject({
      method: 'POST',
      url: '/api/lander-click.php',
      headers: { 'x-request-type': 'client', host: 'amora.test', cookie: visitorCookie(view) },
      payload: { visit },
    });
    expect(click.json()).toEqual({ recorded: true });
    const [row] = await t.database.db.select().from(landerVisits).where(eq(landerVisits.id, visit));
    expect(row?.clickedAt).not.toBeNull();
  });

  it('counts the held views in the attribution report', async () => {
    await addVariant(t, { key: 'report-video', family: 'video', slug: 'report' });
    for (let i = 0; i < 3; i += 1) await getLander(buffered, '?family=video&slug=report');
    const report = await admin(buffered, 'GET', '/api/admin/landers/report');
    const rows = report.json<{ rows: { key: string | null; views: number }[] }>().rows;
    expect(rows.find((row) => row.key === 'report-video')?.views).toBe(3);
  });
});

describe('live variants reused for a while', () => {
  let t: TestApp;
  let cached: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp({ memberCount: 0 });
    process.env.LANDER_VARIANTS_CACHE_MS = '600000';
    cached = await sibling(t);
  });
  afterAll(async () => {
    for (const name of TUNING) delete process.env[name];
    await cached?.close();
    await t?.app.close();
  });

  const keyOf = (response: LightMyRequestResponse) => response.json<LanderResponse>().variant.key;

  it('reads them once, and again at once after an admin change', async () => {
    expect(keyOf(await getLander(cached, '?family=video&slug=cache'))).toBeNull();
    // A row written behind the cache's back is not seen until the cache expires…
    await addVariant(t, { key: 'cache-direct', family: 'video', slug: 'cache' });
    expect(keyOf(await getLander(cached, '?family=video&slug=cache'))).toBeNull();
    // …a change through the admin API is.
    const published = await admin(cached, 'POST', '/api/admin/landers', aVariant({ key: 'cache-admin', slug: 'cache', weight: 0 })); // prettier-ignore
    expect(published.statusCode).toBe(200);
    expect(keyOf(await getLander(cached, '?family=video&slug=cache'))).toBe('cache-direct');
  });
});

describeWithRedis('live variants on two instances (Redis)', () => {
  let t: TestApp;
  let second: FastifyInstance;
  beforeAll(async () => {
    process.env.LANDER_VARIANTS_CACHE_MS = '600000';
    t = await createTestApp({ memberCount: 0, env: { REDIS_URL: TEST_REDIS_URL! } });
    second = await sibling(t, { redisUrl: TEST_REDIS_URL! });
  });
  afterAll(async () => {
    for (const name of TUNING) delete process.env[name];
    await second?.close();
    await t?.app.close();
  });

  it('drops every instance’s variants when one of them takes an admin change', async () => {
    const keyOf = (response: LightMyRequestResponse) => response.json<LanderResponse>().variant.key;
    expect(keyOf(await getLander(second, '?family=video&slug=fanout'))).toBeNull();
    const published = await admin(
      t.app,
      'POST',
      '/api/admin/landers',
      aVariant({ key: 'fanout', slug: 'fanout' }),
    );
    expect(published.statusCode).toBe(200);
    // The notice travels through Redis: the other instance reads the variants again when it arrives.
    let key: string | null = null;
    for (let attempt = 0; attempt < 50 && key === null; attempt += 1) {
      key = keyOf(await getLander(second, '?family=video&slug=fanout'));
      if (key === null) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(key).toBe('fanout');
  });
});
