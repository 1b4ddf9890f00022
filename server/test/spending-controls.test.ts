import type { SpendingControls } from '@amora/contracts';
import { eq } from 'drizzle-orm';
import { spendingControls, users } from '../src/db/schema.js';
import { grant, refund, spend, startCoolOffAfterPurchase, coolOffEnd } from '../src/modules/credits/index.js';
import { createTestApp, type TestApp } from '../src/test-support/test-app.js';
import { call } from './account-helpers.js';
import { balanceOf, ledgerViolations, newMembers } from './credits-helpers.js';
import { DEMO, loginCookie } from './helpers.js';

describe('spending controls (modules/credits)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ memberCount: 2 });
  });
  afterAll(async () => t.app.close());
  const db = () => t.database.db;

  async function memberWith(credits: number): Promise<number> {
    const [member] = await newMembers(db(), 1);
    if (credits > 0)
      await grant(db(), {
        memberId: member!,
        amount: credits,
        kind: 'bonus',
        reference: 'test',
        idempotencyKey: `sc-g-${member}`,
      });
    return member!;
  }
  const spendOf = (memberId: number, amount: number, key: string) =>
    db().transaction((tx) =>
      spend(tx, { memberId, amount, kind: 'message', reference: `message:${key}`, idempotencyKey: key }),
    );

  it('refuses a spend past the daily cap and writes nothing, then allows what is left', async () => {
    const member = await memberWith(100);
    await db().insert(spendingControls).values({ userId: member, dailyCap: 10 });
    await spendOf(member, 6, `sc-d1-${member}`);
    await expect(spendOf(member, 5, `sc-d2-${member}`)).rejects.toMatchObject({
      code: 'spending_cap_reached',
      messageKey: 'errors.dailyCapReached',
      params: { cap: 10, left: 4 },
    });
    expect(await balanceOf(db(), member)).toEqual({ credits: 94, debt: 0 });
    await spendOf(member, 4, `sc-d3-${member}`);
    expect((await balanceOf(db(), member)).credits).toBe(90);
    expect(await ledgerViolations(db(), [member])).toEqual([]);
  });

  it('counts refunds back against the cap and applies the monthly cap too', async () => {
    const member = await memberWith(100);
    await db().insert(spendingControls).values({ userId: member, monthlyCap: 8 });
    await spendOf(member, 8, `sc-m1-${member}`);
    await expect(spendOf(member, 1, `sc-m2-${member}`)).rejects.toMatchObject({
      messageKey: 'errors.monthlyCapReached',
    });
    await refund(db(), {
      memberId: member,
      amount: 3,
      kind: 'refund',
      reference: 'message:x',
      idempotencyKey: `sc-r-${member}`,
    });
    await spendOf(member, 3, `sc-m3-${member}`);
    await expect(spendOf(member, 1, `sc-m4-${member}`)).rejects.toMatchObject({
      code: 'spending_cap_reached',
    });
  });

  it('lets concurrent spends of one member never pass the cap together', async () => {
    const member = await memberWith(100);
    await db().insert(spendingControls).values({ userId: member, dailyCap: 5 });
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => spendOf(member, 1, `sc-c${i}-${member}`)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    expect((await balanceOf(db(), member)).credits).toBe(95);
  });

  it('replays a spent key even when the cap is reached meanwhile', async () => {
    const member = await memberWith(20);
    await spendOf(member, 5, `sc-rp-${member}`);
    await db().insert(spendingControls).values({ userId: member, dailyCap: 5 });
    await expect(spendOf(member, 5, `sc-rp-${member}`)).resolves.toMatchObject({ replayed: true });
  });

  it('starts the chosen cool-off only after a large purchase', async () => {
    const member = await memberWith(0);
    await db().insert(spendingControls).values({ userId: member, coolOffHours: 24 });
    await db().transaction((tx) => startCoolOffAfterPurchase(tx, member, 50));
    expect(await coolOffEnd(db(), member)).toBeNull();
    await db().transaction((tx) => startCoolOffAfterPurchase(tx, member, 500));
    const end = await coolOffEnd(db(), member);
    expect(end!.getTime() - Date.now()).toBeGreaterThan(23 * 3_600_000);
  });

  describe('GET/POST /api/spending-controls.php', () => {
    it('answers the member own controls and spending, and updates them', async () => {
      const cookie = await loginCookie(t.app);
      const before = await call(t.app, 'GET', '/api/spending-controls.php', undefined, { cookie });
      expect(before.statusCode).toBe(200);
      expect(before.json<SpendingControls>()).toMatchObject({
        daily_cap: null,
        monthly_cap: null,
        monthly_statement: false,
        spent_today: 0,
      });
      const updated = await call(
        t.app,
        'POST',
        '/api/spending-controls.php',
        { daily_cap: 25, cool_off_hours: 72, monthly_statement: true },
        { cookie },
      );
      expect(updated.statusCode).toBe(200);
      expect(updated.json<SpendingControls>()).toMatchObject({
        daily_cap: 25,
        monthly_cap: null,
        cool_off_hours: 72,
        monthly_statement: true,
      });
      const cleared = await call(
        t.app,
        'POST',
        '/api/spending-controls.php',
        { daily_cap: null },
        { cookie },
      );
      expect(cleared.json<SpendingControls>()).toMatchObject({ daily_cap: null, cool_off_hours: 72 });
      const [demo] = await db().select({ id: users.id }).from(users).where(eq(users.email, DEMO.email));
      const [row] = await db().select().from(spendingControls).where(eq(spendingControls.userId, demo!.id));
      expect(row).toMatchObject({ dailyCap: null, coolOffHours: 72, monthlyStatement: true });
    });

    it('refuses bad input with field messages and changes nothing', async () => {
      const cookie = await loginCookie(t.app);
      for (const body of [
        { daily_cap: 0 },
        { daily_cap: -5 },
        { daily_cap: 2.5 },
        { cool_off_hours: 5 },
        { monthly_cap: 'x' },
        { surprise: 1 },
      ]) {
        const response = await call(t.app, 'POST', '/api/spending-controls.php', body, { cookie });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ error: 'validation_failed' });
      }
      const after = await call(t.app, 'GET', '/api/spending-controls.php', undefined, { cookie });
      expect(after.json<SpendingControls>().cool_off_hours).toBe(72);
    });

    it('needs a member', async () => {
      const response = await call(t.app, 'GET', '/api/spending-controls.php');
      expect(response.statusCode).toBe(403);
    });
  });
});
