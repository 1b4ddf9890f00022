import { eq } from 'drizzle-orm';
import { sites } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { checkLoginThrottle, recordLoginAttempt, type AttemptKey } from './login-throttle.js';

const MINUTE = 60_000;
/** A fixed moment, so every verdict below is about explicit times and never about the clock. */
const T0 = new Date('2030-03-01T12:00:00.000Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * MINUTE);

describe('login throttle verdicts', () => {
  let t: TestApp;
  let siteId: number;
  let otherSiteId: number;
  let counter = 0;
  /** A key nobody else in this file uses: its own account and its own address. */
  const freshKey = (overrides: Partial<AttemptKey> = {}): AttemptKey => {
    counter += 1;
    return {
      siteId,
      emailNormalized: `member${counter}@throttle.test`,
      ip: `10.0.0.${counter}`,
      ...overrides,
    };
  };
  const fail = (key: AttemptKey, minutes: number) =>
    recordLoginAttempt(t.database.db, key, false, at(minutes));
  const succeed = (key: AttemptKey, minutes: number) =>
    recordLoginAttempt(t.database.db, key, true, at(minutes));
  const verdict = (key: AttemptKey, minutes: number) => checkLoginThrottle(t.database.db, key, at(minutes));

  beforeAll(async () => {
    t = await createTestApp({ memberCount: 0 });
    const [main] = await t.database.db
      .select({ id: sites.id })
      .from(sites)
      .where(eq(sites.domain, 'amora.test'));
    const [nl] = await t.database.db
      .select({ id: sites.id })
      .from(sites)
      .where(eq(sites.domain, 'amora-nl.test'));
    siteId = main!.id;
    otherSiteId = nl!.id;
  });
  afterAll(async () => {
    await t.app.close();
  });

  describe('per account', () => {
    it('does not block after four failures', async () => {
      const key = freshKey();
      for (const m of [0, 1, 2, 3]) await fail(key, m);
      expect(await verdict(key, 3)).toEqual({ blocked: false });
    });

    it('blocks for 15 minutes right after the fifth failure within the window', async () => {
      const key = freshKey();
      for (const m of [0, 1, 2, 3, 4]) await fail(key, m);
      expect(await verdict(key, 4)).toEqual({ blocked: true, minutes: 15 });
    });

    it('counts the remaining minutes down, rounding up', async () => {
      const key = freshKey();
      for (const m of [0, 1, 2, 3, 4]) await fail(key, m);
      expect(await verdict(key, 9)).toEqual({ blocked: true, minutes: 10 });
      expect(await verdict(key, 18.5)).toEqual({ blocked: true, minutes: 1 });
      expect(await verdict(key, 19 - 1 / 60)).toEqual({ blocked: true, minutes: 1 });
    });

    it('lifts the block exactly 15 minutes after the last failure', async () => {
      const key = freshKey();
      for (const m of [0, 1, 2, 3, 4]) await fail(key, m);
      expect(await verdict(key, 19)).toEqual({ blocked: false });
      expect(await verdict(key, 60)).toEqual({ blocked: false });
    });

    it('keeps the full 15 minute block when the failures were spread over the window', async () => {
      const key = freshKey();
      for (const m of [0, 1, 2, 3, 14]) await fail(key, m);
      expect(await verdict(key, 14)).toEqual({ blocked: true, minutes: 15 });
      // The first failures leave the 15 minute window, but the block announced at minute 14 still holds.
      expect(await verdict(key, 16)).toEqual({ blocked: true, minutes: 13 });
      expect(await verdict(key, 28.5)).toEqual({ blocked: true, minutes: 1 });
      expect(await verdict(key, 29)).toEqual({ blocked: false });
    });

    it('does not block again on the first failure after a block has lifted', async () => {
      const key = freshKey();
      for (const m of [0, 1, 2, 3, 4]) await fail(key, m);
      await fail(key, 20);
      expect(await verdict(key, 20)).toEqual({ blocked: false });
    });

    it('does not block five failures that are spread over more than 15 minutes', async () => {
      const key = freshKey();
      for (const m of [0, 4, 8, 12, 16]) await fail(key, m);
      expect(await verdict(key, 16)).toEqual({ blocked: false });
    });

    it('ignores failures older than the window', async () => {
      const key = freshKey();
      for (const m of [0, 1, 2, 3]) await fail(key, m);
      await fail(key, 40);
      expect(await verdict(key, 40)).toEqual({ blocked: false });
    });

    it('starts counting again after a successful login', async () => {
      const key = freshKey();
      for (const m of [0, 1, 2, 3]) await fail(key, m);
      await succeed(key, 4);
      for (const m of [5, 6, 7, 8]) await fail(key, m);
      expect(await verdict(key, 8)).toEqual({ blocked: false });
      await fail(key, 9);
      expect(await verdict(key, 9)).toEqual({ blocked: true, minutes: 15 });
    });

    it('keeps accounts apart: the same e-mail on another site is not blocked', async () => {
      const key = freshKey();
      for (const m of [0, 1, 2, 3, 4]) await fail(key, m);
      expect(await verdict({ ...key, siteId: otherSiteId, ip: '10.9.9.9' }, 4)).toEqual({ blocked: false });
      expect(
        await verdict({ ...key, emailNormalized: 'someone.else@throttle.test', ip: '10.9.9.9' }, 4),
      ).toEqual({
        blocked: false,
      });
    });

    it('blocks the account at the failing address only', async () => {
      const key = freshKey();
      for (const m of [0, 1, 2, 3, 4]) await fail(key, m);
      expect(await verdict(key, 5)).toEqual({ blocked: true, minutes: 14 });
      expect(await verdict({ ...key, ip: '10.200.0.1' }, 5)).toEqual({ blocked: false });
    });

    it('blocks the account from every address once failures come from ten addresses', async () => {
      const key = freshKey();
      for (let n = 0; n < 9; n += 1) await fail({ ...key, ip: `10.201.0.${n}` }, n / 2);
      expect(await verdict({ ...key, ip: '10.202.0.1' }, 5)).toEqual({ blocked: false });
      await fail({ ...key, ip: '10.201.0.9' }, 5);
      expect(await verdict({ ...key, ip: '10.202.0.1' }, 6)).toEqual({ blocked: true, minutes: 14 });
    });
  });

  describe('per address', () => {
    /** 20 failures from one address, four on each of five accounts (none of them blocked on its own). */
    async function twentyFailuresFrom(ip: string, startMinute = 0): Promise<AttemptKey[]> {
      const accounts = Array.from({ length: 5 }, () => freshKey({ ip }));
      let i = 0;
      for (const account of accounts) {
        for (let n = 0; n < 4; n += 1) await fail(account, startMinute + (i++ * 10) / 60);
      }
      return accounts;
    }

    it('does not block after 19 failures across accounts', async () => {
      const ip = '192.0.2.19';
      for (let n = 0; n < 19; n += 1) await fail(freshKey({ ip }), n / 60);
      expect(await verdict(freshKey({ ip }), 1)).toEqual({ blocked: false });
    });

    it('blocks every account, even a fresh one, after 20 failures from the address', async () => {
      const ip = '192.0.2.20';
      const accounts = await twentyFailuresFrom(ip);
      // The last failure was at 19 × 10 s = 3 min 10 s: blocked until 18 min 10 s.
      expect(await verdict(accounts[0]!, 19 / 6)).toEqual({ blocked: true, minutes: 15 });
      expect(await verdict(freshKey({ ip }), 4)).toEqual({ blocked: true, minutes: 15 });
      expect(await verdict(freshKey({ ip }), 17.5)).toEqual({ blocked: true, minutes: 1 });
      expect(await verdict(freshKey(), 4)).toEqual({ blocked: false });
    });

    it('is not reset by a success from the same address', async () => {
      const ip = '192.0.2.21';
      const keys = Array.from({ length: 19 }, () => freshKey({ ip }));
      for (const [n, key] of keys.entries()) await fail(key, n / 60);
      await succeed(freshKey({ ip }), 1);
      await fail(freshKey({ ip }), 2);
      expect(await verdict(freshKey({ ip }), 2)).toEqual({ blocked: true, minutes: 15 });
    });

    it('lifts the address block 15 minutes after the last failure', async () => {
      const ip = '192.0.2.22';
      const accounts = await twentyFailuresFrom(ip, 100);
      const last = 100 + (19 * 10) / 60;
      expect(await verdict(accounts[0]!, last + 14.9)).toEqual({ blocked: true, minutes: 1 });
      expect(await verdict(accounts[0]!, last + 15)).toEqual({ blocked: false });
    });
  });
});
