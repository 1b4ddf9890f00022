import Fastify from 'fastify';
import { eq } from 'drizzle-orm';
import { rateEvents } from '../db/schema.js';
import type { Db } from '../db/database.js';
import { AppError } from '../lib/app-error.js';
import { rateLimits } from '../plugins/rate-limits.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { RateLimiter, type RateRule } from './rate-limiter.js';
import { TokenBuckets } from './token-buckets.js';

const MINUTE = 60_000;
const T0 = new Date('2030-03-01T12:00:00.000Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

/** The refusal `require` throws, or null when it let the call through. */
async function refusalOf(call: Promise<void>): Promise<AppError | null> {
  return call.then(
    () => null,
    (error: unknown) => {
      if (error instanceof AppError) return error;
      throw error;
    },
  );
}

describe('token buckets', () => {
  it('allow a burst of the capacity, then one token per refill interval', () => {
    let now = 0;
    const buckets = new TokenBuckets(3, MINUTE, () => now);
    expect([1, 2, 3, 4].map(() => buckets.take('a'))).toEqual([true, true, true, false]);
    expect(buckets.take('b')).toBe(true);
    expect(buckets.secondsUntilNext('a')).toBe(20);
    now += 10_000;
    expect(buckets.secondsUntilNext('a')).toBe(10);
    now += 10_000;
    expect(buckets.secondsUntilNext('a')).toBe(0);
    expect(buckets.take('a')).toBe(true);
    expect(buckets.take('a')).toBe(false);
  });

  it('refill a key that is only asked about, never taken again', () => {
    let now = 0;
    const buckets = new TokenBuckets(1, MINUTE, () => now);
    buckets.take('a');
    expect(buckets.secondsUntilNext('a')).toBe(60);
    now += MINUTE;
    expect(buckets.secondsUntilNext('a')).toBe(0);
  });

  it('drop idle buckets above the key limit', () => {
    let now = 0;
    const buckets = new TokenBuckets(1, MINUTE, () => now, 2);
    buckets.take('a');
    buckets.take('b');
    now += MINUTE;
    buckets.take('c');
    expect(buckets.secondsUntilNext('a')).toBe(0);
    expect(buckets.take('c')).toBe(false);
  });
});

describe('the rate limiter, instance scope', () => {
  const rule: RateRule = { name: 'test-reads', limit: 2, windowMs: MINUTE, scope: 'instance' };
  let now = T0;
  // Instance rules never reach the database.
  const limiter = () => new RateLimiter({} as Db, () => now);

  it('answers 429 too_many_requests with Retry-After once the bucket is empty', async () => {
    const limits = limiter();
    expect(await refusalOf(limits.require(rule, 'k'))).toBeNull();
    expect(await refusalOf(limits.require(rule, 'k'))).toBeNull();
    const refused = await refusalOf(limits.require(rule, 'k'));
    expect(refused).toMatchObject({ statusCode: 429, code: 'too_many_requests', retryAfterSeconds: 30 });
    expect(await limits.take(rule, 'other')).toBe(true);
    now = at(30);
    expect(await limits.take(rule, 'k')).toBe(true);
  });

  it('gives a token back and throws a custom refusal', async () => {
    now = T0;
    const limits = limiter();
    await limits.take(rule, 'k');
    await limits.take(rule, 'k');
    await limits.giveBack(rule, 'k', now);
    expect(await limits.take(rule, 'k')).toBe(true);
    const refused = await refusalOf(
      limits.require(rule, 'k', { refusal: () => new AppError(429, 'reset_limit', 'errors.resetLimit') }),
    );
    expect(refused).toMatchObject({ code: 'reset_limit', retryAfterSeconds: 30 });
  });

  it('refuses one name declared with two limits', async () => {
    const limits = limiter();
    await limits.take(rule, 'k');
    await expect(limits.take({ ...rule, limit: 5 }, 'k')).rejects.toThrow(/declared twice/);
  });
});

describe('the rate limiter, durable scope', () => {
  let t: TestApp;
  let limits: RateLimiter;
  let counter = 0;
  const rule: RateRule = { name: 'test-durable', limit: 2, windowMs: MINUTE, scope: 'durable' };
  const freshKey = () => `key-${(counter += 1)}`;

  beforeAll(async () => {
    t = await createTestApp();
    limits = new RateLimiter(t.database.db, () => T0);
  });
  afterAll(async () => t.app.close());

  it('counts events in rate_events and answers Retry-After until the oldest leaves the window', async () => {
    const key = freshKey();
    await limits.require(rule, key, { now: at(0) });
    await limits.require(rule, key, { now: at(10) });
    const refused = await refusalOf(limits.require(rule, key, { now: at(20) }));
    expect(refused).toMatchObject({ statusCode: 429, code: 'too_many_requests', retryAfterSeconds: 40 });
    const rows = await t.database.db.select().from(rateEvents).where(eq(rateEvents.key, key));
    expect(rows.map((row) => row.kind)).toEqual(['test-durable', 'test-durable']);
    expect(await limits.take(rule, key, { now: at(61) })).toBe(true);
  });

  it('gives back an event by the time it was taken at', async () => {
    const key = freshKey();
    await limits.take(rule, key, { now: at(0) });
    await limits.take(rule, key, { now: at(1) });
    expect(await limits.secondsUntil(rule, key, { now: at(2) })).toBeGreaterThan(0);
    await limits.giveBack(rule, key, at(1));
    expect(await limits.secondsUntil(rule, key, { now: at(2) })).toBe(0);
  });

  it('stops at the first refusing check: later ones are not counted', async () => {
    const first = freshKey();
    const second = freshKey();
    const one: RateRule = { ...rule, name: 'test-one', limit: 1 };
    await limits.take(one, first, { now: at(0) });
    const refused = await refusalOf(
      limits.requireEach(
        [
          [one, first],
          [rule, second],
        ],
        { now: at(1) },
      ),
    );
    expect(refused?.statusCode).toBe(429);
    expect(await limits.secondsUntil(rule, second, { now: at(1) })).toBe(0);
    expect(await t.database.db.select().from(rateEvents).where(eq(rateEvents.key, second))).toEqual([]);
  });

  it('prunes events older than two days', async () => {
    const key = freshKey();
    await limits.take(rule, key, { now: at(0) });
    await limits.prune(new Date(T0.getTime() + 3 * 86_400_000));
    expect(await t.database.db.select().from(rateEvents).where(eq(rateEvents.key, key))).toEqual([]);
  });
});

describe('the route option', () => {
  const rule: RateRule = { name: 'test-route', limit: 1, windowMs: MINUTE, scope: 'instance' };

  it('takes the route limit before the handler, per key', async () => {
    const app = Fastify();
    app.decorate('ctx', { rateLimits: new RateLimiter({} as Db, () => new Date()) } as never);
    await app.register(rateLimits);
    let handled = 0;
    app.get(
      '/x',
      { config: { rateLimit: { rule, key: (request) => String(request.headers.k) } } },
      async () => {
        handled += 1;
        return { ok: true };
      },
    );
    const call = (k: string) => app.inject({ url: '/x', headers: { k } });
    expect((await call('a')).statusCode).toBe(200);
    expect((await call('a')).statusCode).toBe(429);
    expect((await call('b')).statusCode).toBe(200);
    expect(handled).toBe(2);
    await app.close();
  });

  it('refuses a per-member limit on a route without the member guard', async () => {
    const app = Fastify();
    app.decorate('ctx', { rateLimits: new RateLimiter({} as Db, () => new Date()) } as never);
    await app.register(rateLimits);
    expect(() => app.get('/y', { config: { rateLimit: { rule, key: 'member' } } }, async () => ({}))).toThrow(
      /needs config.auth/,
    );
    await app.close();
  });
});
