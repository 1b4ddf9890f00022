import { TIME_BONUS_CODE } from '@amora/contracts';
import { eq } from 'drizzle-orm';
import { spendingControls } from '../src/db/schema.js';
import { settle } from '../src/modules/payments/settle.js';
import type { TestApp } from '../src/test-support/test-app.js';
import { call } from './account-helpers.js';
import {
  aPayment,
  createdPayment,
  createPaymentsTestApp,
  memberRow,
  newPayingMember,
  paymentRow,
  postPayment,
} from './payments-helpers.js';

/** A discount code is reserved while a payment carries it; the cool-off holds at settlement too. */
describe('discount codes are reserved by open payments', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createPaymentsTestApp();
  });
  afterAll(() => t.app.close());

  it('lets a welcome code sit on one open payment at a time, and frees it when that payment fails', async () => {
    const member = await newPayingMember(t);
    const first = await createdPayment(t, member, { discount_code: TIME_BONUS_CODE });
    expect((await paymentRow(t, first.id)).discount).toBeGreaterThan(0);

    const second = await postPayment(t, member, aPayment({ discount_code: TIME_BONUS_CODE }));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ error: 'discount_code_reserved' });
    expect(second.json().message).toMatch(/still open/);

    // The same Pay click again answers its own payment, not "reserved".
    const payload = aPayment({ discount_code: TIME_BONUS_CODE });
    await settle(t.database.db, first.id, 'failed', 'webhook');
    const retried = await createdPayment(t, member, payload);
    const again = await postPayment(t, member, payload);
    expect(again.json()).toMatchObject({ payment_id: retried.id });

    await settle(t.database.db, retried.id, 'completed', 'webhook');
    const third = await postPayment(t, member, aPayment({ discount_code: TIME_BONUS_CODE }));
    expect(third.statusCode).toBeGreaterThanOrEqual(400);
    expect(third.statusCode).toBeLessThan(500);
  });

  it('gives the discount once when three payments are created at once with the welcome code', async () => {
    const member = await newPayingMember(t);
    const answers = await Promise.all(
      [1, 2, 3].map(() => postPayment(t, member, aPayment({ discount_code: TIME_BONUS_CODE }))),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const created = answers.find((a) => a.statusCode === 200)!.json<{ payment_id: number }>();
    await settle(t.database.db, created.payment_id, 'completed', 'webhook');
    expect((await memberRow(t, member.id)).paidUser).toBe(true);
  });

  it('refuses a "never paid" code to a member whose other payment completed after the lookup', async () => {
    const member = await newPayingMember(t);
    const plain = await createdPayment(t, member);
    const lookup = await call(t.app, 'GET', `/api/discountcode.php?code=${TIME_BONUS_CODE}`, undefined, {
      cookie: member.cookie,
    });
    expect(lookup.statusCode).toBe(200);
    await settle(t.database.db, plain.id, 'completed', 'webhook');
    const withCode = await postPayment(t, member, aPayment({ discount_code: TIME_BONUS_CODE }));
    expect(withCode.statusCode).toBe(403);
    expect(withCode.json()).toMatchObject({ error: 'discount_code_not_applicable' });
  });
});

describe('the cool-off is checked again when a payment settles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createPaymentsTestApp();
  });
  afterAll(() => t.app.close());

  const coolOffUntil = async (memberId: number) => {
    const [row] = await t.database.db
      .select({ until: spendingControls.coolOffUntil })
      .from(spendingControls)
      .where(eq(spendingControls.userId, memberId));
    return row?.until ?? null;
  };

  it('credits a payment that settles inside a cool-off, starts the cool-off again from it and says so', async () => {
    const member = await newPayingMember(t, { paid: true });
    await t.database.db.insert(spendingControls).values({ userId: member.id, coolOffHours: 24 });
    // Three large payments created before any cool-off ran; then the small one a member might add.
    const large = [];
    for (let i = 0; i < 3; i += 1) large.push(await createdPayment(t, member, { bundle: 'p3' }));
    const small = await createdPayment(t, member, { bundle: 'p0' });

    await settle(t.database.db, large[0]!.id, 'completed', 'webhook');
    const firstEnd = await coolOffUntil(member.id);
    expect(firstEnd).not.toBeNull();
    expect((await postPayment(t, member, aPayment({ bundle: 'p3' }))).json().error).toBe('cool_off_active');

    // Move the cool-off's end earlier, as if time had passed, so a restart is visible.
    const earlier = new Date(Date.now() + 3_600_000);
    await t.database.db
      .update(spendingControls)
      .set({ coolOffUntil: earlier })
      .where(eq(spendingControls.userId, member.id));
    await settle(t.database.db, small.id, 'completed', 'webhook');
    const restarted = await coolOffUntil(member.id);
    expect(restarted!.getTime()).toBeGreaterThan(earlier.getTime() + 20 * 3_600_000);

    const before = (await memberRow(t, member.id)).credits;
    await settle(t.database.db, large[1]!.id, 'completed', 'webhook');
    expect((await memberRow(t, member.id)).credits).toBe(before + 300);

    const state = await call(t.app, 'GET', `/api/transactions.php?id=${large[1]!.id}`, undefined, {
      cookie: member.cookie,
    });
    expect(state.json()).toMatchObject({ status: 'completed' });
    expect(Date.parse(state.json().cool_off_until as string)).toBeGreaterThan(Date.now() + 23 * 3_600_000);
  });
});
