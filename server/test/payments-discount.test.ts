import { TIME_BONUS_CODE, type CreditsResponse, type DiscountCode } from '@amora/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { discountCodes, discountRedemptions, sites, users } from '../src/db/schema.js';
import { settle } from '../src/modules/payments/index.js';
import { ensureWelcomeCode } from '../src/seed/discount-codes.js';
import type { TestApp } from '../src/test-support/test-app.js';
import { call } from './account-helpers.js';
import {
  aPayment,
  createPaymentsTestApp,
  createdPayment,
  newPayingMember,
  paymentRow,
  postPayment,
  setSiteBundles,
  SITE_BUNDLES,
  type TestMember,
} from './payments-helpers.js';

describe('discount codes and the time bonus (modules/payments/discount-codes)', () => {
  let t: TestApp;
  let defaultSite: number;
  let otherSite: number;
  beforeAll(async () => {
    t = await createPaymentsTestApp();
    const rows = await t.database.db.select({ id: sites.id, isDefault: sites.isDefault }).from(sites);
    defaultSite = rows.find((r) => r.isDefault)!.id;
    otherSite = rows.find((r) => !r.isDefault)!.id;
    await t.database.db.insert(discountCodes).values([
      { code: 'SPRING10', siteId: defaultSite, valuePercentage: 10 },
      { code: 'DUTCHONLY', siteId: otherSite, valuePercentage: 10 },
      { code: 'OLDCODE', siteId: null, valuePercentage: 10, expiresAt: new Date(Date.now() - 1000) },
      { code: 'OFFCODE', siteId: null, valuePercentage: 10, status: 'inactive' },
      { code: 'BIGORDER', siteId: null, valuePercentage: 20, minimumOrderValue: 1500, currency: 'EUR' },
      { code: 'CARDSONLY', siteId: null, valuePercentage: 15, paymentMethods: ['visa', 'mastercard'] },
      { code: 'KRONER', siteId: null, valuePercentage: 15, currency: 'DKK' },
    ]);
  });
  afterAll(async () => t.app.close());

  const lookup = (member: TestMember, query: string) =>
    call(t.app, 'GET', `/api/discountcode.php?${query}`, undefined, { cookie: member.cookie });

  it('is seeded once, idempotently: TIMEBONUS25, 25 %, 4 hours after sign-up', async () => {
    await ensureWelcomeCode(t.database.db);
    await ensureWelcomeCode(t.database.db);
    const rows = await t.database.db
      .select()
      .from(discountCodes)
      .where(sql`upper(${discountCodes.code}) = ${TIME_BONUS_CODE}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      valuePercentage: 25,
      validitySeconds: 14_400,
      siteId: null,
      status: 'active',
    });
  });

  it('answers the welcome discount to a new non-paying member with the seconds left, else 404', async () => {
    const fresh = await newPayingMember(t, { signedUpAgoMs: 3_600_000 });
    const response = await lookup(fresh, 'welcome=true');
    expect(response.statusCode).toBe(200);
    const code = response.json() as DiscountCode;
    expect(code).toMatchObject({
      code: TIME_BONUS_CODE,
      value_percentage: 25,
      status: 'active',
      expired: false,
    });
    expect(code.validity).toBeGreaterThan(3 * 3600 - 60);
    expect(code.validity).toBeLessThanOrEqual(3 * 3600);
    const late = await newPayingMember(t, { signedUpAgoMs: 5 * 3_600_000 });
    expect((await lookup(late, 'welcome=true')).statusCode).toBe(404);
    const paid = await newPayingMember(t, { paid: true });
    expect((await lookup(paid, 'welcome=true')).statusCode).toBe(404);
  });

  it('applies the welcome discount at the server, once per member, and not to a member who has paid since', async () => {
    const member = await newPayingMember(t);
    const { id } = await createdPayment(t, member, {
      bundle: 'p1',
      method: 'ideal',
      discount_code: 'timebonus25',
    });
    const row = await paymentRow(t, id);
    expect(row.discount).toBe(Math.floor(999 * 0.25));
    expect(row.amount).toBe(999 - row.discount + row.fee);
    await settle(t.database.db, id, 'completed', 'webhook');
    const redemptions = await t.database.db
      .select()
      .from(discountRedemptions)
      .where(and(eq(discountRedemptions.userId, member.id), eq(discountRedemptions.paymentId, id)));
    expect(redemptions).toHaveLength(1);
    // Paid now: the welcome is over (and it was used).
    expect((await lookup(member, 'welcome=true')).statusCode).toBe(404);
    const again = await postPayment(t, member, aPayment({ discount_code: TIME_BONUS_CODE }));
    expect(again.statusCode).toBe(403);
    expect(again.json().error).toBe('discount_code_not_applicable');
  });

  it("refuses 'Code invalid', not found, another site's or member's code, expired, inactive and used codes (translated)", async () => {
    const member = await newPayingMember(t);
    const other = await newPayingMember(t);
    await t.database.db
      .insert(discountCodes)
      .values({ code: `MINE${other.id}`, siteId: defaultSite, userId: other.id, valuePercentage: 10 });
    const invalid = await lookup(member, 'code=%24%24%24');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ error: 'discount_code_invalid', message: 'Code invalid' });
    expect((await lookup(member, 'code=NOSUCHCODE')).json()).toMatchObject({
      error: 'discount_code_not_found',
      message: 'Discount code not found',
    });
    expect((await lookup(member, 'code=DUTCHONLY')).statusCode).toBe(404);
    expect((await lookup(member, `code=MINE${other.id}`)).statusCode).toBe(404);
    expect((await lookup(other, `code=MINE${other.id}`)).statusCode).toBe(200);
    expect((await lookup(member, 'code=OLDCODE')).json().error).toBe('discount_code_expired');
    expect((await lookup(member, 'code=OFFCODE')).json().error).toBe('discount_code_expired');
    const spring = await lookup(member, 'code=spring10');
    expect(spring.json()).toMatchObject({
      code: 'SPRING10',
      value_percentage: 10,
      validity: null,
      expired: false,
    });

    const { id } = await createdPayment(t, member, { discount_code: 'SPRING10' });
    await settle(t.database.db, id, 'completed', 'webhook');
    const used = await lookup(member, 'code=SPRING10');
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toBe('You have already used this discount code.');

    await t.database.db.update(users).set({ language: 'de' }).where(eq(users.id, member.id));
    expect((await lookup(member, 'code=%24%24%24')).json().message).toBe('Code ungültig');
  });

  it('re-checks minimum order value, method and currency when the payment is created', async () => {
    const member = await newPayingMember(t, { country: 'NL' });
    const small = await postPayment(t, member, aPayment({ bundle: 'p0', discount_code: 'BIGORDER' }));
    expect(small.statusCode).toBe(422);
    expect(small.json().message).toMatch(/orders of €15\.00 or more/);
    const big = await createdPayment(t, member, { bundle: 'p2', discount_code: 'BIGORDER' });
    expect((await paymentRow(t, big.id)).discount).toBe(Math.floor(1999 * 0.2));

    const ideal = await postPayment(t, member, aPayment({ method: 'ideal', discount_code: 'CARDSONLY' }));
    expect(ideal.json()).toMatchObject({ error: 'discount_code_not_applicable' });
    expect(
      (await postPayment(t, member, aPayment({ method: 'visa', discount_code: 'CARDSONLY' }))).statusCode,
    ).toBe(200);

    const euro = await postPayment(t, member, aPayment({ discount_code: 'KRONER' }));
    expect(euro.json().message).toMatch(/only to payments in DKK/);
    const danish = await postPayment(
      t,
      member,
      aPayment({ method: 'mobilepay', country: 'DK', discount_code: 'KRONER' }),
    );
    expect(danish.statusCode).toBe(200);
  });

  it('shows the bundles of a site override (sites.settings.payment_bundles) and ignores a broken one', async () => {
    const member = await newPayingMember(t);
    await setSiteBundles(t, SITE_BUNDLES);
    const offer = (
      await call(t.app, 'GET', '/api/credits.php', undefined, { cookie: member.cookie })
    ).json() as CreditsResponse;
    expect(offer.bundles.map((b) => [b.id, b.credits, b.price])).toEqual([
      ['p0', 10, 300],
      ['p1', 40, 900],
      ['p2', 100, 1900],
      ['p3', 500, 6900],
    ]);
    const { id } = await createdPayment(t, member, { bundle: 'p3' });
    expect(await paymentRow(t, id)).toMatchObject({ credits: 500 });
    await setSiteBundles(t, [{ id: 'p0', credits: -1 }]);
    const fallback = (
      await call(t.app, 'GET', '/api/credits.php', undefined, { cookie: member.cookie })
    ).json() as CreditsResponse;
    expect(fallback.bundles[0]).toMatchObject({ id: 'p0', credits: 20, price: 499 });
    await t.database.db
      .update(sites)
      .set({ settings: sql`${sites.settings} - 'payment_bundles'` })
      .where(eq(sites.id, defaultSite));
  });
});
